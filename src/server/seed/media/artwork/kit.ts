/**
 * The drawing kit of the demo artwork: palette, an SVG document builder, shapes, UI parts (window chrome, side
 * bar, charts, code lines), icons, seven-segment digits, simple figures and isometric boxes. Everything is
 * plain SVG without text or fonts, so librsvg (sharp) renders it the same on every machine; nothing is random
 * (use `rng(seed)` for scattered details).
 */

import { seededRandom } from '@/lib/seeded-random.mjs'

/** Brand palette (see src/app/(site)/globals.css) and the supporting hues. */
export const C = {
  blue: '#2f6bff',
  blue6: '#1d4ed8',
  blue7: '#1a3fb0',
  blue1: '#dbe6ff',
  blue0: '#eef4ff',
  ink: '#0f1f3d',
  ink2: '#1b2b4d',
  muted: '#4a5876',
  grey: '#94a3b8',
  line: '#e3e9f5',
  line2: '#cfd9ea',
  surface: '#f5f7fb',
  white: '#ffffff',
  accent: '#ff8a1f',
  accentL: '#ffe8d2',
  teal: '#14b8a6',
  tealL: '#cdf5ef',
  violet: '#7c3aed',
  violetL: '#ebe2fd',
  amber: '#f59e0b',
  amberL: '#fdf0cc',
  green: '#22c55e',
  greenL: '#d4f6df',
  pink: '#ec4899',
  pinkL: '#fde0ee',
  red: '#ef4444',
  redL: '#fde2e2',
  sky: '#38bdf8',
} as const

/** Accent hues in a fixed order, for series of cards, bars and blocks. */
export const HUES = [C.blue, C.accent, C.teal, C.violet, C.amber, C.green, C.pink] as const
export const TINTS = [C.blue1, C.accentL, C.tealL, C.violetL, C.amberL, C.greenL, C.pinkL] as const

export const SKIN = ['#f6d5bd', '#eab48f', '#d29a70', '#a86f4a', '#7b4a2d'] as const
export const HAIR = ['#1f2433', '#3b2a20', '#6b4226', '#0f1f3d', '#8a4b22', '#2b2b2b'] as const

/** The same seed draws the same picture everywhere (src/lib/seeded-random.mjs). */
export const rng = seededRandom

export type Rand = ReturnType<typeof rng>

/** A number rounded to one decimal, as short as possible. */
export const f = (v: number): string => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

type Attr = string | number | undefined | null | false
export type Attrs = Record<string, Attr>

const KEEP = new Set(['viewBox', 'gradientUnits', 'gradientTransform', 'patternUnits', 'clipPathUnits'])
const kebab = (k: string) => (KEEP.has(k) ? k : k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase()))

export function attrs(a: Attrs = {}): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue
    out += ` ${kebab(k)}="${typeof v === 'number' ? f(v) : v}"`
  }
  return out
}

export const el = (tag: string, a: Attrs = {}, children?: string): string =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...a })

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r: Math.max(0, r), fill, ...a })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a })

export const path = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a })

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, a: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: 'round', ...a })

/** A polygon; points are rounded to whole pixels (shapes are large enough for that, and files stay small). */
export const poly = (points: Array<[number, number]>, fill: string, a: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' '), fill, ...a })

export const polyline = (points: Array<[number, number]>, stroke: string, width = 2, a: Attrs = {}) =>
  el('polyline', {
    points: points.map(([x, y]) => `${f(x)},${f(y)}`).join(' '),
    fill: 'none',
    stroke,
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ...a,
  })

export const g = (children: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(children) ? children.join('') : children)

/** A transform attribute value: translate, then scale, then rotate (degrees). */
export const tf = (x: number, y: number, s = 1, rot = 0) =>
  `translate(${f(x)} ${f(y)})` + (s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : '') + (rot ? ` rotate(${f(rot)})` : '')

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: Array<[number, number]>, tension = 0.5): string {
  if (points.length < 2) return ''
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[i + 2] ?? p2
    const t = tension / 3
    d += ` C${f(p1[0] + (p2[0] - p0[0]) * t)} ${f(p1[1] + (p2[1] - p0[1]) * t)} ${f(p2[0] - (p3[0] - p1[0]) * t)} ${f(p2[1] - (p3[1] - p1[1]) * t)} ${f(p2[0])} ${f(p2[1])}`
  }
  return d
}

