/** Training and teaching scenes with figures: a workshop, a teacher's desk, a robot team, a certificate. */
import {
  C,
  Doc,
  HUES,
  bar,
  circle,
  digits,
  ellipse,
  f,
  figure,
  g,
  icon,
  laptopBack,
  laptopFront,
  line,
  lines,
  logo,
  mix,
  path,
  plant,
  poly,
  rect,
  room,
  seatedBack,
  seatedFront,
  shadow,
  star,
  starPath,
  table,
  whiteboard,
} from './kit'

/** A window on a wall with sky and a tree. */
export function wallWindow(x: number, y: number, w: number, h: number) {
  return (
    rect(x, y, w, h, C.white, { rx: 10 }) +
    rect(x + 12, y + 12, w - 24, h - 24, '#cfe9ff', { rx: 4 }) +
    circle(x + w * 0.7, y + h * 0.8, w * 0.28, '#a7dcb8') +
    circle(x + w * 0.45, y + h * 0.9, w * 0.2, '#86d19f') +
    rect(x + w / 2 - 4, y + 12, 8, h - 24, C.white) +
    rect(x + 12, y + h / 2 - 4, w - 24, 8, C.white) +
    rect(x - 10, y + h - 4, w + 20, 14, '#e2e8f0', { rx: 4 })
  )
}

/** A slide-like UI for laptop screens (inside a box). */
export function screenUi(x: number, y: number, w: number, h: number, accent: string = C.blue) {
  return (
    rect(x, y, w, h * 0.2, accent) +
    rect(x + w * 0.08, y + h * 0.32, w * 0.38, h * 0.5, C.white, { rx: 3, opacity: 0.9 }) +
    bar(x + w * 0.55, y + h * 0.34, w * 0.36, h * 0.08, C.white, { opacity: 0.85 }) +
    bar(x + w * 0.55, y + h * 0.52, w * 0.28, h * 0.08, C.white, { opacity: 0.6 }) +
    bar(x + w * 0.55, y + h * 0.7, w * 0.32, h * 0.08, C.white, { opacity: 0.6 })
  )
}

// ------------------------------------------------------------------------------------------ workshop

export function trainingWorkshop(d: Doc) {
  room(d, 640)
  d.add(wallWindow(60, 90, 250, 290), plant(380, 640, 1.4, C.teal))
  d.add(rect(400, 120, 200, 130, C.white, { rx: 8 }), rect(412, 132, 176, 70, C.blue1, { rx: 4 }), circle(460, 170, 22, C.accent), bar(412, 214, 120, 10, C.line2), bar(412, 232, 80, 8, C.line2))
  d.add(whiteboard(760, 96, 380, 380))
  // Presenter at the board.
  d.add(ellipse(690, 772, 70, 12, C.blue7, { opacity: 0.1 }), figure(690, 770, 2.05, { skin: 1, hair: 'bob', hairColor: '#3b2a20', shirt: C.accent, pants: C.ink2, pose: 'point' }))
  // Two teachers behind the table, facing us.
  seatedFront(d, 230, 566, 1.7, { skin: 3, hair: 'short', shirt: C.blue })
  seatedFront(d, 500, 566, 1.7, { skin: 0, hair: 'long', hairColor: '#6b4226', shirt: C.violet })
  d.add(table(70, 560, 600, 770))
  d.add(laptopBack(262, 562, 116), laptopBack(470, 562, 116))
  d.add(rect(340, 540, 44, 26, '#fde68a', { rx: 2, transform: 'rotate(-6 362 553)' }), rect(600, 530, 34, 36, C.white, { rx: 4 }), rect(606, 524, 22, 10, C.line2, { rx: 3 }))
  // Two teachers in front, seen from behind, with their laptops.
  d.add(laptopFront(150, 562, 120, C.blue, ''), laptopFront(390, 562, 120, C.teal, ''))
  seatedBack(d, 130, 760, 1.85, { skin: 2, hair: 'bun', hairColor: '#1f2433', shirt: C.teal }, C.accent)
  seatedBack(d, 420, 760, 1.85, { skin: 4, hair: 'curly', hairColor: '#1f2433', shirt: C.pink }, C.blue)
}

