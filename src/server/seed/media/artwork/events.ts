/** Events and competitions: scenes with simple figures (classes, camps, seminars, expos, stages). */
import { screenUi, wallWindow } from './people'
import { WORKS } from './works'
import {
  C,
  Doc,
  HUES,
  type Person,
  bar,
  circle,
  codeLines,
  confetti,
  digits,
  ellipse,
  f,
  figure,
  g,
  laptopBack,
  laptopFront,
  line,
  logo,
  mix,
  path,
  plant,
  poly,
  PYTHON,
  rect,
  rng,
  room,
  seatedBack,
  seatedFront,
  shadow,
  star,
  starPath,
  table,
} from './kit'

/** A person seen from behind, seated: shoulders and head above `seatY`, a chair back over the hips. */
function backRow(d: Doc, x: number, seatY: number, s: number, p: Person, chair: string = C.blue) {
  const clip = d.clip(rect(x - 120 * s, seatY - 220 * s, 240 * s, 220 * s, '#000'))
  d.add(g(figure(x, seatY + 66 * s, s, { ...p, back: true }), { clipPath: clip }))
  d.add(rect(x - 30 * s, seatY - 34 * s, 60 * s, 40 * s, chair, { rx: 8 * s }), rect(x - 30 * s, seatY - 34 * s, 60 * s, 8 * s, mix(chair, '#ffffff', 0.25), { rx: 4 * s }))
}

const hairs = ['short', 'pony', 'curly', 'bob', 'side', 'long', 'bun', 'buzz'] as const

function personAt(i: number, extra: Partial<Person> = {}): Person {
  return { skin: (i * 3) % 5, hair: hairs[i % hairs.length], shirt: HUES[(i * 2 + 1) % HUES.length], ...extra }
}

/** A big dark screen with code (on a wall). */
function codeScreen(x: number, y: number, w: number, h: number, frame: string = C.ink) {
  return rect(x - 10, y - 10, w + 20, h + 20, frame, { rx: 12 }) + rect(x, y, w, h, '#111c33', { rx: 6 }) + codeLines(x + 20, y + 18, PYTHON.slice(0, Math.floor((h - 30) / (30 * (w / 600)))), { scale: w / 600, numbers: true })
}

// ------------------------------------------------------------------------------------- open class

export function eventOpenClass(d: Doc) {
  const { w, h } = d
  // One-point perspective room: ceiling, side walls, floor, front wall.
  d.add(rect(0, 0, w, h, '#e8eefa'))
  d.add(poly([[0, 0], [w, 0], [990, 70], [210, 70]], '#f6f8fd'), poly([[0, 0], [210, 70], [210, 470], [0, 760]], '#dfe7f6'), poly([[w, 0], [990, 70], [990, 470], [w, 760]], '#dfe7f6'))
  d.add(poly([[210, 470], [990, 470], [w, 760], [w, h], [0, h], [0, 760]], '#eadfcf'))
  for (let i = 1; i < 8; i++) d.add(line(210 + (780 * i) / 8, 470, (w * i) / 8 - 0, h, '#dccdb8', 2))
  d.add(rect(210, 70, 780, 400, '#f1f5fd'), rect(210, 462, 780, 10, '#d5deef'))
  d.add(poly([[40, 150], [150, 120], [150, 330], [40, 390]], C.white), poly([[52, 162], [140, 136], [140, 320], [52, 374]], '#cfe9ff'))
  // Big screen with code blocks and the teacher.
  d.add(codeScreen(420, 120, 400, 240))
  d.add(figure(355, 478, 1.2, { skin: 2, hair: 'bun', hairColor: '#1f2433', shirt: C.blue, pants: C.ink2, pose: 'present' }))
  d.add(rect(870, 320, 90, 150, '#cbd5e1', { rx: 6 }), rect(880, 330, 70, 24, C.white, { rx: 4 }))
  // Students from behind, three rows getting closer.
  const rows: Array<[number, number, number[]]> = [
    [560, 0.82, [330, 440, 560, 680, 800]],
    [680, 1.1, [270, 420, 580, 740, 900]],
    [850, 1.45, [200, 410, 640, 860]],
  ]
  rows.forEach(([seatY, s, xs], r) => {
    d.add(rect(xs[0]! - 80 * s, seatY - 60 * s, xs[xs.length - 1]! - xs[0]! + 160 * s, 16 * s, '#c8a77f', { rx: 4 }))
    xs.forEach((x, i) => {
      if (r === 0 || i % 2 === 0) d.add(laptopFront(x + 6 * s, seatY - 60 * s, 56 * s, HUES[(i + r) % HUES.length]!))
      backRow(d, x, seatY, s, personAt(i + r * 5), r % 2 ? C.teal : C.blue)
    })
  })
  // Visiting teachers on the right.
  d.add(figure(1020, 770, 1.7, { skin: 1, hair: 'side', hairColor: '#1f2433', shirt: C.violet, pants: C.ink2, pose: 'hold', holds: 'clipboard', badge: C.accent }, true))
  d.add(figure(1125, 820, 1.85, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: '#475569', pants: C.ink, pose: 'hold', holds: 'book', badge: C.accent }, true))
}