/** One SVG document: collects definitions (gradients, clip paths) with unique ids and the body. */
export class Doc {
  private defs: string[] = []
  private body: string[] = []
  private n = 0
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix = 'd'): string {
    return `${prefix}${this.n++}`
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in the box's fractions; returns `url(#…)`. */
  lin(stops: Array<string | [number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l')
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, stopsOf(stops)))
    return `url(#${id})`
  }

  /** A radial gradient centred at (cx,cy) of the box; returns `url(#…)`. */
  rad(stops: Array<string | [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r')
    this.defs.push(el('radialGradient', { id, cx, cy, r }, stopsOf(stops)))
    return `url(#${id})`
  }

  /** A repeating dot grid as a pattern fill; returns `url(#…)`. */
  dots(gap: number, r: number, color: string, x = 0, y = 0): string {
    const id = this.id('p')
    this.defs.push(el('pattern', { id, x, y, width: gap, height: gap, patternUnits: 'userSpaceOnUse' }, circle(gap / 2, gap / 2, r, color)))
    return `url(#${id})`
  }

  /** A clip path from shapes in user space; returns `url(#…)`. */
  clip(shapes: string): string {
    const id = this.id('c')
    this.defs.push(el('clipPath', { id }, shapes))
    return `url(#${id})`
  }

  add(...parts: string[]): this {
    this.body.push(...parts)
    return this
  }

  /** Adds `draw`'s output inside a group (transform, clip path, opacity). */
  group(a: Attrs, draw: () => void): this {
    this.body.push(`<g${attrs(a)}>`)
    draw()
    this.body.push('</g>')
    return this
  }

  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${defs}${this.body.join('')}</svg>`
  }
}

function stopsOf(stops: Array<string | [number, string, number?]>): string {
  return stops
    .map((s, i) => {
      const [offset, color, opacity] = typeof s === 'string' ? [i / Math.max(1, stops.length - 1), s] : s
      return el('stop', { offset, stopColor: color, stopOpacity: opacity })
    })
    .join('')
}

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** Soft shadow under a rounded box, as stacked translucent shapes (no filter needed). */
export function shadow(x: number, y: number, w: number, h: number, rx = 16, depth = 1, color: string = C.blue7) {
  const layers: Array<[number, number, number]> = [
    [2, 3, 0.05],
    [6, 9, 0.04],
    [12, 18, 0.03],
  ]
  return layers
    .map(([grow, dy, op]) =>
      rect(x - grow * depth, y + dy * depth - grow * depth * 0.5, w + grow * 2 * depth, h + grow * depth, color, {
        rx: rx + grow * depth,
        opacity: op,
      }),
    )
    .join('')
}

/** A card: shadow, white rounded rectangle, optional hairline. */
export function card(x: number, y: number, w: number, h: number, o: { fill?: string; rx?: number; depth?: number; stroke?: string } = {}) {
  const rx = o.rx ?? 14
  return (
    (o.depth === 0 ? '' : shadow(x, y, w, h, rx, o.depth ?? 0.7)) +
    rect(x, y, w, h, o.fill ?? C.white, { rx, stroke: o.stroke, strokeWidth: o.stroke ? 1.5 : undefined })
  )
}

/** A rounded bar standing in for a line of text. */
export const bar = (x: number, y: number, w: number, h = 10, fill: string = C.line, a: Attrs = {}) =>
  rect(x, y, w, h, fill, { rx: h / 2, ...a })

/** Several text bars, the last one shorter, like a paragraph. */
export function lines(x: number, y: number, w: number, count: number, o: { h?: number; gap?: number; fill?: string; seed?: number } = {}) {
  const h = o.h ?? 9
  const gap = o.gap ?? h * 2
  const r = rng(o.seed ?? count * 7 + Math.round(w))
  let out = ''
  for (let i = 0; i < count; i++) {
    const ww = i === count - 1 && count > 1 ? w * (0.35 + r() * 0.25) : w * (0.82 + r() * 0.18)
    out += bar(x, y + i * gap, ww, h, o.fill ?? C.line)
  }
  return out
}

/** A progress bar. */
export function progress(x: number, y: number, w: number, h: number, frac: number, color: string, bg: string = C.line) {
  return bar(x, y, w, h, bg) + (frac > 0 ? bar(x, y, Math.max(h, w * Math.min(1, frac)), h, color) : '')
}

/** A pill-shaped chip, optionally with a dot. */
export function chip(x: number, y: number, w: number, h: number, fill: string, ink: string, dot = true) {
  return (
    rect(x, y, w, h, fill, { rx: h / 2 }) +
    (dot ? circle(x + h * 0.55, y + h / 2, h * 0.18, ink) : '') +
    bar(x + (dot ? h * 0.95 : h * 0.45), y + h / 2 - h * 0.14, w - (dot ? h * 1.4 : h * 0.9), h * 0.28, ink, { opacity: 0.75 })
  )
}

/** A button: filled pill with an optional icon and a label bar. */
export function button(x: number, y: number, w: number, h: number, fill: string, o: { icon?: IconName; ink?: string; label?: boolean } = {}) {
  const ink = o.ink ?? C.white
  let out = rect(x, y, w, h, fill, { rx: Math.min(h / 2, 10) })
  let lx = x + h * 0.45
  if (o.icon) {
    out += icon(o.icon, x + h * 0.6, y + h / 2, h * 0.5, ink, 2.6)
    lx = x + h * 1.05
  }
  if (o.label !== false) out += bar(lx, y + h / 2 - h * 0.11, x + w - h * 0.45 - lx, h * 0.22, ink, { opacity: 0.9 })
  return out
}

/** A donut chart; `parts` are fractions that add up to at most 1. */
export function donut(cx: number, cy: number, r: number, thick: number, parts: Array<[number, string]>, bg: string = C.line) {
  const len = 2 * Math.PI * r
  let out = circle(cx, cy, r, 'none', { stroke: bg, strokeWidth: thick })
  let start = 0
  for (const [frac, color] of parts) {
    out += circle(cx, cy, r, 'none', {
      stroke: color,
      strokeWidth: thick,
      strokeDasharray: `${f(Math.max(0, frac * len - 3))} ${f(len)}`,
      strokeDashoffset: f(-start * len),
      transform: `rotate(-90 ${f(cx)} ${f(cy)})`,
    })
    start += frac
  }
  return out
}

/** A progress ring with round ends. */
export function ring(cx: number, cy: number, r: number, thick: number, frac: number, color: string, bg: string = C.line) {
  const len = 2 * Math.PI * r
  return (
    circle(cx, cy, r, 'none', { stroke: bg, strokeWidth: thick }) +
    (frac > 0
      ? circle(cx, cy, r, 'none', {
          stroke: color,
          strokeWidth: thick,
          strokeLinecap: 'round',
          strokeDasharray: `${f(frac * len)} ${f(len)}`,
          transform: `rotate(-90 ${f(cx)} ${f(cy)})`,
        })
      : '')
  )
}

/** Vertical bars standing on a baseline; values in 0..1. */
export function bars(x: number, y: number, w: number, h: number, values: number[], colors: string | readonly string[], o: { gap?: number; rx?: number } = {}) {
  const n = values.length
  const gap = o.gap ?? 0.35
  const bw = w / (n + (n - 1) * gap)
  return values
    .map((v, i) => {
      const bh = Math.max(2, v * h)
      const color = typeof colors === 'string' ? colors : colors[i % colors.length]!
      return rect(x + i * bw * (1 + gap), y + h - bh, bw, bh, color, { rx: o.rx ?? Math.min(6, bw / 3) })
    })
    .join('')
}

/** Light horizontal grid lines of a chart. */
export function gridLines(x: number, y: number, w: number, h: number, count = 4, color: string = C.line) {
  let out = ''
  for (let i = 0; i <= count; i++) out += line(x, y + (h * i) / count, x + w, y + (h * i) / count, color, 1.5)
  return out
}

/** A line chart with a soft area under it; values in 0..1. */
export function lineChart(d: Doc, x: number, y: number, w: number, h: number, values: number[], color: string, o: { dots?: boolean; area?: boolean; width?: number } = {}) {
  const pts = values.map((v, i): [number, number] => [x + (w * i) / (values.length - 1), y + h - v * h])
  const curve = smooth(pts, 0.6)
  let out = ''
  if (o.area !== false) {
    const fill = d.lin([[0, color, 0.28], [1, color, 0]])
    out += path(`${curve} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z`, fill)
  }
  out += path(curve, 'none', { stroke: color, strokeWidth: o.width ?? 4, strokeLinecap: 'round', strokeLinejoin: 'round' })
  if (o.dots) out += pts.map(([px, py]) => circle(px, py, 5, C.white, { stroke: color, strokeWidth: 3 })).join('')
  return out
}

/** A radar chart: a web of `axes` spokes and polygons for series of values in 0..1. */
export function radar(cx: number, cy: number, r: number, series: Array<{ values: number[]; color: string; opacity?: number }>, axes = 6) {
  const at = (i: number, v: number): [number, number] => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / axes
    return [cx + Math.cos(a) * r * v, cy + Math.sin(a) * r * v]
  }
  let out = ''
  for (const k of [1, 0.75, 0.5, 0.25]) {
    out += poly(
      Array.from({ length: axes }, (_, i) => at(i, k)),
      k === 1 ? C.surface : 'none',
      { stroke: C.line2, strokeWidth: 1.5 },
    )
  }
  for (let i = 0; i < axes; i++) {
    const [px, py] = at(i, 1)
    out += line(cx, cy, px, py, C.line2, 1.5)
  }
  for (const s of series) {
    const pts = s.values.map((v, i) => at(i, v))
    out += poly(pts, s.color, { fillOpacity: s.opacity ?? 0.25, stroke: s.color, strokeWidth: 3, strokeLinejoin: 'round' })
    out += pts.map(([px, py]) => circle(px, py, 4.5, s.color)).join('')
  }
  return out
}

// ---------------------------------------------------------------------------------------------- digits

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
}

/** Numbers drawn as seven-segment shapes (no font): digits, ':' and '.' ; returns markup and its width. */
export function digits(x: number, y: number, h: number, value: string, color: string, o: { thick?: number; dim?: string } = {}) {
  const w = h * 0.52
  const t = o.thick ?? h * 0.13
  const gap = h * 0.18
  let out = ''
  let cx = x
  for (const ch of value) {
    if (ch === ':' || ch === '.') {
      if (ch === ':') out += circle(cx + t, y + h * 0.3, t * 0.6, color) + circle(cx + t, y + h * 0.7, t * 0.6, color)
      else out += circle(cx + t, y + h - t * 0.6, t * 0.6, color)
      cx += t * 2 + gap
      continue
    }
    const on = SEGMENTS[ch] ?? ''
    const seg = (s: string, sx: number, sy: number, sw: number, sh: number) => {
      if (on.includes(s)) out += rect(sx, sy, sw, sh, color, { rx: t / 2 })
      else if (o.dim) out += rect(sx, sy, sw, sh, o.dim, { rx: t / 2 })
    }
    const hh = (h - t) / 2
    seg('a', cx + t * 0.6, y, w - t * 1.2, t)
    seg('g', cx + t * 0.6, y + hh, w - t * 1.2, t)
    seg('d', cx + t * 0.6, y + h - t, w - t * 1.2, t)
    seg('f', cx, y + t * 0.6, t, hh - t * 0.2)
    seg('b', cx + w - t, y + t * 0.6, t, hh - t * 0.2)
    seg('e', cx, y + hh + t * 0.6, t, hh - t * 0.2)
    seg('c', cx + w - t, y + hh + t * 0.6, t, hh - t * 0.2)
    cx += w + gap
  }
  return out
}

/** The width `digits` takes for a value. */
export function digitsWidth(h: number, value: string, thick = h * 0.13) {
  let w = 0
  for (const ch of value) w += ch === ':' || ch === '.' ? thick * 2 + h * 0.18 : h * 0.52 + h * 0.18
  return w - h * 0.18
}

// ----------------------------------------------------------------------------------------------- icons

const ICONS = {
  play: (c: string) => path('M8 5.5 L18.5 12 L8 18.5 Z', c, { stroke: c, strokeLinejoin: 'round' }),
  check: (c: string) => path('M5 12.5 L10 17 L19 7', 'none', { stroke: c }),
  cross: (c: string) => path('M6.5 6.5 L17.5 17.5 M17.5 6.5 L6.5 17.5', 'none', { stroke: c }),
  plus: (c: string) => path('M12 5 V19 M5 12 H19', 'none', { stroke: c }),
  minus: (c: string) => path('M5 12 H19', 'none', { stroke: c }),
  home: (c: string) => path('M4 11 L12 4 L20 11 V20 H14.5 V14.5 H9.5 V20 H4 Z', 'none', { stroke: c }),
  users: (c: string) =>
    circle(9, 8, 3.5, 'none', { stroke: c }) +
    path('M2.5 20 C3 15.5 6 13.5 9 13.5 C12 13.5 15 15.5 15.5 20', 'none', { stroke: c }) +
    path('M16 4.8 A3.3 3.3 0 0 1 16 11.2 M18 13.8 C20 14.6 21.3 16.8 21.5 20', 'none', { stroke: c }),
  user: (c: string) =>
    circle(12, 8, 4, 'none', { stroke: c }) + path('M4.5 20.5 C5.5 15.5 8.5 13.5 12 13.5 C15.5 13.5 18.5 15.5 19.5 20.5', 'none', { stroke: c }),
  book: (c: string) =>
    path('M12 6.5 C10 5 7 4.5 3.5 5 V19 C7 18.5 10 19 12 20.5 C14 19 17 18.5 20.5 19 V5 C17 4.5 14 5 12 6.5 Z M12 6.5 V20.5', 'none', { stroke: c }),
  chart: (c: string) => path('M5 20 V12 M10 20 V6 M15 20 V10 M20 20 V4', 'none', { stroke: c }),
  code: (c: string) => path('M8.5 7 L3.5 12 L8.5 17 M15.5 7 L20.5 12 L15.5 17 M13.5 4.5 L10.5 19.5', 'none', { stroke: c }),
  doc: (c: string) => path('M6 3 H14 L19 8 V21 H6 Z M14 3 V8 H19 M9 13 H16 M9 17 H14', 'none', { stroke: c }),
  slides: (c: string) => path('M3 5 H21 V16 H3 Z M12 16 V20 M8 20.5 H16 M7 12.5 L10 9.5 L12.5 11.5 L16.5 8', 'none', { stroke: c }),
  video: (c: string) => rect(3, 6, 13, 12, 'none', { rx: 2.5, stroke: c }) + path('M16 10.5 L21 7.5 V16.5 L16 13.5', 'none', { stroke: c }),
  folder: (c: string) => path('M3 7 Q3 5 5 5 H9.5 L11.5 7.5 H19 Q21 7.5 21 9.5 V17.5 Q21 19.5 19 19.5 H5 Q3 19.5 3 17.5 Z', 'none', { stroke: c }),
  bell: (c: string) => path('M6 16.5 V11 A6 6 0 0 1 18 11 V16.5 L19.5 18 H4.5 Z M10 21 H14', 'none', { stroke: c }),
  search: (c: string) => circle(10.5, 10.5, 6, 'none', { stroke: c }) + path('M15 15 L20 20', 'none', { stroke: c }),
  gear: (c: string) =>
    circle(12, 12, 3, 'none', { stroke: c }) +
    path(
      'M12 2.8 L13.6 5.2 L16.4 4.4 L16.9 7.3 L19.6 8.4 L18.6 11.1 L20.6 13.2 L18.3 15 L18.7 17.9 L15.8 18.1 L14.5 20.7 L12 19.2 L9.5 20.7 L8.2 18.1 L5.3 17.9 L5.7 15 L3.4 13.2 L5.4 11.1 L4.4 8.4 L7.1 7.3 L7.6 4.4 L10.4 5.2 Z',
      'none',
      { stroke: c, strokeLinejoin: 'round' },
    ),
  clock: (c: string) => circle(12, 12, 8.5, 'none', { stroke: c }) + path('M12 7.5 V12 L15 14', 'none', { stroke: c }),
  calendar: (c: string) => rect(3.5, 5, 17, 15.5, 'none', { rx: 2.5, stroke: c }) + path('M3.5 10 H20.5 M8 3 V7 M16 3 V7', 'none', { stroke: c }),
  trophy: (c: string) =>
    path('M7 4 H17 V9 A5 5 0 0 1 7 9 Z M7 6 H4 C4 10 6 11 7.5 11 M17 6 H20 C20 10 18 11 16.5 11 M12 14 V17.5 M8 20.5 H16 L15 17.5 H9 Z', 'none', {
      stroke: c,
      strokeLinejoin: 'round',
    }),
  flask: (c: string) =>
    path('M9 3.5 H15 M10 3.5 V9.5 L4.6 18.6 A1.6 1.6 0 0 0 6 21 H18 A1.6 1.6 0 0 0 19.4 18.6 L14 9.5 V3.5 M7 15 H17', 'none', {
      stroke: c,
      strokeLinejoin: 'round',
    }),
  rocket: (c: string) =>
    path(
      'M12 2.5 C15.5 5 17 9 16 14.5 H8 C7 9 8.5 5 12 2.5 Z M8 14.5 L5 18 L8.5 17.5 M16 14.5 L19 18 L15.5 17.5 M10 17.5 L12 21 L14 17.5',
      'none',
      { stroke: c, strokeLinejoin: 'round' },
    ) + circle(12, 9, 1.8, 'none', { stroke: c }),
  sparkle: (c: string) =>
    path('M11 3 C11.6 8 13.5 10 18.5 10.8 C13.5 11.6 11.6 13.6 11 18.6 C10.4 13.6 8.5 11.6 3.5 10.8 C8.5 10 10.4 8 11 3 Z', c, {
      stroke: c,
      strokeLinejoin: 'round',
    }) + path('M18.5 15.5 V21 M15.8 18.2 H21.2', 'none', { stroke: c }),
  cap: (c: string) =>
    path('M2 9.5 L12 4.5 L22 9.5 L12 14.5 Z M6 11.5 V16.5 C9 19 15 19 18 16.5 V11.5 M22 9.5 V15', 'none', { stroke: c, strokeLinejoin: 'round' }),
  chip: (c: string) =>
    rect(6, 6, 12, 12, 'none', { rx: 2, stroke: c }) +
    rect(9.5, 9.5, 5, 5, c, { rx: 1 }) +
    path('M9 2.5 V6 M15 2.5 V6 M9 18 V21.5 M15 18 V21.5 M2.5 9 H6 M2.5 15 H6 M18 9 H21.5 M18 15 H21.5', 'none', { stroke: c }),
  flag: (c: string) => path('M5.5 21 V3.5 M5.5 4 H18 L15.5 8.5 L18 13 H5.5', 'none', { stroke: c, strokeLinejoin: 'round' }),
  star: (c: string) => path(starPath(12, 12.5, 9.5, 4.2, 5), c, { stroke: c, strokeLinejoin: 'round' }),
  heart: (c: string) => path('M12 20 C5 15 3 11.5 3 8.8 A4.5 4.5 0 0 1 12 7 A4.5 4.5 0 0 1 21 8.8 C21 11.5 19 15 12 20 Z', c, { stroke: c, strokeLinejoin: 'round' }),
  lock: (c: string) => rect(5, 10.5, 14, 10, 'none', { rx: 2, stroke: c }) + path('M8 10.5 V7.5 A4 4 0 0 1 16 7.5 V10.5', 'none', { stroke: c }),
  camera: (c: string) =>
    path('M3 8 Q3 6.5 4.5 6.5 H8 L9.5 4.5 H14.5 L16 6.5 H19.5 Q21 6.5 21 8 V18 Q21 19.5 19.5 19.5 H4.5 Q3 19.5 3 18 Z', 'none', {
      stroke: c,
      strokeLinejoin: 'round',
    }) + circle(12, 12.8, 3.8, 'none', { stroke: c }),
  mic: (c: string) => rect(9, 3, 6, 11, 'none', { rx: 3, stroke: c }) + path('M5.5 11 A6.5 6.5 0 0 0 18.5 11 M12 17.5 V21 M8.5 21 H15.5', 'none', { stroke: c }),
  chat: (c: string) => path('M4 5 H20 V16 H10 L5.5 20 V16 H4 Z', 'none', { stroke: c, strokeLinejoin: 'round' }),
  send: (c: string) => path('M3.5 11 L20.5 4 L14 20.5 L11 13.5 Z M11 13.5 L20.5 4', 'none', { stroke: c, strokeLinejoin: 'round' }),
  bulb: (c: string) => path('M9 17.5 H15 M9.5 21 H14.5 M9 15 C9 12 6 11 6 8 A6 6 0 0 1 18 8 C18 11 15 12 15 15 Z', 'none', { stroke: c, strokeLinejoin: 'round' }),
  download: (c: string) => path('M12 4 V15 M7 10.5 L12 15.5 L17 10.5 M4.5 20 H19.5', 'none', { stroke: c }),
  image: (c: string) => rect(3.5, 4.5, 17, 15, 'none', { rx: 2.5, stroke: c }) + path('M4 17.5 L9.5 12 L13.5 16 L16 13.5 L20 17.5', 'none', { stroke: c }) + circle(15.5, 9, 1.6, c),
  grid: (c: string) =>
    rect(4, 4, 7, 7, 'none', { rx: 1.5, stroke: c }) +
    rect(13, 4, 7, 7, 'none', { rx: 1.5, stroke: c }) +
    rect(4, 13, 7, 7, 'none', { rx: 1.5, stroke: c }) +
    rect(13, 13, 7, 7, 'none', { rx: 1.5, stroke: c }),
  list: (c: string) => path('M9 6 H20 M9 12 H20 M9 18 H20', 'none', { stroke: c }) + circle(4.8, 6, 1.3, c) + circle(4.8, 12, 1.3, c) + circle(4.8, 18, 1.3, c),
  hand: (c: string) =>
    path('M8 13 V6 A1.5 1.5 0 0 1 11 6 V11 M11 10 V4.5 A1.5 1.5 0 0 1 14 4.5 V11 M14 10 V6 A1.5 1.5 0 0 1 17 6 V14 C17 18.5 14.5 21 11.5 21 C8.5 21 7.5 19 5.5 16 L4.2 13.6 A1.4 1.4 0 0 1 6.6 12.3 L8 14', 'none', {
      stroke: c,
      strokeLinejoin: 'round',
    }),
  eye: (c: string) => path('M2.5 12 C5 7 8.5 5 12 5 C15.5 5 19 7 21.5 12 C19 17 15.5 19 12 19 C8.5 19 5 17 2.5 12 Z', 'none', { stroke: c }) + circle(12, 12, 3, c),
  upload: (c: string) => path('M12 16 V4.5 M7 9 L12 4 L17 9 M4.5 20 H19.5', 'none', { stroke: c }),
  pin: (c: string) => path('M12 21 C7 15.5 5 12 5 9 A7 7 0 0 1 19 9 C19 12 17 15.5 12 21 Z', 'none', { stroke: c }) + circle(12, 9, 2.5, 'none', { stroke: c }),
  stop: (c: string) => path('M8.3 3.5 H15.7 L20.5 8.3 V15.7 L15.7 20.5 H8.3 L3.5 15.7 V8.3 Z', c, { stroke: c, strokeLinejoin: 'round' }),
  robot: (c: string) =>
    rect(4.5, 8, 15, 11, 'none', { rx: 3, stroke: c }) +
    path('M12 8 V4.5 M2.5 12.5 V15 M21.5 12.5 V15', 'none', { stroke: c }) +
    circle(12, 3.8, 1.2, c) +
    circle(9, 13, 1.5, c) +
    circle(15, 13, 1.5, c),
  music: (c: string) => path('M9 18 V5.5 L19.5 3.5 V16', 'none', { stroke: c, strokeLinejoin: 'round' }) + circle(6.5, 18, 2.6, c) + circle(17, 16, 2.6, c),
  leaf: (c: string) => path('M5 19 C5 10 10 5 20 4 C19.5 14 14.5 19 5 19 Z M5 19 L13 11', 'none', { stroke: c, strokeLinejoin: 'round' }),
} satisfies Record<string, (c: string) => string>

export type IconName = keyof typeof ICONS

/** An icon centred on (cx, cy) at `size` pixels, drawn with round strokes in one colour. */
export function icon(name: IconName, cx: number, cy: number, size: number, color: string, stroke = 2) {
  return g(ICONS[name](color), {
    transform: tf(cx - size / 2, cy - size / 2, size / 24),
    strokeWidth: stroke,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    fill: 'none',
  })
}

/** An icon in a tinted rounded square or circle (the usual "feature icon"). */
export function iconTile(name: IconName, cx: number, cy: number, size: number, color: string, tint: string, round = false) {
  return rect(cx - size / 2, cy - size / 2, size, size, tint, { rx: round ? size / 2 : size * 0.28 }) + icon(name, cx, cy, size * 0.56, color, 2.2)
}

export function starPath(cx: number, cy: number, r: number, inner: number, points = 5, rot = -90): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const a = ((rot + (i * 180) / points) * Math.PI) / 180
    const rr = i % 2 ? inner : r
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} `
  }
  return d + 'Z'
}

