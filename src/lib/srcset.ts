/**
 * Trims a `w`-descriptor srcset to the widths a browser can pick for its `sizes`. next/image lists every
 * configured width from the smallest `vw` share up (all of them when `sizes` has no plain `vw` term, as with
 * `calc(100vw - 40px)`), and the list is written twice, in the HTML and in the RSC payload. A browser takes the
 * smallest candidate at least as wide as the slot times the screen's pixel ratio, so a candidate narrower than
 * the slot can ever be is never taken, nor one wider than the first that covers the widest slot at 3x.
 *
 * The slot's range is read from `sizes` entries of the forms `Npx`, `Nvw`, `calc(Nvw - M(px|rem))`, each
 * optionally behind one `(min-width: Apx)` or `(max-width: Bpx)`; anything else leaves the srcset as it is.
 */

/** Viewport widths the slot is evaluated over: the narrowest phone to a wide desktop screen. */
const VIEWPORT = { min: 320, max: 2560 } as const
/** The highest pixel ratio served: phones go up to 3. */
const MAX_PIXEL_RATIO = 3
/** CSS pixels per rem: the narrowest reading of a rem subtracts the most from a slot. */
const REM_PX = { min: 16, max: 24 } as const

interface Range {
  lo: number
  hi: number
}

const MEDIA = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)\s+(.+)$/
const PX = /^(\d+(?:\.\d+)?)px$/
const VW = /^(\d+(?:\.\d+)?)vw$/
const CALC = /^calc\(\s*(\d+(?:\.\d+)?)vw\s*-\s*(\d+(?:\.\d+)?)(px|rem)\s*\)$/

/** The slot widths (CSS px) a length yields for viewports in `viewport`, or null for a length not understood. */
function slotRange(length: string, viewport: Range): Range | null {
  const px = PX.exec(length)
  if (px) return { lo: Number(px[1]), hi: Number(px[1]) }
  const vw = VW.exec(length)
  if (vw) {
    const share = Number(vw[1]) / 100
    return { lo: share * viewport.lo, hi: share * viewport.hi }
  }
  const calc = CALC.exec(length)
  if (calc) {
    const share = Number(calc[1]) / 100
    const amount = Number(calc[2])
    const [most, least] = calc[3] === 'rem' ? [amount * REM_PX.max, amount * REM_PX.min] : [amount, amount]
    return { lo: Math.max(0, share * viewport.lo - most), hi: Math.max(0, share * viewport.hi - least) }
  }
  return null
}

/** The narrowest and widest slot `sizes` can give, or null when an entry is not understood. */
export function slotBounds(sizes: string): Range | null {
  let remaining: Range | null = { lo: VIEWPORT.min, hi: VIEWPORT.max }
  let lo = Infinity
  let hi = 0
  for (const raw of sizes.split(',')) {
    if (!remaining) break
    const entry = raw.trim()
    const media = MEDIA.exec(entry)
    let applies: Range = remaining
    let rest: Range | null = null
    if (media) {
      const edge = Number(media[2])
      if (media[1] === 'min') {
        applies = { lo: Math.max(edge, remaining.lo), hi: remaining.hi }
        rest = edge > remaining.lo ? { lo: remaining.lo, hi: Math.min(edge, remaining.hi) } : null
      } else {
        applies = { lo: remaining.lo, hi: Math.min(edge, remaining.hi) }
        rest = edge < remaining.hi ? { lo: Math.max(edge, remaining.lo), hi: remaining.hi } : null
      }
    }
    const slot = slotRange(media ? media[3].trim() : entry, applies)
    if (!slot) return null
    if (applies.lo <= applies.hi) {
      lo = Math.min(lo, slot.lo)
      hi = Math.max(hi, slot.hi)
    }
    remaining = media ? rest : null
  }
  return Number.isFinite(lo) && hi > 0 ? { lo, hi } : null
}

/** `srcSet` without the candidates no screen would pick for `sizes` (unchanged when either is not understood). */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  if (!srcSet || !sizes) return srcSet
  const bounds = slotBounds(sizes)
  if (!bounds) return srcSet
  const candidates = srcSet.split(', ').map((candidate) => {
    const width = /\s(\d+)w$/.exec(candidate)
    return { candidate, width: width ? Number(width[1]) : NaN }
  })
  if (candidates.some(({ width }) => Number.isNaN(width))) return srcSet
  const widest = bounds.hi * MAX_PIXEL_RATIO
  const cover = candidates.find(({ width }) => width >= widest)?.width ?? Infinity
  const kept = candidates.filter(({ width }) => width >= bounds.lo && width <= cover)
  // Every slot needs a candidate at least as wide; the widest one stays when none is.
  if (!kept.length) return candidates.at(-1)!.candidate
  return kept.map(({ candidate }) => candidate).join(', ')
}