// ------------------------------------------------------------------------------------- summer camp

export function eventSummerCamp(d: Doc) {
  room(d, 600, '#fff3e2', '#f3dcc0')
  d.add(wallWindow(60, 60, 300, 230), wallWindow(840, 60, 300, 230))
  // Bunting.
  let flags = ''
  for (let i = 0; i < 16; i++) {
    const x = 20 + i * 74
    const y = 22 + Math.sin((i / 15) * Math.PI) * 40
    flags += poly([[x, y], [x + 56, y + 3], [x + 28, y + 52]], HUES[(i + 2) % HUES.length]!)
  }
  d.add(path('M10 20 Q600 100 1190 20', 'none', { stroke: C.muted, strokeWidth: 3 }), flags)
  // Three booths with posters, tables and a student showing a laptop.
  const booths: Array<[number, string, string]> = [[70, C.blue, C.blue1], [450, C.accent, C.accentL], [830, C.teal, C.tealL]]
  booths.forEach(([x, c, t], i) => {
    d.add(shadow(x, 300, 300, 290, 12, 0.6), rect(x, 300, 300, 290, C.white, { rx: 12 }), rect(x, 300, 300, 50, c, { rx: 12 }), rect(x, 330, 300, 20, c))
    d.add(rect(x + 20, 368, 150, 110, t, { rx: 8 }))
    if (i === 0) d.add(path(`M${x + 34} 456 l30 -40 l24 24 l30 -50 l26 34`, 'none', { stroke: c, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' }))
    if (i === 1) d.add(circle(x + 95, 423, 38, c), star(x + 95, 423, 22, C.white))
    if (i === 2) d.add(...[0, 1, 2, 3].map((k) => rect(x + 38 + k * 30, 462 - (k + 1) * 20, 20, (k + 1) * 20, c, { rx: 3 })))
    d.add(bar(x + 186, 376, 90, 12, C.ink, { opacity: 0.6 }), bar(x + 186, 400, 70, 9, C.line2), bar(x + 186, 420, 80, 9, C.line2), bar(x + 186, 440, 60, 9, C.line2), rect(x + 20, 500, 260, 60, t, { rx: 8, opacity: 0.6 }), bar(x + 36, 516, 180, 10, c, { opacity: 0.5 }), bar(x + 36, 536, 120, 10, c, { opacity: 0.3 }))
    d.add(table(x + 10, 620, 280, 760, c, mix(c, '#0f1f3d', 0.2)))
    d.add(laptopFront(x + 200, 622, 110, '#111c33', screenUi(x + 200 - 50, 622 - 68 + 6, 100, 56, c)))
  })
  // Students presenting with laptops and visitors.
  d.add(figure(300, 860, 1.55, personAt(1, { kid: true, pose: 'hold', holds: 'laptop', badge: C.blue, pants: C.ink2 })))
  d.add(figure(690, 850, 1.6, personAt(4, { kid: true, pose: 'wave', badge: C.accent, pants: C.blue7 })))
  d.add(figure(1060, 860, 1.55, personAt(6, { kid: true, pose: 'hold', holds: 'tablet', badge: C.teal, pants: C.ink2 })))
  d.add(figure(520, 900, 1.9, { skin: 2, hair: 'long', hairColor: '#3b2a20', shirt: C.violet, pants: C.ink2, back: true }))
  d.add(figure(900, 900, 1.95, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: '#475569', pants: C.ink, back: true }))
}

// ---------------------------------------------------------------------------------------- seminar

export function eventSeminar(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, d.lin(['#1b2b4d', '#0f1f3d'])))
  d.add(rect(0, 0, w, 40, '#0b1630'), ...[0, 1, 2, 3, 4].map((i) => circle(140 + i * 230, 40, 10, '#fef3c7')))
  d.add(...[0, 1, 2, 3, 4].map((i) => path(`M${140 + i * 230} 40 L${80 + i * 230} 560 H${200 + i * 230} Z`, '#fef3c7', { opacity: 0.05 })))
  // Banner and the slide.
  d.add(rect(380, 70, 700, 46, C.blue, { rx: 8 }), logo(396, 78, 30), bar(440, 88, 300, 12, C.white, { opacity: 0.9 }))
  d.add(rect(380, 130, 700, 400, C.white, { rx: 8 }), rect(380, 130, 700, 60, '#eef4ff', { rx: 8 }), bar(410, 152, 280, 16, C.ink, { opacity: 0.8 }))
  ;[0.35, 0.55, 0.45, 0.75, 0.9].forEach((v, i) => d.add(rect(420 + i * 56, 490 - v * 260, 40, v * 260, i === 4 ? C.accent : C.blue, { rx: 6 })))
  d.add(line(410, 492, 720, 492, C.line2, 3))
  d.add(circle(880, 340, 110, C.blue1), path('M880 340 L880 230 A110 110 0 0 1 985 372 Z', C.blue), path('M880 340 L985 372 A110 110 0 0 1 830 438 Z', C.teal), path('M880 340 L830 438 A110 110 0 0 1 808 258 Z', C.accent), circle(880, 340, 48, C.white))
  // Stage, lectern, speaker.
  d.add(poly([[0, 560], [w, 560], [w, 610], [0, 610]], '#2a3b63'), rect(0, 560, w, 8, '#3d5284'))
  d.add(figure(200, 560, 1.45, { skin: 1, hair: 'side', hairColor: '#1f2433', shirt: C.white, pants: C.ink, pose: 'present', badge: C.blue }))
  d.add(path('M140 430 H290 L276 560 H154 Z', '#e2e8f0'), rect(134, 420, 162, 20, C.white, { rx: 4 }), logo(196, 470, 40), line(230, 420, 250, 384, C.ink2, 4), circle(252, 380, 6, C.ink2))
  d.add(plant(340, 560, 1.1, C.blue), plant(1150, 560, 1.2, C.blue))
  // Audience seen from behind.
  const r = rng(51)
  const rows: Array<[number, number, number]> = [[700, 0.95, 9], [800, 1.2, 7], [930, 1.5, 6]]
  rows.forEach(([seatY, s, n], ri) => {
    for (let i = 0; i < n; i++) {
      const x = (w / n) * (i + 0.5) + (ri % 2 ? 30 : -20)
      backRow(d, x, seatY, s, personAt(i + ri * 3 + Math.floor(r() * 3), { shirt: ['#334155', C.blue7, '#475569', C.teal, C.violet][(i + ri) % 5] }), '#23345a')
    }
  })
}