export const star = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  path(starPath(cx, cy, r, r * 0.46), fill, { strokeLinejoin: 'round', ...a })

/** The demo brand's mark: a blue rounded square with a code chevron and an orange dot. */
export function logo(x: number, y: number, s: number, o: { fill?: string; ink?: string } = {}) {
  return (
    rect(x, y, s, s, o.fill ?? C.blue, { rx: s * 0.28 }) +
    path(`M${f(x + s * 0.4)} ${f(y + s * 0.3)} L${f(x + s * 0.22)} ${f(y + s * 0.5)} L${f(x + s * 0.4)} ${f(y + s * 0.7)} M${f(x + s * 0.58)} ${f(y + s * 0.3)} L${f(x + s * 0.76)} ${f(y + s * 0.5)} L${f(x + s * 0.58)} ${f(y + s * 0.7)}`, 'none', {
      stroke: o.ink ?? C.white,
      strokeWidth: s * 0.1,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }) +
    circle(x + s * 0.8, y + s * 0.2, s * 0.1, C.accent)
  )
}

// ------------------------------------------------------------------------------------------ backdrops

export type Tint = 'blue' | 'teal' | 'violet' | 'warm' | 'green'

const TINT_BG: Record<Tint, [string, string, string]> = {
  blue: ['#f6f9ff', '#e6eeff', C.blue1],
  teal: ['#f3fbfa', '#def4f1', '#c4ece6'],
  violet: ['#f8f6ff', '#ebe6fd', '#ddd3fb'],
  warm: ['#fffaf4', '#fdeedd', '#fbdcbc'],
  green: ['#f4fbf6', '#dff4e6', '#c7ebd2'],
}

