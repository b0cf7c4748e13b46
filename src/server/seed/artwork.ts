import sharp from 'sharp'

/** Palettes of the demo artwork: brand blues with one accent each. */
const palettes = [
  { from: '#1a3fb0', to: '#2f6bff', accent: '#ff8a1f', light: '#dbe6ff' },
  { from: '#0f3d5e', to: '#1d8fb8', accent: '#ffd166', light: '#d6f1fb' },
  { from: '#3b2a8f', to: '#6d5dfc', accent: '#ff7eb6', light: '#e6e1ff' },
  { from: '#0d5c4a', to: '#1fae84', accent: '#ffd166', light: '#d5f5ea' },
  { from: '#7a2e0e', to: '#e8590c', accent: '#ffe066', light: '#ffe8d6' },
] as const

/** A small deterministic generator, so the same seed gives the same picture on every machine. */
function random(seed: number) {
  let state = seed * 9301 + 49297
  return () => {
    state = (state * 233280 + 12345) % 2147483647
    return (state % 10000) / 10000
  }
}

/**
 * Abstract artwork without text (no font is needed, so it renders the same with or without CJK fonts):
 * a gradient, soft circles, a grid of dots, a code-bracket glyph and a few "blocks" like a program.
 */
export function artworkSvg(seed: number, width: number, height: number, paletteIndex = seed): string {
  const palette = palettes[Math.abs(paletteIndex) % palettes.length]!
  const rnd = random(seed + 1)
  const unit = Math.min(width, height)
  const circles = Array.from({ length: 4 }, (_, index) => {
    const r = unit * (0.18 + rnd() * 0.3)
    const cx = width * (index % 2 ? 0.75 + rnd() * 0.25 : rnd() * 0.35)
    const cy = height * rnd()
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${index === 1 ? palette.accent : '#ffffff'}" opacity="${index === 1 ? 0.35 : 0.08 + rnd() * 0.08}"/>`
  }).join('')
  const dotGap = unit / 14
  const dots: string[] = []
  for (let x = width * 0.06; x < width * 0.34; x += dotGap) {
    for (let y = height * 0.62; y < height * 0.92; y += dotGap) {
      dots.push(
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(unit / 160).toFixed(1)}" fill="#ffffff" opacity="0.35"/>`,
      )
    }
  }
  const blockX = width * 0.52
  const blockY = height * 0.28
  const blockH = unit * 0.07
  const blocks = Array.from({ length: 4 }, (_, index) => {
    const indent = index === 1 || index === 2 ? unit * 0.08 : 0
    const w = width * (0.16 + rnd() * 0.18)
    const fill = index === 2 ? palette.accent : index % 2 ? palette.light : '#ffffff'
    return `<rect x="${(blockX + indent).toFixed(0)}" y="${(blockY + index * blockH * 1.45).toFixed(0)}" width="${w.toFixed(0)}" height="${blockH.toFixed(0)}" rx="${(blockH / 2.4).toFixed(0)}" fill="${fill}" opacity="${index === 2 ? 0.95 : 0.8}"/>`
  }).join('')
  const s = unit * 0.16
  const gx = width * 0.2
  const gy = height * 0.3
  const glyph = `<path d="M${gx} ${gy} l${-s * 0.55} ${s * 0.5} l${s * 0.55} ${s * 0.5} M${gx + s * 0.9} ${gy} l${s * 0.55} ${s * 0.5} l${-s * 0.55} ${s * 0.5} M${gx + s * 0.6} ${gy - s * 0.08} l${-s * 0.3} ${s * 1.16}" stroke="#ffffff" stroke-width="${(unit * 0.022).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none" opacity="0.9"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${dots.join('')}${blocks}${glyph}</svg>`
}

/** The artwork as a PNG file for Payload's media upload. */
export async function artworkPng(seed: number, width: number, height: number, paletteIndex?: number) {
  return sharp(Buffer.from(artworkSvg(seed, width, height, paletteIndex)))
    .png({ compressionLevel: 6 })
    .toBuffer()
}