// ------------------------------------------------------------------------------------------- expo

export function eventExpo(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, d.lin(['#f4f6fb', '#e3e8f2'])))
  // Ceiling truss.
  let truss = 'M0 40 H1200 M0 80 H1200'
  for (let x = 0; x < w; x += 40) truss += `M${x} 40 L${x + 40} 80 M${x + 40} 40 L${x} 80`
  d.add(path(truss, 'none', { stroke: '#9aa8c0', strokeWidth: 3 }))
  d.add(line(600, 80, 600, 110, '#9aa8c0', 3), rect(420, 110, 360, 60, C.accent, { rx: 8 }), bar(470, 134, 260, 14, C.white))
  // Booth floor and back wall.
  d.add(poly([[80, 700], [1120, 700], [1200, 860], [0, 860]], '#c9d8ff'), rect(0, 860, w, 40, '#b7c8f3'))
  d.add(shadow(100, 200, 1000, 500, 10, 1), rect(100, 200, 1000, 500, C.blue6, { rx: 10 }), rect(100, 200, 1000, 80, C.blue7, { rx: 10 }), rect(100, 270, 1000, 10, C.blue7), logo(130, 214, 52), bar(200, 230, 240, 18, C.white), bar(200, 256, 150, 10, C.white, { opacity: 0.6 }))
  // Screens.
  for (const [x, accent] of [[200, C.accent], [560, C.teal]] as const) {
    d.add(rect(x, 320, 320, 190, C.ink, { rx: 10 }), rect(x + 10, 330, 300, 170, '#f5f7fb', { rx: 4 }), rect(x + 10, 330, 60, 170, C.ink2, { rx: 4 }), rect(x + 80, 344, 220, 40, accent, { rx: 6, opacity: 0.85 }), rect(x + 80, 394, 104, 90, C.white, { rx: 6 }), rect(x + 194, 394, 106, 90, C.white, { rx: 6 }), bar(x + 94, 410, 70, 8, C.line2), bar(x + 208, 410, 70, 8, C.line2))
    d.add(...[0.4, 0.7, 0.55].map((v, i) => rect(x + 96 + i * 24, 476 - v * 50, 16, v * 50, C.blue, { rx: 3 })))
  }
  // Robot display on a pedestal (right).
  d.add(ellipse(960, 700, 110, 22, C.white), rect(850, 560, 220, 140, C.white), ellipse(960, 560, 110, 22, '#f1f5f9'))
  d.add(g([rect(-50, -200, 100, 120, C.white, { rx: 30 }), rect(-38, -180, 76, 50, C.ink, { rx: 20 }), circle(-16, -155, 9, '#5eead4'), circle(16, -155, 9, '#5eead4'), rect(-60, -76, 120, 130, C.white, { rx: 36 }), circle(0, -20, 18, C.blue), rect(-90, -70, 26, 100, '#e2e8f0', { rx: 13 }), rect(64, -110, 26, 80, '#e2e8f0', { rx: 13, transform: 'rotate(20 77 -70)' }), rect(-40, 54, 30, 40, '#cbd5e1', { rx: 10 }), rect(10, 54, 30, 40, '#cbd5e1', { rx: 10 }), line(0, -200, 0, -230, C.ink2, 5), circle(0, -236, 9, C.accent)], { transform: 'translate(960 466)' }))
  // Counter with brochures and lanyards.
  d.add(figure(330, 640, 1.6, { skin: 0, hair: 'pony', hairColor: '#1f2433', shirt: C.white, pants: C.ink, pose: 'hold', badge: C.blue6 }))
  d.add(rect(160, 600, 340, 180, C.white, { rx: 10 }), rect(160, 600, 340, 22, '#e2e8f0', { rx: 8 }), rect(160, 690, 340, 20, C.blue), logo(300, 636, 44))
  d.add(rect(190, 570, 60, 34, C.accent, { rx: 3 }), rect(196, 562, 60, 34, C.accentL, { rx: 3 }), rect(420, 560, 8, 44, '#94a3b8'), path('M400 560 Q424 600 448 560 M404 560 Q424 590 444 560', 'none', { stroke: C.blue, strokeWidth: 4 }), rect(410, 590, 16, 20, C.white, { rx: 2, stroke: C.blue, strokeWidth: 2 }))
  // Visitors with lanyards.
  d.add(figure(640, 870, 1.9, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: C.teal, pants: C.ink2, badge: C.accent, pose: 'down' }))
  d.add(figure(780, 880, 1.95, { skin: 1, hair: 'bob', hairColor: '#6b4226', shirt: C.violet, pants: C.ink2, badge: C.accent, pose: 'hold', holds: 'book' }))
  d.add(figure(1090, 890, 1.9, { skin: 4, hair: 'scarf', hairColor: C.pink, shirt: C.amber, pants: C.ink2, badge: C.accent, pose: 'point' }, true))
}