/** The shared light background: a soft gradient, two blurred-looking blobs and a patch of dots. */
export function backdrop(d: Doc, tint: Tint = 'blue', seed = 1) {
  const [a, b, blob] = TINT_BG[tint]
  const { w, h } = d
  const r = rng(seed)
  const bg = d.lin([a, b], 0, 0, 1, 1)
  const soft = d.rad([[0, blob, 0.9], [1, blob, 0]])
  const soft2 = d.rad([[0, C.accentL, 0.7], [1, C.accentL, 0]])
  const dx = w * (r() < 0.5 ? 0.04 : 0.8)
  const dy = h * (0.06 + r() * 0.1)
  const dots = rect(dx - 9, dy - 9, 108, 90, d.dots(18, 2.6, C.blue, dx - 9, dy - 9), { opacity: 0.18 })
  d.add(
    rect(0, 0, w, h, bg),
    circle(w * (0.85 + r() * 0.1), h * (0.1 + r() * 0.1), Math.max(w, h) * 0.38, soft),
    circle(w * (0.05 + r() * 0.1), h * (0.85 + r() * 0.1), Math.max(w, h) * 0.3, soft2),
    dots,
  )
}

// -------------------------------------------------------------------------------------- window chrome

/** A browser window: shadow, frame, three dots, tab, address bar; returns the content box. */
export function browser(d: Doc, x: number, y: number, w: number, h: number, o: { bar?: number; dark?: boolean } = {}): Box {
  const bh = o.bar ?? 46
  const clip = d.clip(rect(x, y, w, h, '#000', { rx: 16 }))
  d.add(
    shadow(x, y, w, h, 16, 1.6),
    rect(x, y, w, h, o.dark ? C.ink : C.white, { rx: 16 }),
    g([rect(x, y, w, bh, '#eef2f8'), line(x, y + bh, x + w, y + bh, C.line2, 1.5)], { clipPath: clip }),
    circle(x + 24, y + bh / 2, 6.5, '#ff6159'),
    circle(x + 45, y + bh / 2, 6.5, '#ffbd2e'),
    circle(x + 66, y + bh / 2, 6.5, '#28c941'),
    rect(x + 96, y + bh * 0.22, Math.min(230, w * 0.22), bh * 0.78, C.white, { rx: 9 }),
    bar(x + 112, y + bh * 0.5, Math.min(120, w * 0.12), 8, C.line2),
    rect(x + w * 0.3, y + bh * 0.2, w * 0.46, bh * 0.58, C.white, { rx: bh * 0.29, stroke: C.line2, strokeWidth: 1 }),
    icon('lock', x + w * 0.3 + 18, y + bh / 2, 13, C.grey, 2.4),
    bar(x + w * 0.3 + 32, y + bh / 2 - 4, w * 0.18, 8, C.line2),
    circle(x + w - 56, y + bh / 2, 8, C.line2),
    circle(x + w - 30, y + bh / 2, 8, C.line2),
  )
  return { x, y: y + bh, w, h: h - bh }
}

