/**
 * Product screens: the platform drawn as UI mock-ups in a browser window (or a phone). The views take a
 * content box, so the tour video can draw them at 1280×720 too.
 */
import {
  C,
  type Box,
  type CodeLine,
  Doc,
  HUES,
  SKIN,
  SYN,
  TINTS,
  PYTHON,
  avatarHead,
  backdrop,
  bar,
  bars,
  browser,
  button,
  card,
  chip,
  circle,
  codeLines,
  digits,
  digitsWidth,
  donut,
  ellipse,
  f,
  g,
  gridLines,
  icon,
  iconTile,
  inWindow,
  line,
  lineChart,
  lines,
  logo,
  mix,
  path,
  poly,
  polyline,
  progress,
  radar,
  rect,
  ring,
  shadow,
  sidebar,
  star,
  topbar,
  type IconName,
} from './kit'

/** The browser window used by the 1200×900 screens. */
function window(d: Doc, tint: Parameters<typeof backdrop>[1] = 'blue', seed = 1): Box {
  backdrop(d, tint, seed)
  return browser(d, 56, 58, d.w - 112, d.h - 110)
}

/** Side bar + top bar inside a window's content box; returns the main area. */
export function appShell(d: Doc, box: Box, active: number, side = 208): Box {
  d.add(sidebar(box.x, box.y, side, box.h, active), topbar(box.x + side, box.y, box.w - side))
  d.add(rect(box.x + side, box.y + 58, box.w - side, box.h - 58, C.surface))
  return { x: box.x + side, y: box.y + 58, w: box.w - side, h: box.h - 58 }
}

/** A page heading (title and subtitle bars) at the top of a main area. */
const heading = (x: number, y: number, w = 200) => bar(x, y, w, 16, C.ink, { opacity: 0.9 }) + bar(x, y + 28, w * 1.5, 9, C.line2)

// ------------------------------------------------------------------------------------------ dashboard

/** Class management: stat cards, a table of classes with progress, a donut of homework completion. */
export function dashboardView(d: Doc, box: Box, o: { rows?: number; highlightRow?: number; newRow?: number } = {}) {
  const m = appShell(d, box, 1)
  const p = 24
  const x0 = m.x + p
  const w = m.w - p * 2
  let y = m.y + p
  d.add(heading(x0, y), button(x0 + w - 150, y - 2, 150, 42, C.blue, { icon: 'plus' }), rect(x0 + w - 270, y - 2, 108, 42, C.white, { rx: 10, stroke: C.line2, strokeWidth: 1.5 }), icon('download', x0 + w - 248, y + 19, 16, C.muted), bar(x0 + w - 232, y + 15, 54, 8, C.line2))
  y += 64
  const stats: Array<[IconName, string, string, string, number]> = [
    ['users', C.blue, C.blue1, '12', 0.6],
    ['user', C.teal, C.tealL, '486', 0.8],
    ['doc', C.accent, C.accentL, '38', 0.45],
    ['check', C.green, C.greenL, '92', 0.7],
  ]
  const n = w > 760 ? 4 : 3
  const sw = (w - (n - 1) * 18) / n
  const sh = 96
  stats.slice(0, n).forEach(([name, color, tint, value], i) => {
    const sx = x0 + i * (sw + 18)
    d.add(card(sx, y, sw, sh, { depth: 0.5 }), iconTile(name, sx + 40, y + sh / 2, 48, color, tint), bar(sx + 78, y + 24, Math.min(90, sw - 110), 8, C.line2), digits(sx + 78, y + 44, 28, value, C.ink, { thick: 4.5 }))
    const cw = 44
    d.add(chip(sx + sw - cw - 14, y + 16, cw, 20, C.greenL, C.green, false))
  })
  y += sh + 20
  const th = m.y + m.h - p - y
  const tw = w * 0.64
  // Table of classes.
  d.add(card(x0, y, tw, th, { depth: 0.5 }), bar(x0 + 22, y + 22, 120, 12, C.ink, { opacity: 0.85 }), rect(x0 + tw - 150, y + 14, 128, 30, C.surface, { rx: 15 }), icon('search', x0 + tw - 132, y + 29, 13, C.grey), bar(x0 + tw - 116, y + 25, 76, 8, C.line2))
  const hy = y + 58
  const cols = [0.06, 0.36, 0.55, 0.8]
  d.add(rect(x0 + 12, hy, tw - 24, 32, C.surface, { rx: 8 }))
  cols.forEach((c, i) => d.add(bar(x0 + tw * c + (i ? 0 : 30), hy + 12, i === 2 ? 70 : 48, 8, C.grey, { opacity: 0.6 })))
  const rows = o.rows ?? 6
  const rh = Math.min(54, (th - 110) / rows)
  const fracs = [0.92, 0.78, 0.64, 0.85, 0.48, 0.71, 0.56]
  for (let i = 0; i < rows; i++) {
    const ry = hy + 40 + i * rh
    if (ry + rh > y + th - 6) break
    const color = HUES[i % HUES.length]!
    const fresh = o.newRow === i
    if (o.highlightRow === i || fresh) d.add(rect(x0 + 12, ry + 2, tw - 24, rh - 4, fresh ? C.greenL : C.blue0, { rx: 8 }))
    d.add(
      rect(x0 + 24, ry + rh / 2 - 15, 30, 30, TINTS[i % TINTS.length]!, { rx: 9 }),
      icon('users', x0 + 39, ry + rh / 2, 16, color, 2.2),
      bar(x0 + 64, ry + rh / 2 - 10, tw * 0.2, 9, C.ink, { opacity: 0.75 }),
      bar(x0 + 64, ry + rh / 2 + 4, tw * 0.12, 7, C.line2),
      avatarHead(x0 + tw * cols[1]! + 12, ry + rh / 2, 12, i + 1),
      bar(x0 + tw * cols[1]! + 30, ry + rh / 2 - 4, tw * 0.09, 8, C.line2),
      digits(x0 + tw * cols[2]!, ry + rh / 2 - 8, 16, String(38 + ((i * 7) % 12)), C.muted, { thick: 2.8 }),
      progress(x0 + tw * cols[3]!, ry + rh / 2 - 4, tw * 0.15, 8, fracs[i % fracs.length]!, fracs[i % fracs.length]! > 0.6 ? C.blue : C.accent),
    )
    if (i < rows - 1) d.add(line(x0 + 24, ry + rh, x0 + tw - 24, ry + rh, C.line, 1))
  }
  // Donut of homework completion.
  const dx = x0 + tw + 20
  const dw = w - tw - 20
  d.add(card(dx, y, dw, th, { depth: 0.5 }), bar(dx + 22, y + 22, 100, 12, C.ink, { opacity: 0.85 }))
  const r = Math.min(dw * 0.3, th * 0.24)
  const cx = dx + dw / 2
  const cy = y + 60 + r + 10
  d.add(donut(cx, cy, r, r * 0.34, [[0.72, C.blue], [0.16, C.accent], [0.07, C.teal]]))
  const vw = digitsWidth(r * 0.42, '86', r * 0.07)
  d.add(digits(cx - vw / 2, cy - r * 0.28, r * 0.42, '86', C.ink, { thick: r * 0.07 }), bar(cx - r * 0.3, cy + r * 0.28, r * 0.6, 7, C.line2))
  const legend: Array<[string, number]> = [[C.blue, 0.5], [C.accent, 0.35], [C.teal, 0.28], [C.line2, 0.4]]
  legend.forEach(([color, k], i) => {
    const ly = cy + r + 34 + i * 30
    if (ly > y + th - 14) return
    d.add(rect(dx + 24, ly - 6, 12, 12, color, { rx: 3 }), bar(dx + 46, ly - 4, dw * k, 8, C.line2), bar(dx + dw - 60, ly - 4, 36, 8, C.muted, { opacity: 0.5 }))
  })
  return m
}

export function screenDashboard(d: Doc) {
  const box = window(d, 'blue', 3)
  inWindow(d, box, () => dashboardView(d, box))
  // A floating toast for depth.
  d.add(card(d.w - 330, d.h - 118, 290, 74, { depth: 1.2 }), iconTile('check', d.w - 292, d.h - 81, 40, C.green, C.greenL, true), bar(d.w - 260, d.h - 96, 150, 10, C.ink, { opacity: 0.8 }), bar(d.w - 260, d.h - 76, 110, 8, C.line2))
}

/** The tour video's poster: the dashboard under a darker veil with a big play button. */
export function videoTourPoster(d: Doc) {
  backdrop(d, 'blue', 5)
  const box = browser(d, 48, 40, d.w - 96, d.h - 70)
  inWindow(d, box, () => dashboardView(d, box, { rows: 5 }))
  d.add(rect(0, 0, d.w, d.h, d.lin([[0, C.ink, 0.28], [1, C.blue7, 0.5]], 0, 0, 1, 1)))
  const cx = d.w / 2
  const cy = d.h / 2
  d.add(circle(cx, cy, 118, C.white, { opacity: 0.16 }), circle(cx, cy, 92, C.white, { opacity: 0.25 }), shadow(cx - 68, cy - 68, 136, 136, 68, 1.5, C.ink), circle(cx, cy, 68, C.white), path(`M${f(cx - 18)} ${f(cy - 30)} L${f(cx + 32)} ${f(cy)} L${f(cx - 18)} ${f(cy + 30)} Z`, C.blue, { stroke: C.blue, strokeWidth: 10, strokeLinejoin: 'round' }))
}

// ------------------------------------------------------------------------------------------------ IDE

/** The first `steps` of 64 segments of a squared spiral the turtle draws, in rainbow colours, fitted to a box. */
export function turtleSpiral(box: Box, steps = 64, width = 3.2) {
  const total = 64
  const pts: Array<[number, number]> = [[0, 0]]
  let a = 0
  let x = 0
  let y = 0
  for (let i = 1; i <= total; i++) {
    const len = 4 + i * 3.1
    x += Math.cos(a) * len
    y += Math.sin(a) * len
    pts.push([x, y])
    a += (91 * Math.PI) / 180
  }
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  const spanX = Math.max(...xs) - minX
  const spanY = Math.max(...ys) - minY
  const s = Math.min(box.w / spanX, box.h / spanY)
  const map = (p: [number, number]): [number, number] => [box.x + (p[0] - minX) * s + (box.w - spanX * s) / 2, box.y + (p[1] - minY) * s + (box.h - spanY * s) / 2]
  const colors = [C.blue, C.violet, C.pink, C.accent, C.amber, C.green, C.teal]
  const chunk = Math.ceil(pts.length / colors.length)
  const shown = pts.slice(0, Math.max(2, steps + 1))
  let out = ''
  for (let c = 0; c < colors.length; c++) {
    const part = shown.slice(c * chunk, (c + 1) * chunk + 1).map(map)
    if (part.length > 1) out += polyline(part, colors[c]!, width)
  }
  return { svg: out, end: map(shown[shown.length - 1]!), angle: ((shown.length - 2) * 91) % 360 }
}