// ---------------------------------------------------------------------------------------- parents

/** A tablet lying on a table, screen up, with coloured blocks on it. */
function tabletFlat(x: number, y: number, w: number, accent: string) {
  const h = w * 0.42
  return (
    poly([[x, y + h], [x + w * 0.12, y], [x + w * 1.02, y], [x + w * 0.92, y + h]], C.ink2) +
    poly([[x + w * 0.06, y + h - 6], [x + w * 0.15, y + 6], [x + w * 0.96, y + 6], [x + w * 0.87, y + h - 6]], '#f5f7fb') +
    poly([[x + w * 0.2, y + h * 0.3], [x + w * 0.5, y + h * 0.3], [x + w * 0.48, y + h * 0.45], [x + w * 0.18, y + h * 0.45]], accent) +
    poly([[x + w * 0.24, y + h * 0.5], [x + w * 0.6, y + h * 0.5], [x + w * 0.58, y + h * 0.65], [x + w * 0.22, y + h * 0.65]], C.violet) +
    poly([[x + w * 0.28, y + h * 0.7], [x + w * 0.52, y + h * 0.7], [x + w * 0.5, y + h * 0.85], [x + w * 0.26, y + h * 0.85]], C.teal) +
    poly([[x + w * 0.62, y + h * 0.25], [x + w * 0.86, y + h * 0.25], [x + w * 0.82, y + h * 0.8], [x + w * 0.58, y + h * 0.8]], '#bfe3ff')
  )
}