/** Clips what `draw` adds to the lower part of a browser window (rounded bottom corners). */
export function inWindow(d: Doc, box: Box, draw: () => void) {
  const clip = d.clip(path(`M${f(box.x)} ${f(box.y)} H${f(box.x + box.w)} V${f(box.y + box.h - 16)} Q${f(box.x + box.w)} ${f(box.y + box.h)} ${f(box.x + box.w - 16)} ${f(box.y + box.h)} H${f(box.x + 16)} Q${f(box.x)} ${f(box.y + box.h)} ${f(box.x)} ${f(box.y + box.h - 16)} Z`, '#000'))
  d.group({ clipPath: clip }, draw)
}

const NAV: IconName[] = ['home', 'users', 'book', 'code', 'chart', 'folder', 'gear']

/** The platform's dark side bar: logo, nav items with icons, the active one highlighted. */
export function sidebar(x: number, y: number, w: number, h: number, active = 0, items: IconName[] = NAV) {
  const slim = w < 100
  let out = rect(x, y, w, h, C.ink) + logo(slim ? x + w / 2 - 17 : x + 20, y + 20, 34)
  if (!slim) out += bar(x + 64, y + 32, w - 96, 11, '#ffffff', { opacity: 0.85 })
  items.forEach((name, i) => {
    const iy = y + 86 + i * 50
    if (iy + 40 > y + h) return
    const on = i === active
    if (on) out += rect(x + 12, iy, w - 24, 40, C.blue, { rx: 10 })
    out += icon(name, slim ? x + w / 2 : x + 36, iy + 20, 19, on ? C.white : '#8fa3c8', 2.2)
    if (!slim) out += bar(x + 56, iy + 16, (w - 90) * (0.55 + ((i * 37) % 40) / 100), 8, on ? C.white : '#5d6f94', { opacity: on ? 0.95 : 1 })
  })
  if (slim) return out + circle(x + w / 2, y + h - 40, 16, C.accent)
  out += rect(x + 14, y + h - 70, w - 28, 54, '#1b2b4d', { rx: 12 })
  out += circle(x + 40, y + h - 43, 14, C.accent) + bar(x + 62, y + h - 50, w - 100, 7, '#8fa3c8') + bar(x + 62, y + h - 37, (w - 100) * 0.6, 6, '#5d6f94')
  return out
}

/** The app's top bar: page title bars, a search pill, a bell and an avatar. */
export function topbar(x: number, y: number, w: number, h = 58) {
  return (
    rect(x, y, w, h, C.white) +
    line(x, y + h, x + w, y + h, C.line, 1.5) +
    bar(x + 26, y + h / 2 - 6, 120, 12, C.ink, { opacity: 0.85 }) +
    rect(x + w - 330, y + h / 2 - 17, 190, 34, C.surface, { rx: 17 }) +
    icon('search', x + w - 310, y + h / 2, 15, C.grey, 2.4) +
    bar(x + w - 294, y + h / 2 - 4, 90, 8, C.line2) +
    icon('bell', x + w - 108, y + h / 2, 20, C.muted, 2) +
    circle(x + w - 99, y + h / 2 - 8, 4.5, C.accent) +
    circle(x + w - 56, y + h / 2, 16, C.blue1) +
    avatarHead(x + w - 56, y + h / 2, 16, 1)
  )
}

/** A round avatar with a little figure (head and shoulders) in it. */
export function avatarHead(cx: number, cy: number, r: number, variant = 0) {
  const skin = SKIN[variant % SKIN.length]!
  const hair = HAIR[(variant * 3) % HAIR.length]!
  const shirt = HUES[(variant + 2) % HUES.length]!
  return g(
    [
      circle(cx, cy, r, TINTS[variant % TINTS.length]!),
      path(`M${f(cx - r * 0.6)} ${f(cy + r * 0.8)} Q${f(cx - r * 0.6)} ${f(cy + r * 0.35)} ${f(cx)} ${f(cy + r * 0.35)} Q${f(cx + r * 0.6)} ${f(cy + r * 0.35)} ${f(cx + r * 0.6)} ${f(cy + r * 0.8)} A${f(r)} ${f(r)} 0 0 1 ${f(cx - r * 0.6)} ${f(cy + r * 0.8)} Z`, shirt),
      circle(cx, cy - r * 0.12, r * 0.36, skin),
      path(`M${f(cx - r * 0.38)} ${f(cy - r * 0.1)} Q${f(cx - r * 0.4)} ${f(cy - r * 0.58)} ${f(cx)} ${f(cy - r * 0.56)} Q${f(cx + r * 0.42)} ${f(cy - r * 0.56)} ${f(cx + r * 0.38)} ${f(cy - r * 0.14)} Q${f(cx + r * 0.1)} ${f(cy - r * 0.36)} ${f(cx - r * 0.38)} ${f(cy - r * 0.1)} Z`, hair),
    ],
  )
}

// ------------------------------------------------------------------------------------------- code

/** A line of code: indentation level and coloured tokens as [width, colour]. */
export type CodeLine = [indent: number, tokens: Array<[number, string]>]

export const SYN = {
  kw: '#c084fc',
  fn: '#60a5fa',
  str: '#4ade80',
  num: '#fbbf24',
  name: '#e2e8f0',
  op: '#94a3b8',
  com: '#64748b',
  call: '#f472b6',
} as const

/** A short Python program as token bars (def, loops, turtle calls). */
export const PYTHON: CodeLine[] = [
  [0, [[56, SYN.kw], [70, SYN.name]]],
  [0, [[46, SYN.kw], [60, SYN.name]]],
  [0, []],
  [0, [[34, SYN.kw], [80, SYN.fn], [52, SYN.name]]],
  [1, [[60, SYN.name], [20, SYN.op], [90, SYN.call], [40, SYN.num]]],
  [1, [[30, SYN.kw], [22, SYN.name], [26, SYN.kw], [84, SYN.fn], [36, SYN.num]]],
  [2, [[96, SYN.call], [60, SYN.name]]],
  [2, [[70, SYN.call], [34, SYN.num]]],
  [1, [[54, SYN.kw], [64, SYN.name]]],
  [0, []],
  [0, [[120, SYN.com]]],
  [0, [[44, SYN.name], [20, SYN.op], [110, SYN.str]]],
  [0, [[24, SYN.kw], [40, SYN.name], [26, SYN.kw], [80, SYN.fn], [30, SYN.num]]],
  [1, [[82, SYN.fn], [44, SYN.name], [40, SYN.num]]],
  [1, [[66, SYN.call], [30, SYN.num]]],
  [0, [[70, SYN.call]]],
]

