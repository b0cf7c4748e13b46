/** Solutions and plans: learning paths as platforms and roads, the college stack, the course catalogue. */
import { tree } from './company'
import { block, hand } from './screens'
import {
  C,
  Doc,
  HUES,
  TINTS,
  type IconName,
  avatarHead,
  backdrop,
  bar,
  card,
  circle,
  digits,
  ellipse,
  f,
  figure,
  g,
  groundShadow,
  icon,
  iso,
  isoBox,
  isoPlane,
  line,
  mix,
  path,
  rect,
  shades,
  shadow,
  smooth,
  star,
} from './kit'

/** Number badge: a white circle with a seven-segment digit. */
const badge = (x: number, y: number, n: string, c: string) => shadow(x - 26, y - 26, 52, 52, 26, 0.5) + circle(x, y, 26, C.white) + circle(x, y, 21, c) + digits(x - 7, y - 13, 26, n, C.white, { thick: 4.6 })

/** A laboratory flask with liquid and bubbles, base centred on (x, y). */
function flask(x: number, y: number, s: number, liquid: string) {
  return g(
    [
      path('M-26 -170 H26 M-18 -170 V-100 L-80 -10 Q-90 10 -66 10 H66 Q90 10 80 -10 L18 -100 V-170', 'none', { stroke: C.white, strokeWidth: 14, strokeLinejoin: 'round', strokeLinecap: 'round' }),
      path('M-18 -170 V-100 L-80 -10 Q-90 10 -66 10 H66 Q90 10 80 -10 L18 -100 V-170 Z', C.white, { opacity: 0.85 }),
      path('M-52 -50 H52 L80 -10 Q90 10 66 10 H-66 Q-90 10 -80 -10 Z', liquid),
      circle(-20, -24, 9, C.white, { opacity: 0.7 }),
      circle(14, -36, 6, C.white, { opacity: 0.7 }),
      circle(30, -14, 5, C.white, { opacity: 0.7 }),
      circle(6, -120, 8, liquid, { opacity: 0.6 }),
      circle(-6, -150, 5, liquid, { opacity: 0.5 }),
    ],
    { transform: `translate(${f(x)} ${f(y)}) scale(${s})` },
  )
}

/** An upright rocket with a flame, base centred on (x, y). */
export function rocket(x: number, y: number, s: number) {
  return g(
    [
      path('M-22 0 L-14 60 L0 40 L14 60 L22 0 Z', '#fb923c'),
      path('M-12 0 L-6 34 L0 24 L6 34 L12 0 Z', '#fde68a'),
      path('M0 -190 C44 -150 54 -80 46 0 H-46 C-54 -80 -44 -150 0 -190 Z', C.white),
      path('M0 -190 C24 -170 36 -146 42 -120 H-42 C-36 -146 -24 -170 0 -190 Z', C.accent),
      path('M-46 -60 L-90 -10 L-86 20 L-46 0 Z', C.blue),
      path('M46 -60 L90 -10 L86 20 L46 0 Z', C.blue6),
      circle(0, -80, 22, C.blue7),
      circle(0, -80, 15, '#93c5fd'),
      circle(-5, -85, 5, C.white),
    ],
    { transform: `translate(${f(x)} ${f(y)}) scale(${s})` },
  )
}

// --------------------------------------------------------------------------------------------- plan AI