// ----------------------------------------------------------------------------------------- teacher desk

export function teacherDesk(d: Doc) {
  d.add(rect(0, 0, d.w, d.h, '#ecd9bd'))
  for (let i = 0; i < 12; i++) d.add(path(`M0 ${40 + i * 78} Q300 ${30 + i * 78} 600 ${46 + i * 78} T1200 ${38 + i * 78}`, 'none', { stroke: '#e0c9a6', strokeWidth: 3 }))
  d.add(rect(200, 90, 640, 760, C.blue1, { rx: 28, opacity: 0.85 }))
  // Laptop open (seen from above).
  d.add(shadow(240, 130, 560, 680, 20, 1.2))
  d.add(rect(240, 130, 560, 350, '#334155', { rx: 18 }), rect(258, 148, 524, 314, C.white, { rx: 6 }))
  d.add(rect(258, 148, 524, 56, C.blue), bar(280, 168, 200, 16, C.white), circle(750, 176, 12, C.accent))
  d.add(rect(282, 226, 220, 210, C.blue0, { rx: 8 }))
  ;[0.4, 0.65, 0.5, 0.85].forEach((v, i) => d.add(rect(302 + i * 48, 416 - v * 170, 34, v * 170, i === 3 ? C.accent : C.blue, { rx: 4 })))
  d.add(lines(530, 236, 220, 5, { h: 12, gap: 38, fill: C.line2 }))
  ;[0, 1, 2, 3, 4].forEach((i) => d.add(circle(520, 242 + i * 38, 5, HUES[i]!)))
  d.add(rect(240, 480, 560, 330, '#cbd5e1', { rx: 18 }), rect(240, 480, 560, 14, '#94a3b8'))
  let keys = ''
  for (let r = 0; r < 5; r++) for (let k = 0; k < 13; k++) keys += `M${272 + k * 38} ${516 + r * 38}h30v30h-30z`
  d.add(path(keys, '#e2e8f0'), rect(272 + 3 * 38, 516 + 5 * 38, 6 * 38, 30, '#e2e8f0', { rx: 4 }), rect(420, 746, 200, 50, '#b6c2d4', { rx: 8, opacity: 0.6 }))
  // Notebook with a checklist.
  d.add(g([shadow(0, 0, 300, 400, 10, 0.8), rect(0, 0, 300, 400, '#fffdf6', { rx: 10 }), rect(0, 0, 300, 400, 'none', { rx: 10, stroke: '#e7dcc3', strokeWidth: 2 }), ...Array.from({ length: 9 }, (_, i) => circle(14, 30 + i * 42, 8, '#94a3b8')), bar(50, 34, 140, 14, C.ink, { opacity: 0.7 }), ...[0, 1, 2, 3, 4, 5].map((i) => g([rect(50, 86 + i * 50, 26, 26, i < 4 ? C.green : C.white, { rx: 6, stroke: i < 4 ? C.green : '#cbd5e1', strokeWidth: 3 }), i < 4 ? icon('check', 63, 99 + i * 50, 20, C.white, 3.6) : '', bar(90, 92 + i * 50, 170 - (i % 3) * 30, 12, '#cbd5e1')]))], { transform: 'translate(870 110) rotate(5)' }))
  d.add(g([rect(0, 0, 190, 16, C.blue, { rx: 8 }), path('M190 0 L216 8 L190 16 Z', '#fde68a'), rect(0, 0, 30, 16, C.ink, { rx: 8 })], { transform: 'translate(890 560) rotate(-28)' }))
  // Papers with ticks and a score.
  const sheet = (rot: number, x: number, y: number, top: boolean) =>
    g(
      [
        shadow(0, 0, 280, 360, 6, 0.5),
        rect(0, 0, 280, 360, C.white, { rx: 6 }),
        ...(top
          ? [
              bar(24, 28, 120, 12, C.ink, { opacity: 0.6 }),
              circle(222, 50, 34, 'none', { stroke: C.red, strokeWidth: 5 }),
              digits(202, 36, 28, '95', C.red, { thick: 4.6 }),
              ...[0, 1, 2, 3, 4].map((i) => g([bar(24, 110 + i * 46, 170, 10, C.line2), path(`M${214} ${112 + i * 46} l10 10 l20 -22`, 'none', { stroke: i === 3 ? C.red : C.green, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' })])),
            ]
          : []),
      ],
      { transform: `translate(${x} ${y}) rotate(${rot})` },
    )
  d.add(sheet(-12, 40, 560, false), sheet(-6, 50, 540, false), sheet(-2, 60, 520, true))
  // Coffee.
  d.add(g([circle(6, 8, 92, '#000000', { opacity: 0.06 }), circle(0, 0, 88, C.white), circle(0, 0, 62, '#f8fafc', { stroke: '#e2e8f0', strokeWidth: 4 }), circle(0, 0, 50, '#7c4a2d'), path('M0 20 C-20 6 -20 -14 -8 -16 C-2 -16 0 -10 0 -8 C0 -10 2 -16 8 -16 C20 -14 20 6 0 20 Z', '#f3e3cc'), rect(60, -12, 44, 24, C.white, { rx: 12 })], { transform: 'translate(1070 770)' }))
  // Sticky notes and a plant (top left).
  d.add(rect(40, 60, 110, 110, '#fde68a', { rx: 4, transform: 'rotate(-8 95 115)' }), bar(58, 100, 70, 8, '#d6a93a', { transform: 'rotate(-8 95 115)' }), rect(70, 200, 100, 100, '#fbcfe8', { rx: 4, transform: 'rotate(6 120 250)' }))
  d.add(circle(110, 400, 60, '#b45309'), circle(110, 400, 50, '#7c4a2d'))
  for (let i = 0; i < 7; i++) {
    const a = (i * 360) / 7
    d.add(ellipse(110, 360, 18, 44, i % 2 ? C.green : '#16a34a', { transform: `rotate(${f(a)} 110 400)` }))
  }
  // Phone.
  d.add(g([rect(-45, -80, 90, 160, C.ink, { rx: 16 }), rect(-37, -66, 74, 132, C.blue6, { rx: 10 }), rect(-27, -50, 54, 30, C.white, { rx: 6, opacity: 0.85 }), rect(-27, -10, 54, 12, C.white, { rx: 6, opacity: 0.5 })], { transform: 'translate(930 700) rotate(-12)' }))
}

// -------------------------------------------------------------------------------------- robot team

/** A wheeled robot with an arm, front view, standing on (x, y). */
export function robotFront(x: number, y: number, s = 1) {
  return g(
    [
      rect(-110, -44, 70, 44, C.ink2, { rx: 20 }),
      rect(40, -44, 70, 44, C.ink2, { rx: 20 }),
      ...[-92, -58, 58, 92].map((cx) => circle(cx, -22, 11, '#64748b')),
      rect(-96, -120, 192, 86, C.blue, { rx: 16 }),
      rect(-80, -106, 80, 40, '#0b1220', { rx: 8 }),
      circle(-58, -86, 12, '#5eead4'),
      circle(-22, -86, 12, '#5eead4'),
      rect(20, -104, 60, 12, C.accent, { rx: 6 }),
      rect(20, -84, 44, 10, C.white, { rx: 5, opacity: 0.8 }),
      path('M60 -120 L90 -190 L150 -214', 'none', { stroke: '#94a3b8', strokeWidth: 16, strokeLinecap: 'round', strokeLinejoin: 'round' }),
      circle(60, -120, 14, C.ink2),
      circle(90, -190, 12, C.ink2),
      path('M150 -214 l24 -18 M150 -214 l28 6', 'none', { stroke: C.accent, strokeWidth: 10, strokeLinecap: 'round' }),
      line(-60, -120, -70, -160, C.ink2, 5),
      circle(-70, -164, 8, C.red),
    ],
    { transform: `translate(${f(x)} ${f(y)}) scale(${s})` },
  )
}

export function competitionTeam(d: Doc) {
  room(d, 620, '#eef1fd')
  // Pennant string.
  let flags = ''
  for (let i = 0; i < 14; i++) {
    const x = 40 + i * 82
    const y = 70 + Math.sin((i / 13) * Math.PI) * 50
    flags += poly([[x, y], [x + 60, y + 4], [x + 30, y + 56]], HUES[i % HUES.length]!)
  }
  d.add(path('M30 68 Q600 160 1170 68', 'none', { stroke: C.muted, strokeWidth: 3 }), flags)
  d.add(wallWindow(900, 200, 220, 250), rect(80, 200, 220, 280, C.white, { rx: 10 }), rect(96, 216, 188, 120, C.accentL, { rx: 6 }), icon('trophy', 190, 276, 90, C.accent, 2.4), bar(96, 356, 150, 14, C.ink, { opacity: 0.7 }), bar(96, 384, 110, 10, C.line2), bar(96, 404, 130, 10, C.line2))
  // The coder behind the table.
  seatedFront(d, 400, 572, 1.75, { skin: 1, hair: 'pony', hairColor: '#1f2433', shirt: C.teal, kid: true, badge: C.blue })
  d.add(table(220, 570, 760, 790))
  d.add(laptopBack(440, 572, 130), robotFront(700, 572, 1.05))
  d.add(rect(870, 542, 70, 30, C.accent, { rx: 6 }), rect(880, 534, 50, 10, mix(C.accent, '#0f1f3d', 0.3), { rx: 4 }))
  // Standing teammates.
  d.add(ellipse(160, 842, 80, 14, C.blue7, { opacity: 0.1 }), figure(160, 840, 2.05, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: C.violet, pants: C.ink2, kid: true, pose: 'hold', holds: 'tablet', badge: C.blue }))
  d.add(ellipse(1050, 842, 80, 14, C.blue7, { opacity: 0.1 }), figure(1050, 840, 2.1, { skin: 0, hair: 'curly', hairColor: '#8a4b22', shirt: C.accent, pants: C.blue7, kid: true, pose: 'point', badge: C.blue }, true))
  d.add(star(560, 330, 16, C.amber), star(600, 290, 10, C.amber, { opacity: 0.7 }))
}

// -------------------------------------------------------------------------------------- certificate

export function trainingCertificate(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, d.lin(['#e9effc', '#dbe6ff'], 0, 0, 1, 1)))
  d.add(shadow(40, 40, w - 80, h - 80, 6, 1.5), rect(40, 40, w - 80, h - 80, '#fffaf0', { rx: 6 }))
  // Guilloche band around the border.
  const band = (x: number, y: number, len: number, vertical: boolean) => {
    let a = ''
    let b = ''
    for (let i = 0; i <= len; i += 6) {
      const o1 = Math.sin(i / 14) * 8
      const o2 = Math.sin(i / 14 + Math.PI) * 8
      const p1 = vertical ? `${f(x + o1)} ${f(y + i)}` : `${f(x + i)} ${f(y + o1)}`
      const p2 = vertical ? `${f(x + o2)} ${f(y + i)}` : `${f(x + i)} ${f(y + o2)}`
      a += (i ? 'L' : 'M') + p1
      b += (i ? 'L' : 'M') + p2
    }
    return path(a + b, 'none', { stroke: '#d4a72c', strokeWidth: 2, opacity: 0.8 })
  }
  d.add(rect(64, 64, w - 128, h - 128, 'none', { stroke: C.blue7, strokeWidth: 8 }), rect(80, 80, w - 160, h - 160, 'none', { stroke: '#d4a72c', strokeWidth: 3 }))
  d.add(band(110, 100, w - 220, false), band(110, h - 100, w - 220, false), band(100, 110, h - 220, true), band(w - 100, 110, h - 220, true))
  // Corner ornaments.
  for (const [cx, cy, rot] of [[80, 80, 0], [w - 80, 80, 90], [w - 80, h - 80, 180], [80, h - 80, 270]] as const) {
    d.add(g([rect(-22, -22, 44, 44, C.blue7, { transform: 'rotate(45)' }), rect(-12, -12, 24, 24, '#d4a72c', { transform: 'rotate(45)' }), path('M20 0 Q50 6 60 36 M0 20 Q6 50 36 60', 'none', { stroke: '#d4a72c', strokeWidth: 3 })], { transform: `translate(${cx} ${cy}) rotate(${rot})` }))
  }
  // Watermark.
  d.add(g(logo(0, 0, 320, { fill: C.blue1, ink: '#ffffff' }), { transform: `translate(${w / 2 - 160} ${h / 2 - 140})`, opacity: 0.14 }))
  // Emblem with laurels.
  const ex = w / 2
  d.add(circle(ex, 190, 58, C.blue7), circle(ex, 190, 48, 'none', { stroke: '#d4a72c', strokeWidth: 3 }), logo(ex - 28, 162, 56, { fill: C.blue7 }))
  for (let i = 0; i < 7; i++) {
    const t = 100 + i * 20
    for (const th of [t, 180 - t]) {
      const lx = ex + Math.cos((th * Math.PI) / 180) * 78
      const ly = 190 + Math.sin((th * Math.PI) / 180) * 78
      d.add(ellipse(lx, ly, 7, 17, '#d4a72c', { transform: `rotate(${f(th)} ${f(lx)} ${f(ly)})` }))
    }
  }
  // Title, name and level lines.
  d.add(bar(ex - 230, 282, 460, 46, C.ink, { opacity: 0.85 }), bar(ex - 150, 346, 300, 14, '#b28a1e', { opacity: 0.7 }))
  d.add(bar(ex - 110, 410, 220, 28, C.blue7, { opacity: 0.85 }), line(ex - 260, 452, ex + 260, 452, '#b28a1e', 2))
  d.add(lines(ex - 300, 486, 600, 2, { h: 10, gap: 26, fill: '#cbd5e1' }))
  d.add(rect(ex - 90, 548, 180, 44, C.blue1, { rx: 22 }), ...[0, 1, 2].map((i) => star(ex - 40 + i * 40, 570, 14, i < 2 ? '#d4a72c' : '#e2d6b0')))
  // Date and signature lines.
  d.add(line(180, 700, 430, 700, C.muted, 2), bar(220, 716, 170, 10, '#cbd5e1'), path('M200 690 q20 -40 40 -6 t40 -4 t40 -12 t50 10', 'none', { stroke: C.blue7, strokeWidth: 3, strokeLinecap: 'round' }))
  d.add(line(w - 430, 700, w - 180, 700, C.muted, 2), bar(w - 390, 716, 170, 10, '#cbd5e1'), digits(w - 400, 660, 26, '2025.11', C.muted, { thick: 3.6 }))
  // Seal (red, with a star) over the right line.
  const sx = w - 260
  const sy = 640
  d.add(g([circle(0, 0, 76, 'none', { stroke: '#dc2626', strokeWidth: 7 }), circle(0, 0, 62, 'none', { stroke: '#dc2626', strokeWidth: 2 }), path(starPath(0, 0, 30, 13), '#dc2626'), ...Array.from({ length: 24 }, (_, i) => circle(Math.cos((i * Math.PI) / 12) * 50, Math.sin((i * Math.PI) / 12) * 50, 3, '#dc2626'))], { transform: `translate(${sx} ${sy}) rotate(-12)`, opacity: 0.78 }))
  // Ribbon badge (left).
  const bx = 230
  const by = 560
  d.add(path(`M${bx - 30} ${by + 30} L${bx - 54} ${by + 130} L${bx - 26} ${by + 112} L${bx - 10} ${by + 140} L${bx + 4} ${by + 40} Z`, C.blue7), path(`M${bx + 30} ${by + 30} L${bx + 54} ${by + 130} L${bx + 26} ${by + 112} L${bx + 10} ${by + 140} L${bx - 4} ${by + 40} Z`, C.blue))
  d.add(path(starPath(bx, by, 66, 56, 18), '#d4a72c'), circle(bx, by, 48, '#f5c842'), circle(bx, by, 38, 'none', { stroke: '#b28a1e', strokeWidth: 3 }), path(starPath(bx, by, 22, 10), '#b28a1e'))
}