/** Code lines as coloured bars with optional line numbers; `count` lines of `code` are drawn. */
export function codeLines(x: number, y: number, code: CodeLine[], o: { lineH?: number; barH?: number; numbers?: boolean; indent?: number; count?: number; scale?: number; cursor?: boolean } = {}) {
  const s = o.scale ?? 1
  const lh = (o.lineH ?? 30) * s
  const bh = (o.barH ?? 10) * s
  const ind = (o.indent ?? 28) * s
  const numW = o.numbers === false ? 0 : 40 * s
  let out = ''
  const n = Math.min(code.length, o.count ?? code.length)
  for (let i = 0; i < n; i++) {
    const [level, tokens] = code[i]!
    const ly = y + i * lh
    if (numW) out += bar(x, ly + lh / 2 - bh * 0.35, (i + 1 >= 10 ? 18 : 10) * s, bh * 0.7, '#4b5b7c')
    let tx = x + numW + level * ind
    for (let l = 0; l < level; l++) out += line(x + numW + l * ind + 3 * s, ly, x + numW + l * ind + 3 * s, ly + lh, '#2a3a5c', 1.5)
    for (const [tw, color] of tokens) {
      out += bar(tx, ly + lh / 2 - bh / 2, tw * s, bh, color)
      tx += tw * s + 9 * s
    }
    if (o.cursor && i === n - 1) out += rect(tx, ly + lh / 2 - bh, 3 * s, bh * 2, '#e2e8f0')
  }
  return out
}

// -------------------------------------------------------------------------------------------- figures

export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'pony' | 'curly' | 'bob' | 'buzz' | 'scarf'
export type Pose = 'down' | 'wave' | 'point' | 'hold' | 'type' | 'hips' | 'cheer' | 'present'

export interface Person {
  skin?: number
  hair?: HairStyle
  hairColor?: string
  shirt?: string
  pants?: string
  pose?: Pose
  /** Shown from behind (audiences). */
  back?: boolean
  /** A child's proportions (bigger head, shorter body). */
  kid?: boolean
  skirt?: boolean
  /** A lanyard with a badge. */
  badge?: string
  /** What the figure holds: a laptop, a tablet, a book or nothing. */
  holds?: 'laptop' | 'tablet' | 'book' | 'clipboard'
}

/**
 * A simple standing figure (no face), its feet on (0,0), about 170 units tall; place it with `figure()`.
 * Arms are round strokes in the shirt colour with skin-coloured hands.
 */
export function personShape(p: Person): string {
  const skin = SKIN[(p.skin ?? 0) % SKIN.length]!
  const hairC = p.hairColor ?? HAIR[(p.skin ?? 0) % HAIR.length]!
  const shirt = p.shirt ?? C.blue
  const pants = p.pants ?? C.ink2
  const hr = p.kid ? 19.5 : 16.5
  const hy = -146
  const out: string[] = []
  // Hair behind the head (long, bob, pony).
  if (p.hair === 'long' && !p.back) out.push(rect(-19.5, hy - 14, 39, 50, hairC, { rx: 16 }))
  if (p.hair === 'bob' && !p.back) out.push(rect(-20, hy - 16, 40, 34, hairC, { rx: 16 }))
  if (p.hair === 'pony') out.push(ellipse(p.back ? 0 : 17, hy + (p.back ? 20 : 4), 8, 16, hairC, { transform: p.back ? undefined : `rotate(-15 17 ${hy + 4})` }))
  // Legs and shoes.
  if (p.skirt) {
    out.push(rect(-11, -46, 8, 44, skin, { rx: 4 }), rect(3, -46, 8, 44, skin, { rx: 4 }))
    out.push(path('M-19 -70 H19 L25 -38 Q0 -32 -25 -38 Z', pants))
  } else {
    out.push(rect(-15, -72, 13.5, 70, pants, { rx: 6 }), rect(1.5, -72, 13.5, 70, pants, { rx: 6 }), rect(-15, -74, 30, 16, pants, { rx: 5 }))
  }
  out.push(rect(-17, -8, 16, 9, C.ink, { rx: 4.5 }), rect(1, -8, 16, 9, C.ink, { rx: 4.5 }))
  // Arms behind the body for the back view / poses drawn before the torso when they hang down.
  const shL: [number, number] = [-19, -114]
  const shR: [number, number] = [19, -114]
  const arm = (s: [number, number], e: [number, number], h: [number, number]) =>
    path(`M${f(s[0])} ${f(s[1])} L${f(e[0])} ${f(e[1])} L${f(h[0])} ${f(h[1])}`, 'none', { stroke: shirt, strokeWidth: 11, strokeLinecap: 'round', strokeLinejoin: 'round' }) +
    circle(h[0], h[1], 6, skin)
  const pose = p.pose ?? 'down'
  const armsFront: string[] = []
  const armsBack: string[] = []
  switch (pose) {
    case 'down':
      armsBack.push(arm(shL, [-25, -92], [-26, -70]), arm(shR, [25, -92], [26, -70]))
      break
    case 'hips':
      armsBack.push(arm(shL, [-38, -96], [-20, -78]), arm(shR, [38, -96], [20, -78]))
      break
    case 'wave':
      armsBack.push(arm(shL, [-25, -92], [-26, -70]), arm(shR, [36, -128], [42, -160]))
      break
    case 'cheer':
      armsBack.push(arm(shL, [-34, -132], [-38, -166]), arm(shR, [34, -132], [38, -166]))
      break
    case 'point':
      armsBack.push(arm(shL, [-25, -92], [-26, -70]), arm(shR, [42, -122], [66, -130]))
      break
    case 'present':
      armsBack.push(arm(shL, [-25, -92], [-26, -70]), arm(shR, [40, -110], [58, -134]))
      break
    case 'hold':
      armsFront.push(arm(shL, [-24, -94], [-10, -88]), arm(shR, [24, -94], [10, -88]))
      break
    case 'type':
      armsFront.push(arm(shL, [-26, -90], [-14, -74]), arm(shR, [26, -90], [14, -74]))
      break
  }
  if (!p.back) out.push(...armsBack)
  else out.push(...armsBack, ...armsFront)
  // Torso and neck.
  out.push(rect(-5.5, hy + hr - 6, 11, 14, skin, { rx: 3 }))
  out.push(path('M-22 -106 Q-22 -124 -7 -124 H7 Q22 -124 22 -106 L19 -66 Q0 -62 -19 -66 Z', shirt))
  if (!p.back) out.push(path('M-7 -124 Q0 -114 7 -124 Z', skin, { opacity: 0.9 }))
  if (p.badge && !p.back) out.push(path('M-8 -123 L0 -100 L8 -123', 'none', { stroke: p.badge, strokeWidth: 2.5 }), rect(-7, -101, 14, 18, C.white, { rx: 2.5, stroke: p.badge, strokeWidth: 2 }), rect(-4, -92, 8, 3, p.badge, { rx: 1.5 }))
  // Head and hair.
  out.push(circle(0, hy, hr, skin))
  out.push(hairShape(p.hair ?? 'short', hr, hy, hairC, !!p.back))
  if (!p.back) out.push(...armsFront)
  if (p.holds && !p.back) out.push(heldThing(p.holds))
  return out.join('')
}