export function planAi(d: Doc) {
  backdrop(d, 'violet', 81)
  const s = 62
  const plats: Array<[number, number, number, string]> = [
    [240, 740, 1, C.teal],
    [600, 610, 2.4, C.violet],
    [960, 480, 3.8, C.blue],
  ]
  const tops: Array<[number, number]> = []
  plats.forEach(([cx, cy, hgt, c]) => {
    const P = iso([cx, cy], s)
    const [t, l, r] = shades(c)
    d.add(groundShadow(cx, cy + 96, 170, 0.12))
    d.add(isoBox(P, -1.6, -1.6, 0, 3.2, 3.2, hgt, t, l, r))
    d.add(g(rect(0, 0, 180, 18, C.white, { rx: 9, opacity: 0.35 }), { transform: isoPlane(P, s, 'xz', -1.3, 1.6, hgt - 0.35) }))
    tops.push(P(0, 0, hgt))
  })
  // The path that connects the levels.
  const pts: Array<[number, number]> = [[tops[0]![0] + 80, tops[0]![1] - 20], [420, tops[0]![1] - 150], [tops[1]![0] - 90, tops[1]![1] - 30], [tops[1]![0] + 90, tops[1]![1] - 40], [780, tops[1]![1] - 180], [tops[2]![0] - 90, tops[2]![1] - 30]]
  d.add(path(smooth(pts, 0.7), 'none', { stroke: C.accent, strokeWidth: 6, strokeDasharray: '2 16', strokeLinecap: 'round' }))
  for (const k of [2, 5]) {
    const [ax, ay] = pts[k]!
    d.add(circle(ax, ay, 12, C.accent), path(`M${ax - 5} ${ay - 6} l8 6 l-8 6`, 'none', { stroke: C.white, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  }
  // Level 1: a hand with sparkles (experience).
  const [x1, y1] = tops[0]!
  d.add(ellipse(x1, y1, 70, 24, '#000000', { opacity: 0.08 }), hand(x1, y1 - 110, 1.5, 'palm', '#fcd9bd'))
  d.add(star(x1 + 70, y1 - 210, 18, C.amber), star(x1 - 80, y1 - 170, 12, C.amber), star(x1 + 96, y1 - 140, 10, C.white))
  d.add(icon('sparkle', x1 + 40, y1 - 230, 48, C.amber, 2))
  // Level 2: a flask (experiment).
  const [x2, y2] = tops[1]!
  d.add(ellipse(x2, y2, 80, 26, '#000000', { opacity: 0.08 }), flask(x2, y2 - 12, 1, C.violet))
  // Level 3: a rocket (project).
  const [x3, y3] = tops[2]!
  d.add(ellipse(x3, y3, 70, 24, '#000000', { opacity: 0.08 }), rocket(x3, y3 - 64, 0.95))
  d.add(circle(x3 - 60, y3 - 10, 22, C.white, { opacity: 0.8 }), circle(x3 + 56, y3 - 6, 18, C.white, { opacity: 0.8 }), circle(x3, y3 + 4, 26, C.white, { opacity: 0.8 }))
  // Level numbers.
  d.add(badge(plats[0]![0] - 210, plats[0]![1] - 30, '1', C.teal), badge(plats[1]![0] - 210, plats[1]![1] - 100, '2', C.violet), badge(plats[2]![0] - 210, plats[2]![1] - 180, '3', C.blue))
}

// ------------------------------------------------------------------------------------ plan programming

export function planProgramming(d: Doc) {
  backdrop(d, 'green', 82)
  const road: Array<[number, number]> = [[40, 880], [220, 760], [480, 760], [720, 690], [760, 560], [560, 470], [380, 380], [460, 250], [720, 200], [960, 170], [1180, 90]]
  const curve = smooth(road, 0.7)
  d.add(path(curve, 'none', { stroke: '#b8c7dc', strokeWidth: 92, strokeLinecap: 'round', strokeLinejoin: 'round' }), path(curve, 'none', { stroke: '#dfe6f1', strokeWidth: 76, strokeLinecap: 'round', strokeLinejoin: 'round' }), path(curve, 'none', { stroke: C.white, strokeWidth: 6, strokeDasharray: '26 22', strokeLinecap: 'round' }))
  // Trees along the way.
  for (const [x, y, s, t] of [[90, 640, 0.8, 0], [1100, 420, 0.9, 1], [1000, 720, 0.8, 2], [200, 330, 0.7, 1], [620, 860, 0.7, 0]] as const) d.add(groundShadow(x, y, 50 * s), tree(x, y, s, t))
  const pad = (x: number, y: number, c: string) => ellipse(x, y + 10, 150, 44, mix(c, '#0f1f3d', 0.15)) + ellipse(x, y, 150, 44, mix(c, '#ffffff', 0.55)) + ellipse(x, y, 120, 32, mix(c, '#ffffff', 0.75))
  const flag = (x: number, y: number, c: string) => line(x, y, x, y - 120, C.ink2, 5) + path(`M${x + 2} ${y - 120} L${x + 62} ${y - 102} L${x + 2} ${y - 84} Z`, c)
  // Milestone 1: blocks.
  d.add(pad(300, 700, C.accent), flag(420, 700, C.accent))
  d.add(g([block(0, 0, 190, C.amber, { hat: true, flag: true, h: 50 }), block(0, 50, 170, C.blue, { input: true }), block(0, 94, 200, C.violet, { input: true }), block(0, 138, 140, C.pink)], { transform: 'translate(214 500) scale(0.95)' }))
  // Milestone 2: a snake-like curve of code.
  d.add(pad(860, 520, C.blue), flag(990, 520, C.blue))
  for (let i = 0; i < 8; i++) {
    const x = 790 + Math.sin(i * 0.8) * 40
    const w2 = 130 - i * 8
    d.add(rect(x, 300 + i * 26, w2 * 0.55, 16, i % 2 ? '#ffd43b' : C.blue, { rx: 8 }), rect(x + w2 * 0.6, 300 + i * 26, w2 * 0.35, 16, i % 3 ? C.teal : C.blue6, { rx: 8 }))
  }
  d.add(ellipse(800, 288, 38, 26, C.blue), circle(812, 280, 7, C.white), circle(814, 280, 3.5, C.ink))
  // Milestone 3: a tree graph.
  d.add(pad(620, 200, C.violet))
  const nodes: Array<[number, number, number?]> = [[620, 40], [560, 96, 0], [680, 96, 0], [520, 152, 1], [600, 152, 1], [720, 152, 2]]
  for (const [x, y, p] of nodes) if (p !== undefined) d.add(line(nodes[p]![0], nodes[p]![1], x, y, C.ink2, 5))
  nodes.forEach(([x, y], i) => d.add(circle(x, y, 20, i === 0 ? C.violet : i < 3 ? C.blue : C.teal), circle(x, y, 8, C.white)))
  d.add(flag(770, 200, C.violet))
  // A learner at the start.
  d.add(groundShadow(120, 842, 40), figure(120, 840, 1.05, { skin: 1, hair: 'pony', hairColor: '#1f2433', shirt: C.accent, pants: C.blue7, kid: true, pose: 'wave' }))
  d.add(badge(300, 800, '1', C.accent), badge(860, 620, '2', C.blue), badge(470, 220, '3', C.violet))
}

// -------------------------------------------------------------------------------------- plan college

export function planCollege(d: Doc) {
  backdrop(d, 'blue', 83)
  const s = 48
  const P = iso([380, 420], s)
  d.add(groundShadow(380, 760, 380, 0.1))
  d.add(isoBox(P, -0.5, -0.5, -0.4, 8, 6, 0.4, C.blue1, '#b9ccf7', '#9db8f5'))
  // Server racks.
  for (let i = 0; i < 3; i++) {
    const x = 0.3 + i * 1.9
    d.add(isoBox(P, x, 0.3, 0, 1.6, 1.6, 6, '#475569', '#1e293b', '#0f172a'))
    let leds = ''
    for (let k = 0; k < 9; k++) {
      leds += rect(12, 20 + k * 58, 136, 40, '#0b1220', { rx: 4 })
      leds += circle(28, 40 + k * 58, 6, k % 3 === 0 ? C.green : k % 3 === 1 ? '#38bdf8' : C.green, { opacity: 0.95 })
      leds += rect(46, 36 + k * 58, 60, 8, '#334155', { rx: 4 })
    }
    d.add(g(leds, { transform: isoPlane(P, s, 'xz', x, 1.9, 6) }))
  }
  // GPU chip on the floor in front.
  const chipP = iso([560, 700], 40)
  d.add(isoBox(chipP, -2, -2, 0, 4, 4, 0.3, '#16a34a', '#15803d', '#166534'))
  let pins = ''
  for (let k = 0; k < 9; k++) pins += rect(40 + k * 36, 6, 16, 24, '#fbbf24', { rx: 3 }) + rect(40 + k * 36, 370, 16, 24, '#fbbf24', { rx: 3 }) + rect(6, 40 + k * 36, 24, 16, '#fbbf24', { rx: 3 }) + rect(370, 40 + k * 36, 24, 16, '#fbbf24', { rx: 3 })
  d.add(g(pins + rect(60, 60, 280, 280, '#0f172a', { rx: 16 }) + rect(110, 110, 180, 180, d.lin(['#64748b', '#1e293b'], 0, 0, 1, 1), { rx: 10 }) + icon('sparkle', 200, 200, 110, C.white, 1.2), { transform: isoPlane(chipP, 40, 'xy', -2, -2, 0.3) }))
  // Notebook with charts (right).
  const nx = 760
  const ny = 250
  d.add(card(nx, ny, 380, 440, { depth: 1.2 }), rect(nx, ny, 380, 54, C.ink, { rx: 14 }), rect(nx, ny + 40, 380, 14, C.ink), circle(nx + 26, ny + 27, 7, '#ff6159'), circle(nx + 48, ny + 27, 7, '#ffbd2e'), circle(nx + 70, ny + 27, 7, '#28c941'), bar(nx + 100, ny + 22, 120, 10, '#8fa3c8'))
  d.add(rect(nx + 20, ny + 74, 340, 70, C.surface, { rx: 8 }), rect(nx + 20, ny + 74, 6, 70, C.blue, { rx: 3 }), bar(nx + 40, ny + 90, 120, 10, C.violet, { opacity: 0.7 }), bar(nx + 170, ny + 90, 80, 10, C.blue, { opacity: 0.7 }), bar(nx + 60, ny + 114, 160, 10, C.teal, { opacity: 0.7 }))
  const cx = nx + 40
  const cy = ny + 170
  d.add(line(cx, cy + 150, cx + 300, cy + 150, C.line2, 2), line(cx, cy, cx, cy + 150, C.line2, 2))
  ;[0.3, 0.5, 0.45, 0.7, 0.85, 0.6].forEach((v, i) => d.add(rect(cx + 16 + i * 46, cy + 150 - v * 130, 30, v * 130, i === 4 ? C.accent : C.blue1, { rx: 4 })))
  d.add(path(smooth([[cx + 10, cy + 120], [cx + 80, cy + 100], [cx + 150, cy + 70], [cx + 220, cy + 40], [cx + 290, cy + 20]]), 'none', { stroke: C.blue, strokeWidth: 4, strokeLinecap: 'round' }))
  d.add(rect(nx + 20, ny + 350, 340, 66, C.surface, { rx: 8 }), rect(nx + 20, ny + 350, 6, 66, C.green, { rx: 3 }), bar(nx + 40, ny + 366, 160, 10, C.pink, { opacity: 0.7 }), bar(nx + 40, ny + 390, 110, 10, C.blue, { opacity: 0.7 }))
  // Graduation cap (top right).
  d.add(g([path('M0 -40 L120 0 L0 40 L-120 0 Z', C.ink), path('M-70 18 V60 Q0 94 70 60 V18 L0 40 Z', '#1e293b'), line(0, 0, 100, 30, C.accent, 5), line(100, 30, 100, 90, C.accent, 5), circle(100, 96, 10, C.accent)], { transform: 'translate(960 130) rotate(-8)' }))
  // Data lines.
  d.add(path(`M${P(5.6, 0.5, 5)[0]} ${P(5.6, 0.5, 5)[1]} C 640 240 700 300 ${nx} ${ny + 120}`, 'none', { stroke: C.blue, strokeWidth: 4, strokeDasharray: '3 12', strokeLinecap: 'round' }), path(`M${nx + 300} ${ny} C ${nx + 300} 200 940 210 950 180`, 'none', { stroke: C.accent, strokeWidth: 4, strokeDasharray: '3 12', strokeLinecap: 'round' }))
  d.add(circle(P(5.6, 0.5, 5)[0], P(5.6, 0.5, 5)[1], 8, C.blue))
}

// ----------------------------------------------------------------------------------- academy courses

export function academyCourses(d: Doc) {
  backdrop(d, 'blue', 84)
  const tabs = [110, 90, 90, 110, 90]
  let tx = 60
  tabs.forEach((tw, i) => {
    d.add(rect(tx, 54, tw, 42, i === 0 ? C.blue : C.white, { rx: 21, stroke: i ? C.line2 : 'none', strokeWidth: 1.5 }), bar(tx + 22, 71, tw - 44, 9, i ? C.muted : C.white, { opacity: i ? 0.45 : 1 }))
    tx += tw + 12
  })
  d.add(rect(880, 54, 260, 42, C.white, { rx: 21, stroke: C.line2, strokeWidth: 1.5 }), icon('search', 906, 75, 18, C.grey), bar(926, 71, 120, 9, C.line2))
  const cw = 330
  const ch = 350
  const gap = 35
  const courses: Array<[IconName, number]> = [['code', 1], ['robot', 2], ['chart', 3], ['sparkle', 2], ['grid', 1], ['cap', 3]]
  courses.forEach(([name, level], i) => {
    const x = 60 + (i % 3) * (cw + gap)
    const y = 126 + Math.floor(i / 3) * (ch + 30)
    const c = HUES[i % HUES.length]!
    const t = TINTS[i % TINTS.length]!
    d.add(card(x, y, cw, ch, { depth: 0.9, rx: 18 }))
    const clip = d.clip(rect(x, y, cw, 180, '#000', { rx: 18 }))
    d.group({ clipPath: clip }, () => {
      d.add(rect(x, y, cw, 180, d.lin([mix(c, '#ffffff', 0.15), mix(c, '#0f1f3d', 0.15)], 0, 0, 1, 1)))
      d.add(circle(x + cw - 40, y + 30, 90, C.white, { opacity: 0.12 }), circle(x + 30, y + 170, 70, C.white, { opacity: 0.1 }))
    })
    d.add(icon(name, x + cw / 2, y + 92, 84, C.white, 2))
    d.add(rect(x + 14, y + 14, 74, 28, C.white, { rx: 14, opacity: 0.92 }), ...[0, 1, 2].map((k) => circle(x + 32 + k * 19, y + 28, 6, k < level ? c : C.line2)))
    d.add(shadow(x + cw - 70, y + 150, 52, 52, 26, 0.5), circle(x + cw - 44, y + 176, 26, C.white), path(`M${x + cw - 52} ${y + 164} L${x + cw - 32} ${y + 176} L${x + cw - 52} ${y + 188} Z`, c, { stroke: c, strokeWidth: 3, strokeLinejoin: 'round' }))
    d.add(bar(x + 20, y + 212, cw * 0.7, 13, C.ink, { opacity: 0.8 }), bar(x + 20, y + 236, cw * 0.45, 13, C.ink, { opacity: 0.8 }))
    d.add(icon('clock', x + 30, y + 280, 18, C.grey), bar(x + 46, y + 276, 50, 8, C.line2), icon('users', x + 126, y + 280, 18, C.grey), bar(x + 142, y + 276, 40, 8, C.line2))
    d.add(line(x + 20, y + 304, x + cw - 20, y + 304, C.line, 1.5), avatarHead(x + 38, y + 328, 14, i), bar(x + 60, y + 324, 70, 8, C.muted, { opacity: 0.5 }), rect(x + cw - 90, y + 316, 70, 24, t, { rx: 12 }), bar(x + cw - 76, y + 324, 42, 8, c))
  })
}