/** A toy block (a small cube in front view). */
const cube = (x: number, y: number, s: number, c: string) => rect(x, y - s, s, s, c, { rx: 6 }) + rect(x, y - s, s, s * 0.25, mix(c, '#ffffff', 0.3), { rx: 6 }) + circle(x + s / 2, y - s * 0.45, s * 0.14, mix(c, '#0f1f3d', 0.25))

export function eventParents(d: Doc) {
  room(d, 560, '#fdf2f8', '#f1e4dc')
  // Children's drawings on the wall.
  const r = rng(52)
  for (let i = 0; i < 6; i++) {
    const x = 70 + i * 185
    const y = 80 + (i % 2) * 40
    d.add(rect(x, y, 130, 100, C.white, { rx: 4, transform: `rotate(${f(r() * 8 - 4)} ${x + 65} ${y + 50})` }))
    d.add(circle(x + 40, y + 40, 18, HUES[i % HUES.length]!), path(`M${x + 20} ${y + 86} Q${x + 60} ${y + 50} ${x + 110} ${y + 80}`, 'none', { stroke: HUES[(i + 3) % HUES.length]!, strokeWidth: 6, strokeLinecap: 'round' }), rect(x + 55, y - 8, 20, 14, '#fde68a', { opacity: 0.8 }))
  }
  // Two tables: a parent and a child behind each.
  const tables: Array<[number, Person, Person]> = [
    [80, { skin: 1, hair: 'long', hairColor: '#3b2a20', shirt: C.violet }, { skin: 1, hair: 'pony', hairColor: '#3b2a20', shirt: C.amber, kid: true }],
    [640, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: C.blue }, { skin: 3, hair: 'curly', hairColor: '#1f2433', shirt: C.green, kid: true }],
  ]
  tables.forEach(([x, parent, child], i) => {
    seatedFront(d, x + 150, 560, 1.8, { ...parent, pose: 'type' })
    seatedFront(d, x + 340, 600, 1.35, { ...child, pose: i ? 'cheer' : 'type' })
    d.add(table(x, 560, 480, 780, '#ffffff', '#e4d3c4'))
    d.add(tabletFlat(x + 170, 520, 170, HUES[i * 2]!))
    d.add(cube(x + 40, 578, 44, C.red), cube(x + 86, 578, 44, C.blue), cube(x + 62, 534, 44, C.amber), cube(x + 370, 578, 40, C.green), cube(x + 412, 578, 40, C.pink), cube(x + 390, 538, 40, C.teal))
  })
  // A rug and a child in front holding a block.
  d.add(ellipse(600, 880, 300, 50, C.blue1), ellipse(600, 880, 220, 34, '#fbcfe8'), ellipse(600, 880, 140, 20, '#fde68a'))
  d.add(figure(600, 880, 1.4, { skin: 0, hair: 'bun', hairColor: '#6b4226', shirt: C.pink, pants: C.blue7, kid: true, pose: 'hold' }))
  d.add(cube(578, 770, 44, C.amber))
}