function hairShape(style: HairStyle, r: number, cy: number, color: string, back: boolean): string {
  if (back) {
    const cover = circle(0, cy - 1, r + 1.5, color)
    if (style === 'long') return cover + rect(-r - 1.5, cy - 2, (r + 1.5) * 2, r * 2.8, color, { rx: r * 0.7 })
    if (style === 'bob') return cover + rect(-r - 2, cy - 2, (r + 2) * 2, r * 1.35, color, { rx: r * 0.6 })
    if (style === 'bun') return cover + circle(0, cy - r - 4, r * 0.45, color)
    if (style === 'buzz') return circle(0, cy - 1, r + 0.5, color, { opacity: 0.85 })
    if (style === 'curly') return cover + [-1, 0, 1].map((i) => circle(i * r * 0.7, cy - r * 0.75, r * 0.5, color)).join('')
    if (style === 'scarf') return circle(0, cy, r + 4, color) + path(`M${-r - 4} ${cy} Q${-r - 6} ${cy + r * 2.2} 0 ${cy + r * 2.3} Q${r + 6} ${cy + r * 2.2} ${r + 4} ${cy} Z`, color)
    return cover
  }
  const top = `M${f(-r - 1)} ${f(cy + 1)} C${f(-r - 2)} ${f(cy - r * 1.25)} ${f(r + 2)} ${f(cy - r * 1.3)} ${f(r + 1)} ${f(cy + 1)}`
  switch (style) {
    case 'short':
      return path(`${top} C${f(r * 0.6)} ${f(cy - r * 0.55)} ${f(-r * 0.4)} ${f(cy - r * 0.6)} ${f(-r - 1)} ${f(cy + 1)} Z`, color)
    case 'side':
      return path(`M${f(-r - 1)} ${f(cy + 2)} C${f(-r - 3)} ${f(cy - r * 1.3)} ${f(r + 3)} ${f(cy - r * 1.35)} ${f(r + 1.5)} ${f(cy - 2)} C${f(r * 0.2)} ${f(cy - r * 0.9)} ${f(-r * 0.3)} ${f(cy - r * 0.2)} ${f(-r - 1)} ${f(cy + 2)} Z`, color)
    case 'long':
    case 'bob':
      return path(`${top} C${f(r * 0.5)} ${f(cy - r * 0.75)} ${f(-r * 0.5)} ${f(cy - r * 0.75)} ${f(-r - 1)} ${f(cy + 1)} Z`, color)
    case 'bun':
      return circle(0, cy - r - 3, r * 0.5, color) + path(`${top} C${f(r * 0.5)} ${f(cy - r * 0.7)} ${f(-r * 0.5)} ${f(cy - r * 0.7)} ${f(-r - 1)} ${f(cy + 1)} Z`, color)
    case 'pony':
      return path(`${top} C${f(r * 0.5)} ${f(cy - r * 0.7)} ${f(-r * 0.5)} ${f(cy - r * 0.7)} ${f(-r - 1)} ${f(cy + 1)} Z`, color)
    case 'curly':
      return [-0.95, -0.55, 0, 0.55, 0.95].map((k) => circle(k * r, cy - r * (0.85 - Math.abs(k) * 0.5), r * 0.45, color)).join('')
    case 'buzz':
      return path(`${top} C${f(r * 0.6)} ${f(cy - r * 0.75)} ${f(-r * 0.6)} ${f(cy - r * 0.75)} ${f(-r - 1)} ${f(cy + 1)} Z`, color, { opacity: 0.8 })
    case 'scarf':
      return (
        path(`M${-r - 5} ${cy + 4} C${-r - 6} ${cy - r * 1.5} ${r + 6} ${cy - r * 1.5} ${r + 5} ${cy + 4} L${r + 7} ${cy + r * 1.9} Q0 ${cy + r * 2.3} ${-r - 7} ${cy + r * 1.9} Z`, color) +
        ellipse(0, cy + 2, r * 0.72, r * 0.82, SKIN[1])
      )
  }
}

function heldThing(kind: NonNullable<Person['holds']>): string {
  switch (kind) {
    case 'laptop':
      return path('M-26 -84 L22 -84 L30 -72 L-18 -72 Z', '#cbd5e1') + path('M-26 -84 L-34 -116 L14 -116 L22 -84 Z', '#334155') + path('M-26 -87 L-32 -112 L12 -112 L19 -87 Z', C.blue, { opacity: 0.8 })
    case 'tablet':
      return rect(-16, -116, 32, 40, C.ink2, { rx: 4 }) + rect(-13, -112, 26, 32, C.sky, { rx: 2, opacity: 0.9 })
    case 'book':
      return rect(-17, -104, 30, 22, C.accent, { rx: 2, transform: 'rotate(-8)' }) + rect(-17, -104, 4, 22, C.blue7, { transform: 'rotate(-8)' })
    case 'clipboard':
      return rect(-14, -112, 28, 36, '#b7793f', { rx: 3 }) + rect(-11, -107, 22, 29, C.white, { rx: 2 }) + bar(-8, -101, 15, 3, C.line2) + bar(-8, -95, 12, 3, C.line2) + bar(-8, -89, 15, 3, C.line2)
  }
}

/** Places a figure with its feet at (x, y), `s` times the base size (≈170 px tall at s = 1). */
export const figure = (x: number, y: number, s: number, p: Person, flip = false) =>
  g(personShape(p), { transform: `translate(${f(x)} ${f(y)}) scale(${flip ? -Math.round(s * 1000) / 1000 : Math.round(s * 1000) / 1000} ${Math.round(s * 1000) / 1000})` })

/** A soft ground shadow under a figure or object. */
export const groundShadow = (cx: number, cy: number, rx: number, op = 0.12) => ellipse(cx, cy, rx, rx * 0.18, C.blue7, { opacity: op })

// ------------------------------------------------------------------------------------------- isometric

const COS = Math.cos(Math.PI / 6)

/** Isometric projection: x to the right-down, y to the left-down, z up; `o` is the origin on screen. */
export function iso(o: [number, number], s: number) {
  return (x: number, y: number, z = 0): [number, number] => [o[0] + (x - y) * COS * s, o[1] + (x + y) * 0.5 * s - z * s]
}

export type Iso = ReturnType<typeof iso>

/** An isometric box at (x,y,z) with size (w along x, dpt along y, h up) and three face colours. */
export function isoBox(P: Iso, x: number, y: number, z: number, w: number, dpt: number, h: number, top: string, left: string, right: string, a: Attrs = {}) {
  const t = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + dpt, z + h), P(x, y + dpt, z + h)]
  const l = [P(x, y + dpt, z + h), P(x + w, y + dpt, z + h), P(x + w, y + dpt, z), P(x, y + dpt, z)]
  const r = [P(x + w, y, z + h), P(x + w, y + dpt, z + h), P(x + w, y + dpt, z), P(x + w, y, z)]
  return poly(l, left, a) + poly(r, right, a) + poly(t, top, a)
}

/** A flat quad on an isometric plane (floor rug, screen on a wall), given its four corners in 3-D. */
export const isoQuad = (P: Iso, pts: Array<[number, number, number]>, fill: string, a: Attrs = {}) => poly(pts.map(([x, y, z]) => P(x, y, z)), fill, a)

/** Shades of a colour for isometric faces: top (lighter), left, right (darker). */
export function shades(hex: string): [string, string, string] {
  return [mix(hex, '#ffffff', 0.25), hex, mix(hex, '#0f1f3d', 0.22)]
}

/** Mixes two hex colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const ch = (p: number, s: number) => (p >> s) & 255
  const c = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t))
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}

// --------------------------------------------------------------------------------------------- misc

/** A potted plant (pot, leaves) standing at (x, y). */
export function plant(x: number, y: number, s = 1, pot: string = C.accent) {
  return g(
    [
      path('M0 -20 C-30 -40 -34 -80 -10 -100 C-8 -70 -4 -50 0 -20 Z', '#16a34a'),
      path('M0 -20 C30 -46 40 -86 18 -108 C12 -76 6 -50 0 -20 Z', C.green),
      path('M0 -22 C-8 -60 4 -96 2 -124 C16 -96 12 -56 0 -22 Z', '#15803d'),
      path('M-18 -24 H18 L14 0 H-14 Z', pot),
      rect(-20, -28, 40, 8, mix(pot, '#0f1f3d', 0.15), { rx: 3 }),
    ],
    { transform: tf(x, y, s) },
  )
}

/** Confetti pieces scattered in a box. */
export function confetti(r: Rand, box: Box, count: number, colors: readonly string[] = HUES) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = box.x + r() * box.w
    const y = box.y + r() * box.h
    const c = colors[i % colors.length]!
    const k = r()
    if (k < 0.45) out += rect(x, y, 7 + r() * 6, 4 + r() * 3, c, { rx: 1.5, transform: `rotate(${f(r() * 180)} ${f(x)} ${f(y)})` })
    else if (k < 0.75) out += circle(x, y, 2.5 + r() * 3, c)
    else out += path(`M${f(x)} ${f(y)} q6 -8 12 0 t12 0`, 'none', { stroke: c, strokeWidth: 3, strokeLinecap: 'round', transform: `rotate(${f(r() * 180)} ${f(x)} ${f(y)})` })
  }
  return out
}