/** A small turtle seen from above, heading right, centred on (x, y). */
export function turtle(x: number, y: number, s = 1, angle = 0) {
  return g(
    [
      ellipse(19, 0, 8, 7, '#16a34a'),
      ...[
        [-9, -13],
        [9, -13],
        [-9, 13],
        [9, 13],
      ].map(([lx, ly]) => ellipse(lx!, ly!, 6, 5, '#16a34a')),
      ellipse(0, 0, 16, 13, C.green),
      path('M-8 -6 L0 -10 L8 -6 L8 6 L0 10 L-8 6 Z', '#15803d', { opacity: 0.6 }),
    ],
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${s})` },
  )
}

/** The online IDE: toolbar with run button, editor with Python, turtle canvas and console. */
export function ideView(d: Doc, box: Box, o: { lines?: number; cursor?: boolean; progress?: number; output?: number } = {}) {
  const tb = 54
  d.add(rect(box.x, box.y, box.w, tb, C.white), line(box.x, box.y + tb, box.x + box.w, box.y + tb, C.line, 1.5), logo(box.x + 18, box.y + 12, 30))
  // File tabs.
  d.add(rect(box.x + 66, box.y + 10, 150, tb - 10, C.blue0, { rx: 8 }), rect(box.x + 66, box.y + tb - 3, 150, 3, C.blue), icon('code', box.x + 86, box.y + tb / 2 + 4, 16, C.blue, 2.4), bar(box.x + 102, box.y + tb / 2, 90, 9, C.ink, { opacity: 0.7 }))
  d.add(icon('doc', box.x + 240, box.y + tb / 2 + 3, 16, C.grey), bar(box.x + 256, box.y + tb / 2, 70, 9, C.line2))
  d.add(button(box.x + box.w - 152, box.y + 9, 132, 38, C.green, { icon: 'play' }), rect(box.x + box.w - 262, box.y + 9, 98, 38, C.white, { rx: 10, stroke: C.line2, strokeWidth: 1.5 }), icon('upload', box.x + box.w - 242, box.y + 28, 16, C.muted), bar(box.x + box.w - 226, box.y + 24, 46, 8, C.line2))
  // Editor.
  const ew = box.w * 0.56
  const ey = box.y + tb
  const eh = box.h - tb
  d.add(rect(box.x, ey, ew, eh, '#111c33'), rect(box.x, ey, 52, eh, '#0d1629'))
  const count = o.lines ?? PYTHON.length
  const lh = Math.min(42, (eh - 40) / PYTHON.length)
  const active = Math.max(0, count - 1)
  d.add(rect(box.x, ey + 18 + active * lh, ew, lh, '#ffffff', { opacity: 0.05 }))
  d.add(codeLines(box.x + 16, ey + 18, PYTHON, { lineH: 36, barH: 12, count, cursor: o.cursor, scale: lh / 36 }))
  // Canvas with the turtle drawing.
  const rx = box.x + ew
  const rw = box.w - ew
  const ch = eh * 0.66
  d.add(rect(rx, ey, rw, ch, C.white))
  d.add(rect(rx, ey, rw, ch, d.dots(28, 1.6, C.line2, rx + 6, ey + 6)))
  d.add(rect(rx + 14, ey + 14, 92, 26, C.blue0, { rx: 13 }), icon('image', rx + 32, ey + 27, 14, C.blue), bar(rx + 46, ey + 23, 48, 8, C.blue, { opacity: 0.5 }))
  const steps = Math.round(64 * (o.progress ?? 1))
  if (steps > 0) {
    const sp = turtleSpiral({ x: rx + rw * 0.17, y: ey + ch * 0.14, w: rw * 0.66, h: ch * 0.76 }, steps)
    d.add(sp.svg, turtle(sp.end[0], sp.end[1], 0.9, sp.angle))
  }
  // Console.
  const cy = ey + ch
  d.add(rect(rx, cy, rw, eh - ch, '#0b1324'), rect(rx, cy, rw, 34, '#16213a'), icon('list', rx + 20, cy + 17, 14, '#8fa3c8'), bar(rx + 36, cy + 13, 60, 8, '#8fa3c8'))
  const out = o.output ?? 4
  const outs: Array<[number, string]> = [[0.5, '#4ade80'], [0.7, '#e2e8f0'], [0.42, '#e2e8f0'], [0.6, '#4ade80']]
  outs.slice(0, out).forEach(([k, color], i) => {
    const ly = cy + 52 + i * 24
    if (ly > cy + eh - ch - 20) return
    d.add(path(`M${f(rx + 18)} ${f(ly - 5)} l6 5 l-6 5`, 'none', { stroke: '#64748b', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' }), bar(rx + 34, ly - 4, (rw - 60) * k, 8, color, { opacity: 0.85 }))
  })
}

export function screenIde(d: Doc) {
  const box = window(d, 'teal', 4)
  inWindow(d, box, () => ideView(d, box))
}

// -------------------------------------------------------------------------------------------- grading

/** Auto-grading: test cases with ticks (one cross), a score ring and a diff panel; `shown` cases so far. */
export function gradingView(d: Doc, box: Box, o: { shown?: number; score?: number; diff?: boolean } = {}) {
  const m = appShell(d, box, 3)
  const p = 24
  const x0 = m.x + p
  const w = m.w - p * 2
  let y = m.y + p
  d.add(heading(x0, y, 220), chip(x0 + 240, y - 2, 86, 26, C.greenL, C.green), chip(x0 + 334, y - 2, 70, 26, C.blue1, C.blue))
  y += 62
  const lw = w * 0.54
  const h = m.y + m.h - p - y
  const cases = 8
  const failAt = 5
  const shown = o.shown ?? cases
  d.add(card(x0, y, lw, h, { depth: 0.5 }), bar(x0 + 22, y + 22, 110, 12, C.ink, { opacity: 0.85 }), bar(x0 + lw - 110, y + 24, 88, 8, C.line2))
  const rh = Math.min(58, (h - 70) / cases)
  for (let i = 0; i < cases; i++) {
    const ry = y + 56 + i * rh
    const done = i < shown
    const ok = i !== failAt
    const bg = !done ? C.surface : ok ? '#f3fcf6' : '#fff1f1'
    d.add(rect(x0 + 16, ry, lw - 32, rh - 10, bg, { rx: 10 }))
    const cy = ry + (rh - 10) / 2
    if (done) d.add(circle(x0 + 42, cy, 14, ok ? C.green : C.red), icon(ok ? 'check' : 'cross', x0 + 42, cy, 17, C.white, 3.2))
    else d.add(circle(x0 + 42, cy, 13, 'none', { stroke: C.line2, strokeWidth: 3, strokeDasharray: '6 5' }))
    d.add(bar(x0 + 68, cy - 5, 70, 10, C.ink, { opacity: done ? 0.7 : 0.25 }), digits(x0 + 146, cy - 8, 16, String(i + 1), done ? C.muted : C.line2, { thick: 2.8 }))
    if (done) {
      d.add(icon('clock', x0 + lw * 0.5, cy, 15, C.grey), bar(x0 + lw * 0.5 + 14, cy - 4, 44, 8, C.line2), bar(x0 + lw * 0.72, cy - 4, 40, 8, C.line2))
      d.add(rect(x0 + lw - 86, cy - 12, 52, 24, ok ? C.greenL : C.redL, { rx: 12 }), bar(x0 + lw - 74, cy - 4, 28, 8, ok ? C.green : C.red))
    }
  }
  // Score ring.
  const rx = x0 + lw + 20
  const rw = w - lw - 20
  const sh = h * 0.46
  const score = o.score ?? 0.875
  d.add(card(rx, y, rw, sh, { depth: 0.5 }))
  const r = Math.min(sh * 0.33, rw * 0.2)
  const cx = rx + r + 40
  const cy = y + sh / 2
  d.add(ring(cx, cy, r, r * 0.22, score, score > 0.8 ? C.green : C.accent, C.greenL))
  const val = String(Math.round(score * 100))
  const dh = r * 0.55
  d.add(digits(cx - digitsWidth(dh, val, dh * 0.15) / 2, cy - dh / 2, dh, val, C.ink, { thick: dh * 0.15 }))
  const tx = cx + r + 34
  d.add(bar(tx, cy - 44, rw - (tx - rx) - 24, 12, C.ink, { opacity: 0.8 }), bar(tx, cy - 20, (rw - (tx - rx) - 24) * 0.7, 8, C.line2))
  d.add(rect(tx, cy + 6, 46, 30, C.greenL, { rx: 8 }), icon('check', tx + 23, cy + 21, 16, C.green, 3), rect(tx + 54, cy + 6, 46, 30, C.redL, { rx: 8 }), icon('cross', tx + 77, cy + 21, 14, C.red, 3))
  // Diff panel.
  const dy = y + sh + 18
  const dh2 = h - sh - 18
  d.add(card(rx, dy, rw, dh2, { depth: 0.5 }), bar(rx + 20, dy + 20, 90, 11, C.ink, { opacity: 0.8 }))
  const half = (rw - 48) / 2
  for (const side of [0, 1]) {
    const px = rx + 16 + side * (half + 16)
    d.add(rect(px, dy + 46, half, dh2 - 62, '#0f1a30', { rx: 8 }))
    const rows = Math.floor((dh2 - 80) / 24)
    for (let i = 0; i < rows; i++) {
      const ly = dy + 58 + i * 24
      const bad = i === 2 && o.diff !== false
      if (bad) d.add(rect(px, ly - 4, half, 22, side ? '#123d2a' : '#4a1f24'))
      if (bad) d.add(rect(px + 8, ly + 5, 8, 3, side ? C.green : C.red, { rx: 1.5 }))
      if (bad && side) d.add(rect(px + 11, ly + 2.5, 3, 8, C.green, { rx: 1.5 }))
      d.add(bar(px + 24, ly + 2, half * (0.3 + ((i * 37 + side * 11) % 45) / 100), 8, bad ? (side ? '#4ade80' : '#f87171') : '#5d6f94'))
    }
  }
}

export function screenGrading(d: Doc) {
  const box = window(d, 'green', 6)
  inWindow(d, box, () => gradingView(d, box))
}

// ------------------------------------------------------------------------------------------------ AI lab

/** A hand (palm, fist or peace sign), its wrist at (cx, cy + 60·s), fingers up. */
export function hand(cx: number, cy: number, s: number, pose: 'palm' | 'fist' | 'peace', color: string, o: { stroke?: string } = {}) {
  const parts: string[] = []
  const finger = (x: number, len: number, rot: number, w = 14) => rect(x - w / 2, -len, w, len + 16, color, { rx: w / 2, transform: `rotate(${rot} ${x} 6)` })
  if (pose === 'palm') parts.push(finger(-21, 46, -12), finger(-7, 58, -4), finger(8, 56, 3), finger(22, 44, 12))
  if (pose === 'peace') parts.push(finger(-8, 60, -14), finger(8, 60, 12), rect(-24, -8, 48, 22, color, { rx: 11 }))
  if (pose === 'fist') parts.push(rect(-28, -14, 56, 28, color, { rx: 13 }))
  parts.push(rect(-29, -6, 58, 56, color, { rx: 20 }))
  parts.push(rect(-16, 40, 32, 30, color, { rx: 6 }))
  parts.push(pose === 'fist' ? rect(-30, 2, 40, 16, color, { rx: 8, transform: 'rotate(-12 -30 10)', opacity: 1 }) : rect(-36, -6, 16, 46, color, { rx: 8, transform: 'rotate(-38 -28 36)' }))
  if (pose === 'fist' && o.stroke) parts.push(...[-14, 0, 14].map((x) => line(x, -12, x, 0, o.stroke!, 2, { opacity: 0.5 })))
  return g(parts, { transform: `translate(${f(cx)} ${f(cy)}) scale(${s})` })
}

export function aiLabView(d: Doc, box: Box) {
  const m = appShell(d, box, 3, 190)
  const p = 22
  const x0 = m.x + p
  const w = m.w - p * 2
  let y = m.y + p
  d.add(heading(x0, y, 180), chip(x0 + 200, y - 2, 92, 26, C.violetL, C.violet))
  y += 58
  const h = m.y + m.h - p - y
  const lw = w * 0.5
  // Webcam preview.
  d.add(card(x0, y, lw, h, { depth: 0.5 }))
  const cam = { x: x0 + 14, y: y + 14, w: lw - 28, h: h * 0.66 }
  d.add(rect(cam.x, cam.y, cam.w, cam.h, d.lin(['#2a3b63', '#101a33'], 0, 0, 1, 1), { rx: 12 }))
  d.add(g([circle(cam.x + cam.w * 0.85, cam.y + cam.h * 0.15, cam.h * 0.45, '#3b5aa8', { opacity: 0.25 })], { clipPath: d.clip(rect(cam.x, cam.y, cam.w, cam.h, '#000', { rx: 12 })) }))
  d.add(hand(cam.x + cam.w / 2, cam.y + cam.h * 0.48, cam.h / 220, 'palm', '#f1c9a8'))
  const bx = cam.x + cam.w * 0.26
  const by = cam.y + cam.h * 0.12
  const bw = cam.w * 0.48
  const bh = cam.h * 0.8
  const k = 26
  d.add(path(`M${f(bx)} ${f(by + k)} V${f(by)} H${f(bx + k)} M${f(bx + bw - k)} ${f(by)} H${f(bx + bw)} V${f(by + k)} M${f(bx + bw)} ${f(by + bh - k)} V${f(by + bh)} H${f(bx + bw - k)} M${f(bx + k)} ${f(by + bh)} H${f(bx)} V${f(by + bh - k)}`, 'none', { stroke: C.green, strokeWidth: 5, strokeLinecap: 'round' }))
  d.add(rect(bx, by - 34, 120, 26, C.green, { rx: 8 }), bar(bx + 12, by - 25, 56, 8, C.white), digits(bx + 78, by - 28, 14, '96', C.white, { thick: 2.6 }))
  d.add(rect(cam.x + 14, cam.y + 14, 70, 26, '#000000', { rx: 13, opacity: 0.35 }), circle(cam.x + 30, cam.y + 27, 6, C.red), bar(cam.x + 42, cam.y + 23, 30, 8, C.white, { opacity: 0.8 }))
  const by2 = cam.y + cam.h + 18
  d.add(button(x0 + 14, by2, (lw - 42) / 2, 44, C.blue, { icon: 'camera' }), button(x0 + 28 + (lw - 42) / 2, by2, (lw - 42) / 2, 44, C.accent, { icon: 'sparkle' }))
  d.add(bar(x0 + 14, by2 + 64, 80, 8, C.line2), progress(x0 + 14, by2 + 82, lw - 28, 10, 1, C.violet, C.violetL))
  // Sample rows.
  const rx = x0 + lw + 20
  const rw = w - lw - 20
  const sh = h * 0.58
  d.add(card(rx, y, rw, sh, { depth: 0.5 }), bar(rx + 20, y + 20, 90, 11, C.ink, { opacity: 0.8 }))
  const classes: Array<['palm' | 'fist' | 'peace', string, string]> = [
    ['palm', C.green, C.greenL],
    ['fist', C.blue, C.blue1],
    ['peace', C.accent, C.accentL],
  ]
  const rowH = (sh - 56) / 3
  classes.forEach(([pose, color, tint], i) => {
    const ry = y + 48 + i * rowH
    d.add(rect(rx + 16, ry, rw - 32, rowH - 10, C.surface, { rx: 10 }), circle(rx + 34, ry + 20, 7, color), bar(rx + 48, ry + 16, 64, 9, C.ink, { opacity: 0.7 }), bar(rx + rw - 74, ry + 16, 40, 8, C.line2))
    const tsz = Math.min(rowH - 52, (rw - 60) / 6 - 8)
    for (let t = 0; t < 6; t++) {
      const tx = rx + 28 + t * (tsz + 8)
      const ty = ry + 36
      if (t === 5) {
        d.add(rect(tx, ty, tsz, tsz, 'none', { rx: 8, stroke: C.line2, strokeWidth: 2, strokeDasharray: '5 4' }), icon('plus', tx + tsz / 2, ty + tsz / 2, tsz * 0.4, C.grey))
        continue
      }
      d.add(rect(tx, ty, tsz, tsz, tint, { rx: 8 }), hand(tx + tsz / 2 + (t % 2 ? 2 : -2), ty + tsz * 0.46, tsz / 150, pose, mix(color, '#ffffff', 0.1 + t * 0.06)))
    }
  })
  // Confidence bars.
  const cy = y + sh + 18
  const chh = h - sh - 18
  d.add(card(rx, cy, rw, chh, { depth: 0.5 }), bar(rx + 20, cy + 20, 80, 11, C.ink, { opacity: 0.8 }))
  const conf = [0.94, 0.05, 0.02]
  const gap = (chh - 56) / 3
  classes.forEach(([, color, tint], i) => {
    const ly = cy + 50 + i * gap + gap / 2 - 9
    d.add(circle(rx + 28, ly + 9, 7, color), progress(rx + 46, ly, rw - 130, 18, conf[i]!, color, tint))
    const v = String(Math.round(conf[i]! * 100))
    d.add(digits(rx + rw - 70, ly, 18, v, i ? C.grey : C.ink, { thick: 3 }))
  })
}

export function screenAiLab(d: Doc) {
  const box = window(d, 'violet', 7)
  inWindow(d, box, () => aiLabView(d, box))
}

// -------------------------------------------------------------------------------------------- blocks

/** A Scratch-like stack block (notch on top, bump below), optionally a hat block or a C-shaped loop. */
export function blockPath(x: number, y: number, w: number, h: number, o: { hat?: boolean; inner?: number; foot?: number } = {}) {
  const top = o.hat
    ? `M${f(x)} ${f(y + 6)} Q${f(x + 40)} ${f(y - 20)} ${f(x + 84)} ${f(y)} H${f(x + w - 6)} Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + 6)}`
    : `M${f(x)} ${f(y + 5)} Q${f(x)} ${f(y)} ${f(x + 5)} ${f(y)} H${f(x + 12)} l5 6 h16 l5 -6 H${f(x + w - 5)} Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + 5)}`
  const bottom = (by: number, bx: number) => `H${f(bx + 38)} l-5 6 h-16 l-5 -6 H${f(bx + 5)} Q${f(bx)} ${f(by)} ${f(bx)} ${f(by - 5)}`
  if (o.inner === undefined) return `${top} V${f(y + h - 5)} Q${f(x + w)} ${f(y + h)} ${f(x + w - 5)} ${f(y + h)} ${bottom(y + h, x)} Z`
  const arm = 18
  const ih = o.inner
  const foot = o.foot ?? 26
  const y1 = y + h
  const y2 = y1 + ih
  const y3 = y2 + foot
  return (
    `${top} V${f(y1 - 5)} Q${f(x + w)} ${f(y1)} ${f(x + w - 5)} ${f(y1)} H${f(x + arm + 38)} l-5 6 h-16 l-5 -6 H${f(x + arm + 5)} Q${f(x + arm)} ${f(y1)} ${f(x + arm)} ${f(y1 + 5)}` +
    ` V${f(y2 - 5)} Q${f(x + arm)} ${f(y2)} ${f(x + arm + 5)} ${f(y2)} H${f(x + arm + 12)} l5 6 h16 l5 -6 H${f(x + w - 5)} Q${f(x + w)} ${f(y2)} ${f(x + w)} ${f(y2 + 5)}` +
    ` V${f(y3 - 5)} Q${f(x + w)} ${f(y3)} ${f(x + w - 5)} ${f(y3)} ${bottom(y3, x)} Z`
  )
}

/** One block with a label bar and an input oval. */
export function block(x: number, y: number, w: number, color: string, o: { hat?: boolean; inner?: number; input?: boolean; flag?: boolean; h?: number } = {}) {
  const h = o.h ?? 44
  const dark = mix(color, '#0f1f3d', 0.2)
  let out = path(blockPath(x, y, w, h, o), color, { stroke: dark, strokeWidth: 1.5 })
  let lx = x + 14
  if (o.flag) {
    out += icon('flag', x + 28, y + h / 2 + (o.hat ? 3 : 0), 22, '#16a34a', 3)
    lx = x + 46
  }
  const ly = y + h / 2 - 5 + (o.hat ? 3 : 0)
  out += bar(lx, ly, Math.min(70, w * 0.3), 10, C.white, { opacity: 0.92 })
  if (o.input) out += rect(lx + Math.min(70, w * 0.3) + 10, y + h / 2 - 13 + (o.hat ? 3 : 0), 46, 26, C.white, { rx: 13 }) + bar(lx + Math.min(70, w * 0.3) + 22, y + h / 2 - 4 + (o.hat ? 3 : 0), 22, 8, color, { opacity: 0.6 })
  return out
}

/** A cat-like sprite (orange, round), feet on (x, y). */
export function catSprite(x: number, y: number, s = 1, color: string = C.accent) {
  const dark = mix(color, '#0f1f3d', 0.25)
  return g(
    [
      path('M30 -40 C70 -50 78 -90 56 -104', 'none', { stroke: color, strokeWidth: 12, strokeLinecap: 'round' }),
      ellipse(0, -40, 38, 36, color),
      rect(-28, -14, 18, 16, dark, { rx: 8 }),
      rect(10, -14, 18, 16, dark, { rx: 8 }),
      ellipse(0, -34, 20, 18, '#fff3e6'),
      path('M-40 -104 L-36 -142 L-10 -118 Z', color),
      path('M40 -104 L36 -142 L10 -118 Z', color),
      path('M-33 -110 L-31 -130 L-18 -118 Z', C.pinkL),
      path('M33 -110 L31 -130 L18 -118 Z', C.pinkL),
      ellipse(0, -100, 46, 38, color),
      ellipse(-16, -104, 6, 8, C.ink),
      ellipse(16, -104, 6, 8, C.ink),
      circle(-14, -107, 2, C.white),
      circle(18, -107, 2, C.white),
      ellipse(0, -90, 6, 4, C.pink),
      path('M-26 -88 L-46 -92 M-26 -84 L-46 -80 M26 -88 L46 -92 M26 -84 L46 -80', 'none', { stroke: dark, strokeWidth: 2, strokeLinecap: 'round' }),
    ],
    { transform: tf2(x, y, s) },
  )
}

const tf2 = (x: number, y: number, s: number) => `translate(${f(x)} ${f(y)}) scale(${s})`

/** A stage background: sky, sun, clouds, hills. */
export function stageScene(d: Doc, b: Box) {
  d.add(rect(b.x, b.y, b.w, b.h, d.lin(['#bfe3ff', '#eaf6ff'])))
  d.add(circle(b.x + b.w * 0.82, b.y + b.h * 0.2, b.h * 0.09, '#ffd15c'))
  d.add(path(`M${f(b.x)} ${f(b.y + b.h * 0.7)} Q${f(b.x + b.w * 0.25)} ${f(b.y + b.h * 0.5)} ${f(b.x + b.w * 0.55)} ${f(b.y + b.h * 0.68)} T${f(b.x + b.w)} ${f(b.y + b.h * 0.6)} V${f(b.y + b.h)} H${f(b.x)} Z`, '#86d9a0'))
  d.add(path(`M${f(b.x)} ${f(b.y + b.h * 0.82)} Q${f(b.x + b.w * 0.4)} ${f(b.y + b.h * 0.72)} ${f(b.x + b.w)} ${f(b.y + b.h * 0.8)} V${f(b.y + b.h)} H${f(b.x)} Z`, '#4cc47a'))
  d.add(ellipse(b.x + b.w * 0.22, b.y + b.h * 0.2, b.w * 0.08, b.h * 0.05, C.white), ellipse(b.x + b.w * 0.3, b.y + b.h * 0.17, b.w * 0.07, b.h * 0.06, C.white))
}

export function blocksView(d: Doc, box: Box) {
  // Menu bar.
  d.add(rect(box.x, box.y, box.w, 50, C.blue), logo(box.x + 16, box.y + 9, 32, { fill: C.white, ink: C.blue }), bar(box.x + 62, box.y + 20, 60, 10, C.white, { opacity: 0.8 }), bar(box.x + 140, box.y + 20, 48, 10, C.white, { opacity: 0.6 }), bar(box.x + 206, box.y + 20, 48, 10, C.white, { opacity: 0.6 }), rect(box.x + box.w - 130, box.y + 10, 110, 30, C.accent, { rx: 15 }), bar(box.x + box.w - 110, box.y + 21, 70, 8, C.white))
  const y = box.y + 50
  const h = box.h - 50
  // Categories.
  const cats = [C.blue, C.violet, C.pink, C.amber, '#f4b400', C.teal, C.green, C.accent]
  d.add(rect(box.x, y, 64, h, C.white), line(box.x + 64, y, box.x + 64, y + h, C.line, 1.5))
  cats.forEach((c, i) => {
    const cy = y + 30 + i * 52
    if (cy > y + h - 20) return
    if (i === 0) d.add(rect(box.x + 6, cy - 20, 52, 46, C.blue0, { rx: 8 }))
    d.add(circle(box.x + 32, cy, 11, c), bar(box.x + 18, cy + 16, 28, 5, C.line2))
  })
  // Palette.
  const px = box.x + 64
  const pw = 220
  d.add(rect(px, y, pw, h, '#f9fbff'), line(px + pw, y, px + pw, y + h, C.line, 1.5), bar(px + 16, y + 20, 70, 10, C.ink, { opacity: 0.6 }))
  const pal: Array<[string, boolean]> = [[C.blue, true], [C.blue, true], [C.blue, false], [C.blue, true], [C.violet, false], [C.violet, true], [C.pink, false]]
  pal.forEach(([c, inp], i) => {
    const by = y + 48 + i * 58
    if (by + 44 > y + h) return
    d.add(block(px + 16, by, 160 + (i % 3) * 12, c, { input: inp }))
  })
  // Script area.
  const sx = px + pw
  const stageW = box.w * 0.36
  const sw = box.w - (sx - box.x) - stageW
  d.add(rect(sx, y, sw, h, C.white))
  d.add(rect(sx, y, sw, h, d.dots(26, 1.5, C.line2, sx + 5, y + 5)))
  const bx = sx + 36
  let by = y + 56
  d.add(block(bx, by, 210, C.amber, { hat: true, flag: true, h: 52 }))
  by += 52
  d.add(block(bx, by, 200, C.blue, { input: true }))
  by += 44
  d.add(block(bx, by, 230, C.amber, { inner: 132, input: true }))
  d.add(block(bx + 18, by + 44, 200, C.blue, { input: true }), block(bx + 18, by + 88, 180, C.violet, { input: true }), block(bx + 18, by + 132, 190, C.pink, { input: false }))
  // (The loop's inner blocks are drawn over the C shape; its foot follows.)
  by += 44 + 132 + 26
  d.add(block(bx, by, 170, C.violet, { input: true }))
  const b2x = bx + 20
  const b2y = by + 90
  if (b2y + 140 < y + h) {
    d.add(block(b2x, b2y, 200, C.amber, { hat: true, h: 52, input: true }), block(b2x, b2y + 52, 180, C.teal, { input: true }), block(b2x, b2y + 96, 150, C.blue, {}))
  }
  // Stage.
  const stx = box.x + box.w - stageW
  d.add(rect(stx, y, stageW, h, '#f3f6fc'), line(stx, y, stx, y + h, C.line, 1.5))
  d.add(icon('flag', stx + 28, y + 24, 24, C.green, 3), icon('stop', stx + 64, y + 24, 20, C.red, 2), rect(stx + stageW - 70, y + 12, 54, 26, C.white, { rx: 6, stroke: C.line2, strokeWidth: 1.5 }))
  const st = { x: stx + 14, y: y + 48, w: stageW - 28, h: (stageW - 28) * 0.75 }
  const clip = d.clip(rect(st.x, st.y, st.w, st.h, '#000', { rx: 10 }))
  d.group({ clipPath: clip }, () => {
    stageScene(d, st)
    d.add(catSprite(st.x + st.w * 0.42, st.y + st.h * 0.86, st.h / 300))
    d.add(star(st.x + st.w * 0.78, st.y + st.h * 0.55, st.h * 0.06, C.amber))
  })
  d.add(rect(st.x, st.y, st.w, st.h, 'none', { rx: 10, stroke: C.line2, strokeWidth: 2 }))
  // Speech bubble.
  const sbx = st.x + st.w * 0.55
  const sby = st.y + st.h * 0.12
  d.add(rect(sbx, sby, st.w * 0.36, 50, C.white, { rx: 18, stroke: C.line2, strokeWidth: 2 }), path(`M${f(sbx + 20)} ${f(sby + 49)} l-6 18 l22 -18 Z`, C.white), bar(sbx + 16, sby + 14, st.w * 0.26, 8, C.muted, { opacity: 0.6 }), bar(sbx + 16, sby + 29, st.w * 0.16, 8, C.muted, { opacity: 0.4 }))
  // Sprite list.
  const ly = st.y + st.h + 16
  d.add(rect(stx + 14, ly, stageW - 28, y + h - ly - 14, C.white, { rx: 10, stroke: C.line, strokeWidth: 1.5 }))
  const tile = Math.min(70, (stageW - 84) / 4)
  const sprites: IconName[] = ['star', 'heart', 'rocket', 'music', 'flag']
  for (let i = 0; i < 8; i++) {
    const tx = stx + 28 + (i % 4) * (tile + 10)
    const ty = ly + 14 + Math.floor(i / 4) * (tile + 10)
    if (ty + tile > y + h - 20) break
    d.add(rect(tx, ty, tile, tile, i === 0 ? C.blue0 : C.surface, { rx: 10, stroke: i === 0 ? C.blue : 'none', strokeWidth: 2.5 }))
    if (i === 0) d.add(catSprite(tx + tile / 2, ty + tile * 0.88, tile / 190))
    else if (i === 7) d.add(rect(tx, ty, tile, tile, C.white, { rx: 10, stroke: C.line2, strokeWidth: 2, strokeDasharray: '5 4' }), icon('plus', tx + tile / 2, ty + tile / 2, tile * 0.4, C.grey))
    else if (i === 3) d.add(circle(tx + tile / 2, ty + tile / 2, tile * 0.28, C.teal), circle(tx + tile / 2 - 6, ty + tile / 2 - 5, tile * 0.08, C.white))
    else d.add(icon(sprites[(i - 1) % sprites.length]!, tx + tile / 2, ty + tile / 2, tile * 0.56, HUES[(i + 3) % HUES.length]!, 2.6))
  }
}

export function screenBlocks(d: Doc) {
  const box = window(d, 'warm', 8)
  inWindow(d, box, () => blocksView(d, box))
}

// --------------------------------------------------------------------------------------------- course

export function courseView(d: Doc, box: Box) {
  const m = appShell(d, box, 2, 72)
  const p = 20
  const y = m.y + p
  const h = m.h - p * 2
  // Unit tree.
  const tw = 220
  const tx = m.x + p
  d.add(card(tx, y, tw, h, { depth: 0.5 }), bar(tx + 18, y + 20, 90, 11, C.ink, { opacity: 0.85 }), progress(tx + 18, y + 42, tw - 36, 7, 0.4, C.green, C.greenL))
  let ty = y + 70
  const units = [3, 4, 0, 0, 0, 0]
  units.forEach((lessons, u) => {
    if (ty > y + h - 30) return
    const open = lessons > 0
    d.add(path(open ? `M${tx + 20} ${ty + 2} l6 6 l6 -6` : `M${tx + 22} ${ty - 2} l6 6 l-6 6`, 'none', { stroke: C.muted, strokeWidth: 2.4, strokeLinecap: 'round', strokeLinejoin: 'round' }), rect(tx + 38, ty - 2, 22, 14, TINTS[u % TINTS.length]!, { rx: 4 }), bar(tx + 68, ty, tw * (0.45 + (u % 3) * 0.08), 9, C.ink, { opacity: 0.7 }))
    ty += 34
    for (let l = 0; l < lessons; l++) {
      if (ty > y + h - 30) break
      const state = u === 0 ? 'done' : l === 1 ? 'now' : l === 0 ? 'done' : 'todo'
      if (state === 'now') d.add(rect(tx + 10, ty - 12, tw - 20, 32, C.blue0, { rx: 8 }), rect(tx + 10, ty - 12, 4, 32, C.blue, { rx: 2 }))
      if (state === 'done') d.add(circle(tx + 44, ty + 4, 8, C.green), icon('check', tx + 44, ty + 4, 11, C.white, 3.4))
      else if (state === 'now') d.add(circle(tx + 44, ty + 4, 8, C.white, { stroke: C.blue, strokeWidth: 3 }))
      else d.add(circle(tx + 44, ty + 4, 7, 'none', { stroke: C.line2, strokeWidth: 2.5 }))
      d.add(bar(tx + 62, ty, tw * (0.4 + ((l * 29) % 25) / 100), 8, state === 'now' ? C.blue : C.line2))
      ty += 34
    }
    ty += 6
  })
  // Slide preview.
  const gw = 230
  const sx = tx + tw + 18
  const sw = m.x + m.w - p - gw - 18 - sx
  d.add(card(sx, y, sw, h, { depth: 0.5 }))
  d.add(bar(sx + 20, y + 22, 160, 12, C.ink, { opacity: 0.85 }), rect(sx + sw - 120, y + 14, 100, 30, C.surface, { rx: 15 }), icon('slides', sx + sw - 100, y + 29, 15, C.muted), digits(sx + sw - 82, y + 22, 14, '3', C.muted, { thick: 2.6 }), bar(sx + sw - 66, y + 25, 30, 7, C.line2))
  const slW = sw - 40
  const slH = Math.min(slW * 0.6, h * 0.56)
  const slX = sx + 20
  const slY = y + 58
  d.add(rect(slX, slY, slW, slH, '#fbfcff', { rx: 10, stroke: C.line, strokeWidth: 2 }))
  d.add(rect(slX, slY, slW, slH * 0.2, C.blue, { rx: 10 }), rect(slX, slY + slH * 0.12, slW, slH * 0.08, C.blue), bar(slX + 24, slY + slH * 0.07, slW * 0.4, 14, C.white), circle(slX + slW - 34, slY + slH * 0.1, 12, C.accent))
  // A flowchart on the slide.
  const fx = slX + slW * 0.08
  const fy = slY + slH * 0.3
  const fw = slW * 0.34
  const nodes: Array<[number, string]> = [[0, C.teal], [1, C.accent], [2, C.violet]]
  nodes.forEach(([i, c]) => {
    const ny = fy + i * slH * 0.22
    if (i === 1) d.add(poly([[fx + fw / 2, ny - 4], [fx + fw * 0.85, ny + slH * 0.07], [fx + fw / 2, ny + slH * 0.14 + 4], [fx + fw * 0.15, ny + slH * 0.07]], c))
    else d.add(rect(fx + fw * 0.1, ny, fw * 0.8, slH * 0.14, c, { rx: i === 0 ? slH * 0.07 : 8 }))
    if (i < 2) d.add(line(fx + fw / 2, ny + slH * 0.15, fx + fw / 2, ny + slH * 0.21, C.muted, 3), path(`M${f(fx + fw / 2 - 6)} ${f(ny + slH * 0.19)} l6 6 l6 -6`, 'none', { stroke: C.muted, strokeWidth: 3, strokeLinecap: 'round' }))
  })
  d.add(lines(slX + slW * 0.52, slY + slH * 0.34, slW * 0.4, 4, { h: 10, gap: slH * 0.12, fill: C.line2 }))
  ;[0, 1, 2, 3].forEach((i) => d.add(circle(slX + slW * 0.52 - 14, slY + slH * 0.34 + 5 + i * slH * 0.12, 4, C.blue)))
  // Thumbnails.
  const thY = slY + slH + 18
  const thN = 5
  const thW = (slW - (thN - 1) * 12) / thN
  const thH = thW * 0.5625
  for (let i = 0; i < thN; i++) {
    const x = slX + i * (thW + 12)
    d.add(rect(x, thY, thW, thH, C.white, { rx: 6, stroke: i === 2 ? C.blue : C.line, strokeWidth: i === 2 ? 3 : 1.5 }), rect(x + 3, thY + 3, thW - 6, thH * 0.22, HUES[i % HUES.length]!, { rx: 4, opacity: 0.85 }), bar(x + 8, thY + thH * 0.45, thW * 0.6, 5, C.line2), bar(x + 8, thY + thH * 0.65, thW * 0.4, 5, C.line2))
  }
  // Teaching notes.
  const nY = thY + thH + 18
  const nH = y + h - 20 - nY
  if (nH > 60) {
    d.add(rect(slX, nY, slW, nH, C.amberL, { rx: 10, opacity: 0.6 }), iconTile('bulb', slX + 30, nY + 30, 34, C.amber, C.white), bar(slX + 56, nY + 20, 110, 10, C.ink, { opacity: 0.7 }))
    d.add(lines(slX + 56, nY + 42, slW - 80, Math.max(1, Math.floor((nH - 50) / 20)), { h: 8, gap: 20, fill: '#e7cf91' }))
  }
  // Goals.
  const gx = m.x + m.w - p - gw
  d.add(card(gx, y, gw, h, { depth: 0.5 }), iconTile('flag', gx + 34, y + 34, 36, C.accent, C.accentL), bar(gx + 62, y + 29, 90, 11, C.ink, { opacity: 0.85 }))
  const goals = [true, true, false, false]
  goals.forEach((done, i) => {
    const gy = y + 78 + i * 52
    d.add(rect(gx + 18, gy, 24, 24, done ? C.green : C.white, { rx: 6, stroke: done ? C.green : C.line2, strokeWidth: 2.5 }))
    if (done) d.add(icon('check', gx + 30, gy + 12, 16, C.white, 3.4))
    d.add(bar(gx + 54, gy + 2, gw - 84, 8, C.ink, { opacity: done ? 0.45 : 0.7 }), bar(gx + 54, gy + 16, (gw - 84) * 0.6, 7, C.line2))
  })
  const fy2 = y + 78 + 4 * 52 + 14
  d.add(line(gx + 18, fy2, gx + gw - 18, fy2, C.line, 1.5), bar(gx + 18, fy2 + 18, 80, 10, C.ink, { opacity: 0.7 }))
  const files: Array<[IconName, string, string]> = [['slides', C.accent, C.accentL], ['video', C.violet, C.violetL], ['doc', C.blue, C.blue1]]
  files.forEach(([name, c, t], i) => {
    const fy3 = fy2 + 44 + i * 50
    if (fy3 + 36 > y + h) return
    d.add(iconTile(name, gx + 36, fy3 + 18, 36, c, t), bar(gx + 64, fy3 + 8, gw - 120, 8, C.muted, { opacity: 0.6 }), bar(gx + 64, fy3 + 22, 50, 6, C.line2), icon('download', gx + gw - 34, fy3 + 18, 16, C.grey))
  })
}

export function screenCourse(d: Doc) {
  const box = window(d, 'blue', 9)
  inWindow(d, box, () => courseView(d, box))
}

// ----------------------------------------------------------------------------------------------- exam

export function examView(d: Doc, box: Box) {
  // Exam header instead of the usual top bar.
  const hh = 70
  d.add(rect(box.x, box.y, box.w, hh, C.white), line(box.x, box.y + hh, box.x + box.w, box.y + hh, C.line, 1.5), logo(box.x + 24, box.y + 18, 34), bar(box.x + 72, box.y + 24, 200, 12, C.ink, { opacity: 0.85 }), bar(box.x + 72, box.y + 44, 120, 8, C.line2))
  const tw = 210
  const tx = box.x + box.w / 2 - tw / 2 + 60
  d.add(rect(tx, box.y + 13, tw, 44, C.accentL, { rx: 12 }), icon('clock', tx + 28, box.y + 35, 24, C.accent, 2.6), digits(tx + 52, box.y + 22, 26, '25:48', C.accent, { thick: 4.4 }))
  d.add(button(box.x + box.w - 150, box.y + 14, 126, 42, C.blue, { icon: 'send' }))
  const y = box.y + hh + 22
  const h = box.h - hh - 44
  const x0 = box.x + 24
  const nw = 270
  const w = box.w - 48 - nw - 20
  d.add(rect(box.x, box.y + hh, box.w, box.h - hh, C.surface))
  // Multiple-choice question.
  const qh = h * 0.5
  d.add(card(x0, y, w, qh, { depth: 0.5 }), rect(x0 + 22, y + 20, 44, 30, C.blue, { rx: 8 }), digits(x0 + 31, y + 26, 18, '07', C.white, { thick: 3 }), chip(x0 + 76, y + 22, 86, 26, C.blue1, C.blue), icon('flag', x0 + w - 36, y + 35, 20, C.accent, 2.4))
  d.add(lines(x0 + 24, y + 68, w - 80, 2, { h: 11, gap: 24, fill: C.ink, seed: 3 }).replace(/fill="#0f1f3d"/g, 'fill="#0f1f3d" opacity="0.75"'))
  const oh = (qh - 140) / 4
  for (let i = 0; i < 4; i++) {
    const oy = y + 122 + i * oh
    const sel = i === 1
    d.add(rect(x0 + 22, oy, w - 44, oh - 10, sel ? C.blue0 : C.white, { rx: 10, stroke: sel ? C.blue : C.line, strokeWidth: sel ? 2.5 : 1.5 }))
    d.add(circle(x0 + 46, oy + (oh - 10) / 2, 10, sel ? C.blue : C.white, { stroke: sel ? C.blue : C.line2, strokeWidth: 2.5 }))
    if (sel) d.add(circle(x0 + 46, oy + (oh - 10) / 2, 4, C.white))
    d.add(bar(x0 + 70, oy + (oh - 10) / 2 - 5, (w - 140) * (0.35 + ((i * 23) % 30) / 100), 10, sel ? C.blue : C.muted, { opacity: sel ? 0.9 : 0.45 }))
  }
  // Programming question.
  const py = y + qh + 18
  const ph = h - qh - 18
  d.add(card(x0, py, w, ph, { depth: 0.5 }), rect(x0 + 22, py + 20, 44, 30, C.violet, { rx: 8 }), digits(x0 + 31, py + 26, 18, '08', C.white, { thick: 3 }), chip(x0 + 76, py + 22, 86, 26, C.violetL, C.violet))
  d.add(bar(x0 + 180, py + 30, w * 0.4, 10, C.ink, { opacity: 0.6 }))
  const ey = py + 64
  const eh = ph - 84
  d.add(rect(x0 + 22, ey, w - 44, eh, '#111c33', { rx: 10 }))
  const code: CodeLine[] = [
    [0, [[36, SYN.kw], [90, SYN.fn], [40, SYN.name]]],
    [1, [[40, SYN.name], [16, SYN.op], [24, SYN.num]]],
    [1, [[30, SYN.kw], [20, SYN.name], [28, SYN.kw], [70, SYN.fn]]],
    [2, [[60, SYN.name], [16, SYN.op], [60, SYN.name]]],
    [1, [[56, SYN.kw], [44, SYN.name]]],
  ]
  d.add(codeLines(x0 + 36, ey + 12, code, { lineH: Math.min(30, (eh - 24) / 5), barH: 9, cursor: true }))
  d.add(button(x0 + w - 156, ey + eh - 52, 118, 38, C.green, { icon: 'play' }))
  // Navigator.
  const nx = box.x + box.w - 24 - nw
  d.add(card(nx, y, nw, h, { depth: 0.5 }), bar(nx + 20, y + 22, 90, 11, C.ink, { opacity: 0.85 }))
  d.add(ring(nx + nw - 44, y + 30, 16, 6, 0.35, C.blue, C.blue1))
  const cols = 5
  const cell = (nw - 40 - (cols - 1) * 10) / cols
  for (let i = 0; i < 20; i++) {
    const cx = nx + 20 + (i % cols) * (cell + 10)
    const cy = y + 64 + Math.floor(i / cols) * (cell + 10)
    const state = i === 6 ? 'now' : i === 3 ? 'flag' : i < 6 ? 'done' : 'todo'
    const fill = state === 'done' ? C.blue : state === 'flag' ? C.accent : state === 'now' ? C.white : C.surface
    d.add(rect(cx, cy, cell, cell, fill, { rx: 8, stroke: state === 'now' ? C.blue : state === 'todo' ? C.line : 'none', strokeWidth: state === 'now' ? 3 : 1.5 }))
    if (state === 'done') d.add(icon('check', cx + cell / 2, cy + cell / 2, cell * 0.42, C.white, 3))
    if (state === 'flag') d.add(icon('flag', cx + cell / 2, cy + cell / 2, cell * 0.46, C.white, 2.6))
    if (state === 'now') d.add(circle(cx + cell / 2, cy + cell / 2, 4, C.blue))
  }
  const ly = y + 64 + 4 * (cell + 10) + 16
  const legend: Array<[string, string | undefined]> = [[C.blue, undefined], [C.accent, undefined], [C.white, C.blue], [C.surface, C.line2]]
  legend.forEach(([fill, stroke], i) => {
    const lx = nx + 20 + (i % 2) * (nw / 2 - 10)
    const lyy = ly + Math.floor(i / 2) * 30
    d.add(rect(lx, lyy, 16, 16, fill, { rx: 4, stroke, strokeWidth: stroke ? 2 : undefined }), bar(lx + 24, lyy + 4, 60, 8, C.line2))
  })
  d.add(rect(nx + 20, y + h - 70, nw - 40, 50, C.blue0, { rx: 10 }), icon('bulb', nx + 44, y + h - 45, 20, C.blue), bar(nx + 62, y + h - 54, nw - 110, 8, C.blue, { opacity: 0.5 }), bar(nx + 62, y + h - 40, (nw - 110) * 0.6, 8, C.blue, { opacity: 0.3 }))
}

export function screenExam(d: Doc) {
  const box = window(d, 'warm', 10)
  inWindow(d, box, () => examView(d, box))
}

// --------------------------------------------------------------------------------------------- report

/** Learning report: KPI cards, histogram, radar, term line chart; `grow` animates (0..1). */
export function reportView(d: Doc, box: Box, o: { grow?: number } = {}) {
  const k = o.grow ?? 1
  const m = appShell(d, box, 4)
  const p = 22
  const x0 = m.x + p
  const w = m.w - p * 2
  let y = m.y + p
  d.add(heading(x0, y, 190), rect(x0 + w - 230, y - 2, 110, 38, C.white, { rx: 10, stroke: C.line2, strokeWidth: 1.5 }), icon('calendar', x0 + w - 210, y + 17, 16, C.muted), bar(x0 + w - 194, y + 13, 56, 8, C.line2), button(x0 + w - 110, y - 2, 110, 38, C.blue, { icon: 'download' }))
  y += 58
  const kpis: Array<[string, string, string]> = [['82', C.blue, C.blue1], ['95', C.green, C.greenL], ['27', C.accent, C.accentL]]
  const kw = (w - 36) / 3
  kpis.forEach(([v, c, t], i) => {
    const kx = x0 + i * (kw + 18)
    d.add(card(kx, y, kw, 82, { depth: 0.5 }), rect(kx, y + 16, 5, 50, c, { rx: 2.5 }), bar(kx + 22, y + 18, 70, 8, C.line2), digits(kx + 22, y + 36, 28, v, C.ink, { thick: 4.4 }), rect(kx + kw - 74, y + 40, 54, 22, t, { rx: 11 }), path(`M${f(kx + kw - 62)} ${f(y + 56)} l8 -8 l6 5 l10 -9`, 'none', { stroke: c, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  })
  y += 100
  const h1 = (m.y + m.h - p - y - 18) * 0.52
  const hw = w * 0.56
  // Histogram.
  d.add(card(x0, y, hw, h1, { depth: 0.5 }), bar(x0 + 20, y + 20, 100, 11, C.ink, { opacity: 0.85 }))
  const dist = [0.12, 0.22, 0.38, 0.62, 0.86, 1, 0.78, 0.5, 0.26]
  const chart = { x: x0 + 34, y: y + 50, w: hw - 60, h: h1 - 80 }
  d.add(gridLines(chart.x, chart.y, chart.w, chart.h, 4))
  d.add(bars(chart.x + 6, chart.y, chart.w - 12, chart.h, dist.map((v) => v * k), dist.map((_, i) => (i >= 6 ? C.teal : i >= 3 ? C.blue : C.blue1)), { gap: 0.25 }))
  d.add(line(chart.x + chart.w * 0.6, chart.y - 6, chart.x + chart.w * 0.6, chart.y + chart.h, C.accent, 2.5, { strokeDasharray: '6 6' }), circle(chart.x + chart.w * 0.6, chart.y - 6, 6, C.accent))
  d.add(line(chart.x, chart.y + chart.h, chart.x + chart.w, chart.y + chart.h, C.line2, 2))
  // Radar.
  const rx = x0 + hw + 18
  const rw = w - hw - 18
  d.add(card(rx, y, rw, h1, { depth: 0.5 }), bar(rx + 20, y + 20, 90, 11, C.ink, { opacity: 0.85 }))
  const rr = Math.min(rw * 0.33, (h1 - 64) * 0.45)
  d.add(radar(rx + rw * 0.42, y + 40 + (h1 - 40) / 2, rr, [
    { values: [0.8, 0.7, 0.86, 0.6, 0.74, 0.66].map((v) => v * k), color: C.blue },
    { values: [0.6, 0.5, 0.62, 0.7, 0.5, 0.55].map((v) => v * k), color: C.accent, opacity: 0.12 },
  ]))
  d.add(rect(rx + rw - 86, y + h1 - 64, 12, 12, C.blue, { rx: 3 }), bar(rx + rw - 68, y + h1 - 62, 46, 8, C.line2), rect(rx + rw - 86, y + h1 - 40, 12, 12, C.accent, { rx: 3 }), bar(rx + rw - 68, y + h1 - 38, 46, 8, C.line2))
  // Term line chart.
  const ly = y + h1 + 18
  const lh = m.y + m.h - p - ly
  d.add(card(x0, ly, w, lh, { depth: 0.5 }), bar(x0 + 20, ly + 20, 120, 11, C.ink, { opacity: 0.85 }), rect(x0 + w - 190, ly + 16, 12, 12, C.blue, { rx: 3 }), bar(x0 + w - 172, ly + 18, 50, 8, C.line2), rect(x0 + w - 106, ly + 16, 12, 12, C.grey, { rx: 3 }), bar(x0 + w - 88, ly + 18, 50, 8, C.line2))
  const lc = { x: x0 + 30, y: ly + 48, w: w - 60, h: lh - 68 }
  d.add(gridLines(lc.x, lc.y, lc.w, lc.h, 3))
  const vals = [0.22, 0.3, 0.28, 0.42, 0.5, 0.47, 0.6, 0.68, 0.72, 0.8, 0.86]
  const n = Math.max(2, Math.round(vals.length * k))
  const avg = [0.3, 0.33, 0.36, 0.4, 0.42, 0.45, 0.48, 0.5, 0.53, 0.55, 0.58]
  d.add(lineChart(d, lc.x, lc.y, lc.w, lc.h, avg, C.grey, { area: false, width: 2.5 }).replace('<path', '<path stroke-dasharray="8 8"'))
  const part = vals.slice(0, n)
  d.add(lineChart(d, lc.x, lc.y, (lc.w * (n - 1)) / (vals.length - 1), lc.h, part, C.blue, { dots: true }))
}

export function screenReport(d: Doc) {
  const box = window(d, 'blue', 11)
  inWindow(d, box, () => reportView(d, box))
}

// ------------------------------------------------------------------------------------------- resources

export function resourceView(d: Doc, box: Box) {
  const m = appShell(d, box, 5)
  const p = 22
  const x0 = m.x + p
  const w = m.w - p * 2
  let y = m.y + p
  // Filter chips.
  const chips = [88, 70, 70, 96, 70]
  let cx = x0
  chips.forEach((cw, i) => {
    d.add(rect(cx, y, cw, 34, i === 0 ? C.blue : C.white, { rx: 17, stroke: i === 0 ? 'none' : C.line2, strokeWidth: 1.5 }), bar(cx + 18, y + 13, cw - 36, 8, i === 0 ? C.white : C.muted, { opacity: i === 0 ? 1 : 0.5 }))
    cx += cw + 10
  })
  d.add(rect(x0 + w - 84, y, 84, 34, C.white, { rx: 10, stroke: C.line2, strokeWidth: 1.5 }), rect(x0 + w - 80, y + 4, 38, 26, C.blue1, { rx: 7 }), icon('grid', x0 + w - 61, y + 17, 15, C.blue), icon('list', x0 + w - 21, y + 17, 15, C.grey))
  y += 48
  const grades = [56, 56, 56, 56, 56, 56]
  let gx = x0
  grades.forEach((gw, i) => {
    d.add(rect(gx, y, gw, 28, i === 2 ? C.accentL : C.surface, { rx: 8 }), bar(gx + 14, y + 10, gw - 28, 8, i === 2 ? C.accent : C.grey, { opacity: i === 2 ? 1 : 0.5 }))
    gx += gw + 8
  })
  y += 46
  const cols = 3
  const gap = 18
  const cw = (w - gap * (cols - 1)) / cols
  const ch = (m.y + m.h - p - y - gap) / 2
  const kinds: Array<[IconName, string, string, boolean]> = [
    ['doc', C.blue, C.blue1, false],
    ['slides', C.accent, C.accentL, false],
    ['video', C.violet, C.violetL, true],
    ['video', C.teal, C.tealL, true],
    ['doc', C.red, C.redL, false],
    ['image', C.green, C.greenL, false],
  ]
  kinds.forEach(([name, c, t, video], i) => {
    const kx = x0 + (i % cols) * (cw + gap)
    const ky = y + Math.floor(i / cols) * (ch + gap)
    const th = ch * 0.56
    d.add(card(kx, ky, cw, ch, { depth: 0.6 }))
    const clip = d.clip(rect(kx, ky, cw, th + 14, '#000', { rx: 14 }))
    d.group({ clipPath: clip }, () => {
      if (video) {
        d.add(rect(kx, ky, cw, th + 14, d.lin([mix(c, '#0f1f3d', 0.45), mix(c, '#0f1f3d', 0.1)], 0, 0, 1, 1)))
        d.add(circle(kx + cw * 0.25, ky + th * 0.9, th * 0.45, C.white, { opacity: 0.08 }), circle(kx + cw * 0.8, ky + th * 0.2, th * 0.35, C.white, { opacity: 0.08 }))
        d.add(circle(kx + cw / 2, ky + th / 2 + 6, 28, C.white, { opacity: 0.95 }), path(`M${f(kx + cw / 2 - 8)} ${f(ky + th / 2 - 7)} L${f(kx + cw / 2 + 13)} ${f(ky + th / 2 + 6)} L${f(kx + cw / 2 - 8)} ${f(ky + th / 2 + 19)} Z`, c))
        d.add(rect(kx + cw - 70, ky + th - 24, 56, 24, '#000000', { rx: 6, opacity: 0.5 }), digits(kx + cw - 62, ky + th - 19, 14, '12:30', C.white, { thick: 2.4 }))
      } else {
        d.add(rect(kx, ky, cw, th + 14, t))
        d.add(rect(kx + cw / 2 - 38, ky + th / 2 - 40, 76, 92, C.white, { rx: 10 }), iconTile(name, kx + cw / 2, ky + th / 2 - 4, 48, c, t))
        d.add(bar(kx + cw / 2 - 24, ky + th / 2 + 30, 48, 6, C.line2))
      }
    })
    const by = ky + th + 28
    d.add(bar(kx + 18, by, cw * 0.7, 11, C.ink, { opacity: 0.8 }), bar(kx + 18, by + 22, cw * 0.45, 8, C.line2), rect(kx + 18, ky + ch - 38, 40, 22, t, { rx: 6 }), bar(kx + 26, ky + ch - 31, 24, 8, c, { opacity: 0.8 }), icon('download', kx + cw - 32, ky + ch - 27, 18, C.grey), icon('eye', kx + cw - 64, ky + ch - 27, 18, C.grey))
  })
}

export function screenResource(d: Doc) {
  const box = window(d, 'teal', 12)
  inWindow(d, box, () => resourceView(d, box))
}

// ----------------------------------------------------------------------------------------------- phone

export function screenPhone(d: Doc) {
  backdrop(d, 'blue', 13)
  const pw = 390
  const ph = 800
  const px = (d.w - pw) / 2
  const py = (d.h - ph) / 2 + 10
  // Decorative floating cards behind/around.
  d.add(circle(d.w / 2, d.h / 2 + 20, 330, C.blue1, { opacity: 0.6 }), circle(d.w / 2, d.h / 2 + 20, 250, C.white, { opacity: 0.5 }))
  d.add(card(px - 250, py + 150, 220, 120, { depth: 1.2 }), iconTile('trophy', px - 200, py + 210, 56, C.amber, C.amberL), bar(px - 160, py + 188, 100, 10, C.ink, { opacity: 0.8 }), digits(px - 160, py + 210, 26, '12', C.amber, { thick: 4.2 }), star(px - 100, py + 223, 11, C.amber))
  d.add(card(px + pw + 34, py + 470, 230, 118, { depth: 1.2 }), ring(px + pw + 92, py + 529, 32, 10, 0.8, C.green, C.greenL), icon('check', px + pw + 92, py + 529, 24, C.green, 3.2), bar(px + pw + 142, py + 508, 90, 10, C.ink, { opacity: 0.8 }), bar(px + pw + 142, py + 530, 60, 8, C.line2), bar(px + pw + 142, py + 548, 76, 8, C.line2))
  // Phone.
  d.add(shadow(px, py, pw, ph, 58, 2.2), rect(px, py, pw, ph, C.ink, { rx: 58 }), rect(px + 3, py + 3, pw - 6, ph - 6, 'none', { rx: 55, stroke: '#2c3b5e', strokeWidth: 2 }))
  const sx = px + 14
  const sy = py + 14
  const sw = pw - 28
  const sh = ph - 28
  const clip = d.clip(rect(sx, sy, sw, sh, '#000', { rx: 46 }))
  d.group({ clipPath: clip }, () => {
    d.add(rect(sx, sy, sw, sh, C.surface))
    d.add(rect(sx, sy, sw, 250, d.lin([C.blue, C.blue6], 0, 0, 1, 1)), circle(sx + sw - 20, sy + 40, 110, C.white, { opacity: 0.08 }))
    // Status bar.
    d.add(digits(sx + 34, sy + 18, 15, '9:41', C.white, { thick: 2.6 }), rect(sx + sw / 2 - 56, sy + 12, 112, 30, C.ink, { rx: 15 }))
    ;[0, 1, 2, 3].forEach((i) => d.add(rect(sx + sw - 92 + i * 7, sy + 32 - i * 4, 4.5, 4 + i * 4, C.white, { rx: 1.5 })))
    d.add(rect(sx + sw - 56, sy + 20, 30, 14, 'none', { rx: 4, stroke: C.white, strokeWidth: 2 }), rect(sx + sw - 53, sy + 23, 20, 8, C.white, { rx: 2 }))
    // Greeting.
    d.add(circle(sx + 46, sy + 82, 22, C.white, { opacity: 0.25 }), avatarHead(sx + 46, sy + 82, 20, 2), bar(sx + 80, sy + 70, 120, 11, C.white), bar(sx + 80, sy + 90, 80, 8, C.white, { opacity: 0.6 }), icon('bell', sx + sw - 40, sy + 82, 24, C.white, 2.2), circle(sx + sw - 32, sy + 72, 5, C.accent))
    // Progress card.
    const pcY = sy + 124
    d.add(rect(sx + 18, pcY, sw - 36, 112, C.white, { rx: 20, opacity: 0.16 }))
    d.add(ring(sx + 74, pcY + 56, 36, 11, 0.72, C.white, 'rgba(255,255,255,0.25)'), digits(sx + 58, pcY + 46, 20, '72', C.white, { thick: 3.4 }))
    d.add(bar(sx + 130, pcY + 30, 140, 11, C.white), bar(sx + 130, pcY + 52, 100, 8, C.white, { opacity: 0.6 }), progress(sx + 130, pcY + 74, sw - 180, 9, 0.72, C.accent, 'rgba(255,255,255,0.25)'))
    // Notification banner.
    const nY = sy + 262
    d.add(shadow(sx + 16, nY, sw - 32, 74, 18, 0.8), rect(sx + 16, nY, sw - 32, 74, C.white, { rx: 18 }), rect(sx + 16, nY, 6, 74, C.accent, { rx: 3 }), iconTile('bell', sx + 58, nY + 37, 42, C.accent, C.accentL), bar(sx + 92, nY + 22, 150, 10, C.ink, { opacity: 0.8 }), bar(sx + 92, nY + 42, 110, 8, C.line2), rect(sx + sw - 86, nY + 26, 52, 24, C.accent, { rx: 12 }), bar(sx + sw - 74, nY + 34, 28, 8, C.white))
    // Course cards.
    d.add(bar(sx + 22, sy + 362, 110, 12, C.ink, { opacity: 0.85 }), bar(sx + sw - 70, sy + 364, 48, 8, C.blue, { opacity: 0.6 }))
    const courses: Array<[IconName, string, string, number]> = [['code', C.violet, C.violetL, 0.8], ['robot', C.teal, C.tealL, 0.45], ['book', C.accent, C.accentL, 0.2]]
    courses.forEach(([name, c, t, frac], i) => {
      const cy = sy + 392 + i * 104
      d.add(rect(sx + 16, cy, sw - 32, 92, C.white, { rx: 18 }), rect(sx + 28, cy + 12, 68, 68, t, { rx: 14 }), icon(name, sx + 62, cy + 46, 34, c, 2.4))
      d.add(bar(sx + 110, cy + 20, 150, 10, C.ink, { opacity: 0.8 }), bar(sx + 110, cy + 40, 90, 8, C.line2), progress(sx + 110, cy + 62, sw - 176, 8, frac, c, C.line))
    })
    // Tab bar.
    const tY = sy + sh - 84
    d.add(rect(sx, tY, sw, 84, C.white), line(sx, tY, sx + sw, tY, C.line, 1.5))
    const tabs: IconName[] = ['home', 'book', 'chart', 'user']
    tabs.forEach((name, i) => {
      const tx = sx + (sw / 4) * (i + 0.5)
      d.add(icon(name, tx, tY + 30, 26, i === 0 ? C.blue : C.grey, 2.2), bar(tx - 14, tY + 52, 28, 6, i === 0 ? C.blue : C.line2))
    })
    d.add(rect(sx + sw / 2 - 60, sy + sh - 14, 120, 6, C.ink, { rx: 3 }))
  })
}

// ------------------------------------------------------------------------------------------------ live

export function liveView(d: Doc, box: Box) {
  d.add(rect(box.x, box.y, box.w, box.h, '#0f1a30'))
  // Header.
  const hh = 60
  d.add(rect(box.x, box.y, box.w, hh, C.ink), logo(box.x + 20, box.y + 14, 32), rect(box.x + 66, box.y + 17, 76, 26, C.red, { rx: 13 }), circle(box.x + 82, box.y + 30, 5, C.white), bar(box.x + 94, box.y + 26, 38, 8, C.white), bar(box.x + 160, box.y + 20, 220, 11, C.white, { opacity: 0.85 }), bar(box.x + 160, box.y + 38, 130, 7, '#8fa3c8'))
  d.add(icon('eye', box.x + box.w - 190, box.y + 30, 20, '#8fa3c8'), digits(box.x + box.w - 172, box.y + 22, 16, '1286', '#c7d2e8', { thick: 2.8 }), rect(box.x + box.w - 96, box.y + 14, 78, 32, C.accent, { rx: 16 }), icon('hand', box.x + box.w - 74, box.y + 30, 18, C.white), bar(box.x + box.w - 60, box.y + 26, 28, 8, C.white))
  const cw = 320
  const mx = box.x + 20
  const my = box.y + hh + 20
  const mw = box.w - cw - 60
  const mh = box.h - hh - 100
  // Slide.
  const sh = Math.min(mh - 20, mw * 0.72)
  d.add(rect(mx, my, mw, sh, C.white, { rx: 12 }))
  d.add(rect(mx, my, mw, 70, C.blue, { rx: 12 }), rect(mx, my + 50, mw, 20, C.blue), bar(mx + 30, my + 24, mw * 0.4, 16, C.white), bar(mx + 30, my + 48, mw * 0.25, 8, C.white, { opacity: 0.6 }))
  const chart = { x: mx + 40, y: my + 110, w: mw * 0.42, h: sh - 160 }
  d.add(gridLines(chart.x, chart.y, chart.w, chart.h, 3), bars(chart.x + 10, chart.y, chart.w - 20, chart.h, [0.35, 0.55, 0.48, 0.72, 0.9], [C.blue1, C.blue1, C.blue, C.blue, C.accent]))
  d.add(lines(mx + mw * 0.56, my + 120, mw * 0.36, 4, { h: 11, gap: 34, fill: C.line2 }))
  ;[0, 1, 2, 3].forEach((i) => d.add(rect(mx + mw * 0.56 - 22, my + 119 + i * 34, 12, 12, HUES[i]!, { rx: 3 })))
  // Presenter tile.
  const pw = 230
  const ph = 150
  const ptx = mx + mw - pw - 16
  const pty = my + sh - ph - 16
  d.add(shadow(ptx, pty, pw, ph, 12, 1, '#000000'), rect(ptx, pty, pw, ph, '#2a3b63', { rx: 12 }))
  const clip = d.clip(rect(ptx, pty, pw, ph, '#000', { rx: 12 }))
  d.group({ clipPath: clip }, () => {
    d.add(rect(ptx, pty, pw, ph, d.lin(['#3d5284', '#24355c'])))
    d.add(rect(ptx + 16, pty + 20, 70, 8, '#8a5a3c'), rect(ptx + 20, pty + 4, 10, 16, C.accent), rect(ptx + 32, pty + 8, 8, 12, C.teal), rect(ptx + 44, pty + 2, 10, 18, C.amber))
    d.add(g(`<g transform="translate(${f(ptx + pw / 2)} ${f(pty + ph + 22)}) scale(0.95)">${figureUpper()}</g>`))
  })
  d.add(rect(ptx + 10, pty + ph - 30, 30, 22, '#000000', { rx: 6, opacity: 0.45 }), icon('mic', ptx + 25, pty + ph - 19, 14, C.white, 2.4))
  // Controls.
  const cy = my + sh + 40
  const ctl: Array<[IconName, string]> = [['mic', '#2a3b63'], ['video', '#2a3b63'], ['slides', '#2a3b63'], ['chat', C.blue]]
  ctl.forEach(([name, fill], i) => {
    const cx = mx + mw / 2 - 120 + i * 64
    d.add(circle(cx, cy, 24, fill), icon(name, cx, cy, 22, C.white, 2.2))
  })
  d.add(rect(mx + mw / 2 + 140, cy - 20, 80, 40, C.red, { rx: 20 }), bar(mx + mw / 2 + 162, cy - 4, 36, 8, C.white))
  // Chat.
  const chx = box.x + box.w - cw - 20
  const chy = box.y + hh + 20
  const chh = box.h - hh - 40
  d.add(rect(chx, chy, cw, chh, C.white, { rx: 14 }))
  d.add(rect(chx + 14, chy + 14, cw - 28, 40, C.surface, { rx: 10 }), rect(chx + 18, chy + 18, (cw - 36) / 2, 32, C.white, { rx: 8 }), bar(chx + 48, chy + 30, 60, 8, C.blue), bar(chx + cw / 2 + 34, chy + 30, 60, 8, C.grey, { opacity: 0.6 }))
  const msgs = [0.8, 0.55, 0.9, 0.6, 0.7]
  let my2 = chy + 72
  msgs.forEach((k, i) => {
    const bubbleH = i === 2 ? 74 : 52
    if (my2 + bubbleH > chy + chh - 70) return
    d.add(avatarHead(chx + 34, my2 + 18, 16, i + 2))
    const q = i === 2
    d.add(rect(chx + 58, my2, (cw - 80) * k, bubbleH, q ? C.accentL : C.surface, { rx: 12 }), bar(chx + 70, my2 + 12, 50, 7, q ? C.accent : C.muted, { opacity: 0.7 }), bar(chx + 70, my2 + 28, (cw - 110) * k, 8, C.ink, { opacity: 0.45 }))
    if (q) d.add(bar(chx + 70, my2 + 44, (cw - 140) * k * 0.7, 8, C.ink, { opacity: 0.45 }), rect(chx + 58 + (cw - 80) * k - 56, my2 + bubbleH - 26, 46, 20, C.white, { rx: 10 }), icon('heart', chx + 58 + (cw - 80) * k - 42, my2 + bubbleH - 16, 12, C.pink), digits(chx + 58 + (cw - 80) * k - 32, my2 + bubbleH - 22, 12, '24', C.muted, { thick: 2 }))
    my2 += bubbleH + 16
  })
  d.add(rect(chx + 14, chy + chh - 58, cw - 28, 44, C.surface, { rx: 22 }), bar(chx + 34, chy + chh - 40, 120, 8, C.line2), circle(chx + cw - 38, chy + chh - 36, 17, C.blue), icon('send', chx + cw - 38, chy + chh - 36, 16, C.white, 2.2))
}

/** A head-and-shoulders figure for video tiles, its base at (0, 0). */
function figureUpper() {
  return (
    path('M-70 0 Q-70 -70 -30 -82 H30 Q70 -70 70 0 Z', C.blue6) +
    rect(-10, -100, 20, 24, SKIN[1], { rx: 6 }) +
    path('M-14 -82 L0 -64 L14 -82 Z', C.white) +
    circle(0, -124, 30, SKIN[1]) +
    path('M-31 -120 C-34 -160 34 -164 31 -120 C24 -138 10 -144 -4 -143 C-16 -142 -26 -134 -31 -120 Z', '#2b2b2b')
  )
}

export function screenLive(d: Doc) {
  const box = window(d, 'violet', 14)
  inWindow(d, box, () => liveView(d, box))
}