// --------------------------------------------------------------------------------------- hackathon

export function eventHackathon(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, d.lin(['#0b1226', '#1b2550'])))
  // Night windows with a skyline.
  for (const x of [40, 360]) {
    d.add(rect(x, 60, 290, 300, '#0f1a3a', { rx: 8, stroke: '#2a3b6b', strokeWidth: 8 }))
    const r = rng(x)
    for (let i = 0; i < 16; i++) d.add(circle(x + 20 + r() * 250, 80 + r() * 140, 1.5 + r() * 1.5, C.white, { opacity: 0.7 }))
    let sky = `M${x + 4} 356`
    for (let k = 0; k < 7; k++) sky += `V${f(240 + r() * 70)}H${x + 4 + (k + 1) * 40.5}`
    d.add(path(sky + `V356Z`, '#1c2a55'))
  }
  d.add(circle(290, 110, 26, '#fef3c7'), circle(302, 102, 22, '#0f1a3a'))
  // Countdown clock.
  d.add(rect(700, 70, 440, 140, '#070b18', { rx: 16, stroke: '#2a3b6b', strokeWidth: 4 }), rect(700, 70, 440, 140, C.accent, { rx: 16, opacity: 0.06 }))
  d.add(digits(730, 100, 80, '05:42:17', '#ff8a1f', { thick: 11, dim: '#2a1a10' }))
  // Sticky-note board.
  d.add(rect(700, 240, 440, 220, '#24325e', { rx: 10 }))
  const notes = ['#fde68a', '#fbcfe8', '#a7f3d0', '#bfdbfe', '#fed7aa']
  const r = rng(53)
  for (let i = 0; i < 15; i++) {
    const x = 720 + (i % 5) * 84
    const y = 256 + Math.floor(i / 5) * 66
    d.add(rect(x, y, 62, 54, notes[(i * 3) % notes.length]!, { rx: 3, transform: `rotate(${f(r() * 10 - 5)} ${x + 31} ${y + 27})` }))
  }
  // Pendant lamps.
  for (const x of [250, 600, 950]) d.add(line(x, 0, x, 40, '#475569', 3), path(`M${x - 40} 70 Q${x} 20 ${x + 40} 70 Z`, '#334155'), path(`M${x - 38} 70 L${x - 180} 560 H${x + 180} L${x + 38} 70 Z`, '#fde68a', { opacity: 0.06 }), ellipse(x, 72, 22, 6, '#fde68a'))
  // Floor.
  d.add(rect(0, 600, w, h - 600, '#141c3a'))
  // Two teams at tables, lit by laptops.
  const teams: Array<[number, Person[], Person]> = [
    [90, [personAt(1), personAt(4)], personAt(6)],
    [640, [personAt(2), personAt(5)], personAt(3)],
  ]
  teams.forEach(([x, behind, front], t) => {
    behind.forEach((p, i) => seatedFront(d, x + 130 + i * 200, 600, 1.55, { ...p, pose: 'type' }))
    behind.forEach((_, i) => d.add(circle(x + 130 + i * 200, 540, 90, '#60a5fa', { opacity: 0.12 })))
    d.add(table(x, 610, 470, 800, '#334155', '#1e293b'))
    behind.forEach((_, i) => d.add(laptopBack(x + 150 + i * 200, 612, 120, '#cbd5e1')))
    d.add(rect(x + 240, 586, 30, 26, HUES[t + 2]!, { rx: 4 }), rect(x + 20, 600, 60, 12, '#fde68a', { rx: 2 }))
    d.add(laptopFront(x + 330, 700, 130, '#0b1220', codeLines(x + 276, 628, PYTHON.slice(0, 6), { scale: 0.3, numbers: false })))
    seatedBack(d, x + 240, 860, 1.6, front, '#334155')
  })
}