/** A cartoon cloud. */
export const cloud = (x: number, y: number, s: number, fill: string = C.white, a: Attrs = {}) =>
  path(`M${f(x)} ${f(y)} h${f(80 * s)} a${f(20 * s)} ${f(20 * s)} 0 0 0 ${f(-6 * s)} ${f(-38 * s)} a${f(26 * s)} ${f(26 * s)} 0 0 0 ${f(-46 * s)} ${f(-12 * s)} a${f(18 * s)} ${f(18 * s)} 0 0 0 ${f(-28 * s)} ${f(20 * s)} a${f(15 * s)} ${f(15 * s)} 0 0 0 0 ${f(30 * s)} Z`, fill, a)

/** A laptop seen from the front (screen up), its base centred on (cx, y). */
export function laptopFront(cx: number, y: number, w: number, screen: string = C.blue, inner?: string) {
  const h = w * 0.62
  return (
    rect(cx - w / 2, y - h, w, h, '#334155', { rx: w * 0.04 }) +
    rect(cx - w / 2 + w * 0.05, y - h + w * 0.05, w * 0.9, h - w * 0.1, screen, { rx: w * 0.02 }) +
    (inner ?? '') +
    path(`M${f(cx - w * 0.6)} ${f(y)} H${f(cx + w * 0.6)} L${f(cx + w * 0.55)} ${f(y + w * 0.06)} H${f(cx - w * 0.55)} Z`, '#cbd5e1')
  )
}

/** A laptop seen from behind (lid towards the viewer) with the brand mark, base on (cx, y). */
export function laptopBack(cx: number, y: number, w: number, lid = '#dfe6f1') {
  const h = w * 0.62
  return rect(cx - w / 2, y - h, w, h, lid, { rx: w * 0.05, stroke: '#c7d1e1', strokeWidth: 1.5 }) + circle(cx, y - h / 2, w * 0.07, C.blue, { opacity: 0.7 })
}

/**
 * A transform that lays 2-D drawing onto a plane of an isometric scene: `xz` (a wall facing the viewer's
 * left, u along +x), `yz` (a wall facing right, u along +y) or `xy` (the floor or a table top); v runs down
 * the wall (or along +y on a table). One drawing unit is `unit` scene units (0.01 by default).
 */
export function isoPlane(P: Iso, s: number, plane: 'xz' | 'yz' | 'xy', x: number, y: number, z: number, unit = 0.01): string {
  const [ox, oy] = P(x, y, z)
  const k = s * unit
  const m = (a: number, b: number, c: number, d: number) => `matrix(${[a, b, c, d].map((v) => Math.round(v * 10000) / 10000).join(' ')} ${f(ox)} ${f(oy)})`
  if (plane === 'xz') return m(COS * k, 0.5 * k, 0, k)
  if (plane === 'yz') return m(-COS * k, 0.5 * k, 0, k)
  return m(COS * k, 0.5 * k, -COS * k, 0.5 * k)
}

/** An upright isometric cylinder standing on (x, y, z) with radius r and height h. */
export function isoCylinder(P: Iso, s: number, x: number, y: number, z: number, r: number, h: number, side: string, top: string) {
  const [bx, by] = P(x, y, z)
  const [tx, ty] = P(x, y, z + h)
  const rx = r * s * 1.2247
  const ry = r * s * 0.7071
  return ellipse(bx, by, rx, ry, side) + rect(bx - rx, ty, rx * 2, by - ty, side) + ellipse(tx, ty, rx, ry, top)
}

// ------------------------------------------------------------------------------------------ furniture

/** A room seen from the front: wall down to `floorY`, a skirting line and the floor. */
export function room(d: Doc, floorY: number, wall = '#eef3fc', floor = '#dfe6f3') {
  d.add(rect(0, 0, d.w, floorY, d.lin([mix(wall, '#ffffff', 0.4), wall])), rect(0, floorY, d.w, d.h - floorY, floor), rect(0, floorY - 6, d.w, 8, mix(wall, '#0f1f3d', 0.08)))
}

/** A table seen from the front: top at y, `w` wide; legs down to `floorY`. */
export function table(x: number, y: number, w: number, floorY: number, top: string = '#ffffff', side: string = '#c9d5ea') {
  return (
    rect(x + 24, y + 20, 14, floorY - y - 20, side) +
    rect(x + w - 38, y + 20, 14, floorY - y - 20, side) +
    rect(x, y, w, 24, top, { rx: 6 }) +
    rect(x + 6, y + 20, w - 12, 16, side, { rx: 4 }) +
    ellipse(x + w / 2, floorY, w * 0.52, 12, C.blue7, { opacity: 0.07 })
  )
}

/** A seated figure seen from behind (on a stool): the figure above the seat, the stool below. */
export function seatedBack(d: Doc, x: number, seatY: number, s: number, p: Person, stool: string = C.blue) {
  const feet = seatY + 66 * s
  const clip = d.clip(rect(x - 120 * s, seatY - 220 * s, 240 * s, 220 * s + 8 * s, '#000'))
  d.add(g(figure(x, feet, s, { ...p, back: true }), { clipPath: clip }))
  d.add(rect(x - 30 * s, seatY, 60 * s, 14 * s, stool, { rx: 6 * s }), rect(x - 24 * s, seatY + 14 * s, 8 * s, 60 * s, mix(stool, '#0f1f3d', 0.3)), rect(x + 16 * s, seatY + 14 * s, 8 * s, 60 * s, mix(stool, '#0f1f3d', 0.3)))
}

/** A seated figure facing us behind a table (drawn above its hips at `seatY`); add the table after it. */
export function seatedFront(d: Doc, x: number, seatY: number, s: number, p: Person, flip = false) {
  const clip = d.clip(rect(x - 120 * s, seatY - 220 * s, 240 * s, 220 * s, '#000'))
  d.add(g(figure(x, seatY + 66 * s, s, { pose: 'type', ...p }, flip), { clipPath: clip }))
}

/** A whiteboard with a small flowchart. */
export function whiteboard(x: number, y: number, w: number, h: number) {
  const cx = x + w * 0.42
  const u = h / 10
  return (
    shadow(x, y, w, h, 10, 0.8) +
    rect(x, y, w, h, '#cbd5e1', { rx: 10 }) +
    rect(x + 10, y + 10, w - 20, h - 20, C.white, { rx: 6 }) +
    rect(cx - u * 1.3, y + u * 0.8, u * 2.6, u * 1.1, C.teal, { rx: u * 0.55 }) +
    line(cx, y + u * 1.9, cx, y + u * 2.6, C.ink2, 3) +
    rect(cx - u * 1.6, y + u * 2.6, u * 3.2, u * 1.2, C.blue, { rx: 6 }) +
    line(cx, y + u * 3.8, cx, y + u * 4.5, C.ink2, 3) +
    poly([[cx, y + u * 4.5], [cx + u * 1.5, y + u * 5.4], [cx, y + u * 6.3], [cx - u * 1.5, y + u * 5.4]], C.accent) +
    path(`M${f(cx + u * 1.5)} ${f(y + u * 5.4)} H${f(cx + u * 3.2)} V${f(y + u * 7)}`, 'none', { stroke: C.ink2, strokeWidth: 3 }) +
    rect(cx + u * 2.2, y + u * 7, u * 2, u * 1.1, C.violet, { rx: 6 }) +
    line(cx, y + u * 6.3, cx, y + u * 7, C.ink2, 3) +
    rect(cx - u * 1.3, y + u * 7, u * 2.6, u * 1.1, C.teal, { rx: u * 0.55 }) +
    rect(x + w * 0.8, y + u * 1, w * 0.12, u * 1.4, '#fde68a') +
    rect(x + w * 0.8, y + u * 2.7, w * 0.12, u * 1.4, '#fbcfe8') +
    rect(x + w * 0.3, y + h, w * 0.4, 10, '#94a3b8', { rx: 4 })
  )
}