// ---------------------------------------------------------------------------------- competition stage

/** A trophy cup, its base centred on (x, y), `s` times 100 px tall. */
export function trophy(x: number, y: number, s: number) {
  return g(
    [
      path('M-40 -100 H40 V-72 A40 40 0 0 1 -40 -72 Z', '#f5c842'),
      path('M-40 -92 H-58 Q-60 -62 -34 -58 M40 -92 H58 Q60 -62 34 -58', 'none', { stroke: '#f5c842', strokeWidth: 8 }),
      rect(-8, -34, 16, 18, '#e0a820'),
      rect(-28, -18, 56, 18, '#b7791f', { rx: 4 }),
      path('M-24 -96 H-10 V-70 Q-12 -54 -24 -64 Z', '#fff2b3', { opacity: 0.6 }),
      path(starPath(0, -72, 14, 6), '#fff7d6'),
    ],
    { transform: `translate(${f(x)} ${f(y)}) scale(${s})` },
  )
}

export function competitionStage(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, d.lin(['#0f1f3d', '#1a3fb0'])))
  // Screen with code.
  d.add(codeScreen(330, 70, 540, 300, '#24365f'))
  // Spotlights.
  for (const [x, tx] of [[60, 420], [1140, 780], [600, 600]] as const) d.add(path(`M${x - 20} 0 L${tx - 160} 800 H${tx + 160} L${x + 20} 0 Z`, '#ffffff', { opacity: 0.06 }))
  // Stage floor.
  d.add(rect(0, 790, w, 110, '#0b1630'), rect(0, 780, w, 14, '#2f6bff', { opacity: 0.6 }))
  // Podium.
  const step = (x: number, top: number, c: string, n: string) => rect(x, top, 200, 790 - top, c) + rect(x, top, 200, 16, mix(c, '#ffffff', 0.3)) + digits(x + 82, top + 40, 56, n, C.white, { thick: 9 })
  d.add(step(300, 640, C.blue6, '2'), step(700, 680, C.blue7, '3'), step(500, 580, C.blue, '1'))
  // Winners with medals; the champion lifts the trophy.
  const medal = (x: number, y: number, s: number, c: string) => path(`M${f(x - 10 * s)} ${f(y - 40 * s)} L${f(x)} ${f(y)} L${f(x + 10 * s)} ${f(y - 40 * s)}`, 'none', { stroke: C.red, strokeWidth: 4 * s }) + circle(x, y + 4 * s, 9 * s, c)
  d.add(figure(400, 640, 1.35, { skin: 1, hair: 'pony', hairColor: '#1f2433', shirt: C.teal, pants: C.ink2, kid: true, pose: 'wave' }), medal(400, 640 - 100 * 1.35, 1.35, '#cbd5e1'))
  d.add(figure(800, 680, 1.3, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: C.violet, pants: C.ink2, kid: true, pose: 'wave' }, true), medal(800, 680 - 100 * 1.3, 1.3, '#d97706'))
  d.add(figure(600, 580, 1.45, { skin: 0, hair: 'curly', hairColor: '#3b2a20', shirt: C.accent, pants: C.ink2, kid: true, pose: 'cheer' }), medal(600, 580 - 100 * 1.45, 1.45, '#f5c842'))
  d.add(trophy(600, 580 - 160 * 1.45, 1.25))
  d.add(circle(600, 580 - 215 * 1.45, 120, '#fde68a', { opacity: 0.12 }))
  // Confetti and an audience silhouette.
  d.add(confetti(rng(54), { x: 0, y: 0, w, h: 760 }, 110, [C.accent, C.amber, C.pink, C.teal, '#ffffff', '#5b8cff']))
  for (let i = 0; i < 9; i++) d.add(circle(70 + i * 135, 880, 46, '#070d1d'), rect(20 + i * 135, 900, 100, 40, '#070d1d', { rx: 30 }))
}

// ----------------------------------------------------------------------------------- works on a wall

/** A rosette badge with ribbons. */
function rosette(x: number, y: number, c: string) {
  return path(`M${x - 14} ${y + 10} L${x - 26} ${y + 58} L${x - 10} ${y + 48} L${x} ${y + 64} L${x + 4} ${y + 14} Z M${x + 14} ${y + 10} L${x + 26} ${y + 58} L${x + 10} ${y + 48} L${x} ${y + 64} L${x - 4} ${y + 14} Z`, C.red) + path(starPath(x, y, 30, 25, 14), c) + circle(x, y, 20, mix(c, '#ffffff', 0.3)) + path(starPath(x, y, 10, 4.5), mix(c, '#0f1f3d', 0.35))
}

export function competitionWorks(d: Doc) {
  room(d, 700, '#f1ede6', '#ddd3c4')
  const fw = 300
  const fh = 225
  const slots: Array<[number, number]> = [[110, 110], [450, 110], [790, 110], [110, 420], [450, 420], [790, 420]]
  const badges: Record<number, string> = { 0: '#f5c842', 2: '#cbd5e1', 4: '#e08a3c' }
  slots.forEach(([x, y], i) => {
    d.add(rect(x + 100, y - 34, 100, 10, C.ink2, { rx: 5 }), path(`M${x + 110} ${y - 24} L${x + 40} ${y + 80} H${x + 260} L${x + 190} ${y - 24} Z`, '#fff7d6', { opacity: 0.35 }))
    d.add(shadow(x - 14, y - 14, fw + 28, fh + 28, 6, 1), rect(x - 14, y - 14, fw + 28, fh + 28, C.ink2, { rx: 6 }), rect(x - 6, y - 6, fw + 12, fh + 12, '#334155', { rx: 3 }))
    const clip = d.clip(rect(x, y, fw, fh, '#000'))
    d.group({ clipPath: clip }, () => {
      d.group({ transform: `translate(${x} ${y}) scale(${fw / 1200})` }, () => WORKS[i]!(d))
    })
    const b = badges[i]
    if (b) d.add(rosette(x + fw - 6, y + 6, b))
  })
  // A bench and visitors looking at the wall.
  d.add(rect(380, 760, 440, 24, '#b7793f', { rx: 6 }), rect(400, 784, 20, 70, '#9a6433'), rect(780, 784, 20, 70, '#9a6433'))
  d.add(figure(230, 900, 1.8, { skin: 2, hair: 'pony', hairColor: '#1f2433', shirt: C.blue, pants: C.ink2, kid: true, back: true }))
  d.add(figure(1000, 900, 1.75, { skin: 4, hair: 'curly', hairColor: '#1f2433', shirt: C.accent, pants: C.ink2, kid: true, back: true, pose: 'point' }))
}
