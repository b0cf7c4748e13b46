/** Labs and classrooms: a floor plan, an isometric classroom, the AI corner and the maker bench. */
import {
  C,
  Doc,
  HUES,
  type IconName,
  type Iso,
  backdrop,
  bars,
  circle,
  ellipse,
  f,
  figure,
  g,
  icon,
  iconTile,
  iso,
  isoBox,
  isoCylinder,
  isoPlane,
  isoQuad,
  line,
  mix,
  path,
  plant,
  poly,
  rect,
  shades,
  shadow,
  star,
} from './kit'

// ------------------------------------------------------------------------------------------ floor plan

/** The lab seen from above: walls, door, windows and four tinted zones (teaching, coding, AI, display). */
export function labFloorplan(d: Doc) {
  backdrop(d, 'blue', 21)
  const X0 = 70
  const Y0 = 78
  const X1 = 1130
  const Y1 = 832
  const t = 16
  d.add(shadow(X0, Y0, X1 - X0, Y1 - Y0, 10, 1.4))
  d.add(rect(X0, Y0, X1 - X0, Y1 - Y0, C.white, { rx: 8 }))
  d.add(rect(X0 + t, Y0 + t, X1 - X0 - 2 * t, Y1 - Y0 - 2 * t, d.dots(24, 1.3, C.line2, X0, Y0)))
  const zone = (x: number, y: number, w: number, h: number, fill: string, edge: string) => rect(x, y, w, h, fill, { rx: 14, stroke: edge, strokeWidth: 2, strokeDasharray: '10 8' })
  // Zones.
  d.add(zone(100, 108, 640, 132, C.blue1, '#9db8f5'), zone(100, 252, 640, 556, '#e9f0ff', '#b9ccf7'), zone(756, 108, 346, 356, C.violetL, '#c4a8f5'), zone(756, 476, 346, 332, C.amberL, '#f3cf7a'))
  // Walls with a door gap (bottom right) and windows (left).
  const wall = C.ink2
  d.add(rect(X0, Y0, X1 - X0, t, wall), rect(X0, Y0, t, Y1 - Y0, wall), rect(X1 - t, Y0, t, Y1 - Y0, wall), rect(X0, Y1 - t, 900, t, wall), rect(1070, Y1 - t, X1 - 1070, t, wall))
  d.add(path(`M${X0 + 970} ${Y1 - t} A100 100 0 0 0 1070 ${Y1 - t - 100}`, 'none', { stroke: C.grey, strokeWidth: 2, strokeDasharray: '6 6' }), line(1070, Y1 - t, 1070, Y1 - t - 100, C.muted, 4))
  for (const wy of [170, 400, 630]) d.add(rect(X0 - 2, wy, t + 4, 120, '#bfe3ff'), line(X0 + t / 2, wy, X0 + t / 2, wy + 120, C.white, 3))
  for (const wx of [780, 960]) d.add(rect(wx, Y0 - 2, 120, t + 4, '#bfe3ff'), line(wx, Y0 + t / 2, wx + 120, Y0 + t / 2, C.white, 3))
  // Teaching area: wall screen, teacher desk, podium.
  d.add(rect(270, Y0 + t, 300, 12, C.ink, { rx: 3 }), path(`M270 ${Y0 + t + 12} L230 ${Y0 + t + 70} H610 L570 ${Y0 + t + 12} Z`, C.blue, { opacity: 0.12 }))
  d.add(rect(340, 150, 160, 50, C.white, { rx: 8, stroke: '#9db8f5', strokeWidth: 2 }), rect(400, 158, 40, 10, C.ink, { rx: 2 }), rect(396, 176, 48, 12, C.line2, { rx: 3 }))
  d.add(rect(404, 208, 32, 24, C.blue, { rx: 8 }), rect(404, 228, 32, 6, C.blue7, { rx: 3 }))
  d.add(rect(560, 160, 54, 40, C.white, { rx: 6, stroke: '#9db8f5', strokeWidth: 2 }), rect(572, 170, 30, 8, C.ink, { rx: 2 }))
  // Coding area: 6 rows of desks, 45 seats.
  const rowSeats = [8, 8, 8, 8, 8, 5]
  rowSeats.forEach((n, r) => {
    const y = 282 + r * 86
    const blocks = n === 8 ? [[122, 4], [440, 4]] : [[122, 5]]
    for (const [bx, seats] of blocks) {
      const seatW = seats === 5 ? 56 : 70
      const bw = seatW * seats!
      d.add(rect(bx!, y, bw, 30, C.white, { rx: 5, stroke: '#b9ccf7', strokeWidth: 2 }))
      for (let s = 0; s < seats!; s++) {
        const cx = bx! + seatW * (s + 0.5)
        d.add(rect(cx - 19, y + 4, 38, 7, C.ink, { rx: 2 }), rect(cx - 14, y + 16, 28, 8, C.line2, { rx: 2 }))
        d.add(rect(cx - 13, y + 40, 26, 22, HUES[(r + s) % 2 ? 0 : 2]!, { rx: 7, opacity: 0.9 }), rect(cx - 13, y + 58, 26, 6, mix(HUES[(r + s) % 2 ? 0 : 2]!, '#0f1f3d', 0.3), { rx: 3 }))
      }
    }
    if (n !== 8) d.add(rect(470, y - 6, 240, 44, C.white, { rx: 6, stroke: '#b9ccf7', strokeWidth: 2 }), rect(486, y + 4, 60, 24, C.line2, { rx: 4 }), rect(560, y + 4, 60, 24, C.line2, { rx: 4 }), rect(634, y + 4, 60, 24, C.line2, { rx: 4 }))
  })
  // AI area: robot on a track mat, a round table with tablets, sensors, a speaker and a camera.
  d.add(rect(784, 140, 210, 140, C.white, { rx: 60, stroke: C.ink, strokeWidth: 10, opacity: 0.9 }), rect(784, 140, 210, 140, 'none', { rx: 60, stroke: C.amber, strokeWidth: 2, strokeDasharray: '8 8' }))
  d.add(rect(840, 186, 64, 48, C.violet, { rx: 12 }), rect(832, 180, 14, 22, C.ink, { rx: 4 }), rect(832, 218, 14, 22, C.ink, { rx: 4 }), rect(898, 180, 14, 22, C.ink, { rx: 4 }), rect(898, 218, 14, 22, C.ink, { rx: 4 }), circle(904, 210, 7, C.white), circle(860, 210, 10, C.violetL))
  d.add(circle(1030, 210, 30, C.ink), circle(1030, 210, 18, C.teal), circle(1030, 210, 8, C.white))
  d.add(circle(880, 380, 56, C.white, { stroke: '#c4a8f5', strokeWidth: 2 }), rect(852, 356, 30, 40, C.ink, { rx: 4, transform: 'rotate(-20 867 376)' }), rect(886, 366, 30, 40, C.ink, { rx: 4, transform: 'rotate(15 901 386)' }))
  for (const a of [0, 1, 2, 3]) {
    const ang = (a * Math.PI) / 2 + Math.PI / 4
    d.add(circle(880 + Math.cos(ang) * 80, 380 + Math.sin(ang) * 80, 14, C.violet, { opacity: 0.8 }))
  }
  d.add(rect(1020, 300, 70, 150, C.white, { rx: 6, stroke: '#c4a8f5', strokeWidth: 2 }))
  ;[C.green, C.red, C.blue, C.amber, C.teal].forEach((c, i) => d.add(circle(1055, 320 + i * 27, 8, c)))
  // Display area: frames on the wall, pedestals, a bench.
  for (const [i, fy] of [500, 582, 664].entries()) d.add(rect(X1 - t - 12, fy, 12, 64, HUES[i + 2]!, { rx: 3 }))
  for (const [i, px] of [790, 880].entries()) d.add(rect(px, 520, 54, 54, C.white, { rx: 6, stroke: '#f3cf7a', strokeWidth: 2 }), i ? star(px + 27, 547, 15, C.amber) : circle(px + 27, 547, 13, C.accent))
  d.add(rect(790, 610, 54, 54, C.white, { rx: 6, stroke: '#f3cf7a', strokeWidth: 2 }), rect(802, 622, 30, 30, C.teal, { rx: 4 }))
  d.add(rect(930, 700, 120, 34, C.white, { rx: 8, stroke: '#f3cf7a', strokeWidth: 2 }))
  // Plants.
  for (const [px, py] of [[1090, 130], [96, 800]] as const) d.add(circle(px, py, 20, '#16a34a'), circle(px - 8, py - 6, 12, C.green), circle(px + 8, py + 4, 10, '#4ade80'))
  // Zone badges.
  const badge = (cx: number, cy: number, name: IconName, color: string) => shadow(cx - 26, cy - 26, 52, 52, 26, 0.6) + circle(cx, cy, 26, C.white) + circle(cx, cy, 21, color) + icon(name, cx, cy, 22, C.white, 2.4)
  d.add(badge(138, 150, 'slides', C.blue), badge(700, 780, 'code', C.blue6), badge(1064, 150, 'sparkle', C.violet), badge(1064, 514, 'trophy', C.amber))
}

// ------------------------------------------------------------------------------------------- classroom

/** Flat drawing on a wall of the isometric scene (see isoPlane). */
const onPlane = (P: Iso, s: number, plane: 'xz' | 'yz' | 'xy', x: number, y: number, z: number, body: string) => g(body, { transform: isoPlane(P, s, plane, x, y, z) })

/** Code blocks on a dark screen, `w`×`h` in drawing units. */
function screenBlocks(w: number, h: number) {
  let out = rect(-12, -12, w + 24, h + 24, C.ink, { rx: 14 }) + rect(0, 0, w, h, '#111c33', { rx: 6 })
  const rows: Array<[number, number, string]> = [[0, 150, C.amber], [0, 120, C.blue], [0, 170, C.amber], [1, 130, C.violet], [1, 110, C.pink], [0, 140, C.teal], [0, 100, C.blue]]
  rows.forEach(([ind, bw, c], i) => {
    const y = 24 + i * 36
    if (y + 28 > h) return
    out += rect(26 + ind * 26, y, bw, 28, c, { rx: 6 }) + rect(36 + ind * 26, y + 10, bw * 0.45, 8, C.white, { rx: 4, opacity: 0.9 })
  })
  out += rect(w * 0.6, 24, w * 0.36, h - 48, '#bfe3ff', { rx: 8 }) + path(`M${w * 0.6} ${h - 60} Q${w * 0.72} ${h - 110} ${w * 0.96} ${h - 80} V${h - 24} H${w * 0.6} Z`, '#4cc47a')
  out += circle(w * 0.78, h * 0.45, 26, C.accent) + path(`M${w * 0.78 - 24} ${h * 0.45 - 14} l6 -26 l14 18 Z M${w * 0.78 + 24} ${h * 0.45 - 14} l-6 -26 l-14 18 Z`, C.accent)
  return out
}

export function labClassroom(d: Doc) {
  backdrop(d, 'blue', 22)
  const s = 46
  const P = iso([548, 346], s)
  const W = 12
  const D = 9
  const H = 6
  // Ground shadow, floor slab, walls.
  d.add(poly([P(-0.6, -0.6, -0.6), P(W + 0.8, -0.6, -0.6), P(W + 0.8, D + 0.8, -0.6), P(-0.6, D + 0.8, -0.6)], C.blue7, { opacity: 0.08 }))
  d.add(isoBox(P, -0.3, -0.3, -0.5, W + 0.3, D + 0.3, 0.5, '#f4f7fc', '#c9d6ee', '#b4c4e4'))
  let grid = ''
  for (let i = 1; i < W; i++) grid += `M${P(i, 0, 0).map(Math.round).join(' ')}L${P(i, D, 0).map(Math.round).join(' ')}`
  for (let j = 1; j < D; j++) grid += `M${P(0, j, 0).map(Math.round).join(' ')}L${P(W, j, 0).map(Math.round).join(' ')}`
  d.add(path(grid, 'none', { stroke: '#e2e8f3', strokeWidth: 1.2 }))
  d.add(isoQuad(P, [[1.1, 2.6, 0], [W - 1.2, 2.6, 0], [W - 1.2, D - 0.3, 0], [1.1, D - 0.3, 0]], C.blue1, { opacity: 0.45 }))
  d.add(isoBox(P, -0.3, 0, 0, 0.3, D, H, '#ffffff', '#d3ddef', '#e4eaf7'))
  d.add(isoBox(P, -0.3, -0.3, 0, W + 0.3, 0.3, H, '#ffffff', '#edf2fc', '#d3ddef'))
  // Windows on the left wall, a clock, the big screen on the back wall.
  for (const wy of [1.0, 4.4]) {
    d.add(onPlane(P, s, 'yz', 0, wy, 4.8, rect(0, 0, 260, 250, C.white, { rx: 8 }) + rect(12, 12, 236, 226, '#cfe9ff', { rx: 4 }) + circle(180, 170, 60, '#a7dcb8') + rect(127, 12, 6, 226, C.white) + rect(12, 122, 236, 6, C.white)))
  }
  d.add(onPlane(P, s, 'xz', 2.6, 0, 5.2, screenBlocks(620, 320)))
  d.add(onPlane(P, s, 'xz', 10.2, 0, 5.1, circle(40, 40, 40, C.white, { stroke: C.ink2, strokeWidth: 6 }) + path('M40 16 V40 L58 50', 'none', { stroke: C.ink2, strokeWidth: 6, strokeLinecap: 'round' })))
  // Bookshelf on the left wall.
  d.add(isoBox(P, 0, 6.9, 0, 0.7, 2, 2.4, '#f1f5fb', '#9fb4da', '#c7d4ec'))
  for (const z of [0.8, 1.6]) d.add(onPlane(P, s, 'yz', 0.7, 7.0, z + 0.7, [0, 1, 2, 3, 4].map((i) => rect(i * 34, 0, 26, 60, HUES[(i + z * 5) % HUES.length]!, { rx: 3 })).join('')))
  // Teacher behind the podium, podium with a laptop.
  d.add(figure(...P(10.0, 0.9, 0), 0.92, { skin: 2, hair: 'bun', shirt: C.teal, pants: C.ink2, pose: 'present' }, true))
  d.add(isoBox(P, 9.3, 1.3, 0, 1.5, 1, 1.9, '#ffffff', '#2f6bff', '#1d4ed8'))
  d.add(onPlane(P, s, 'xz', 9.5, 2.3, 1.6, rect(0, 0, 110, 40, C.white, { rx: 6, opacity: 0.35 })))
  d.add(isoBox(P, 9.7, 1.5, 1.9, 0.7, 0.5, 0.06, '#cbd5e1', '#94a3b8', '#64748b'))
  // Desks, monitors, chairs, students.
  const students = new Map<string, { hair: 'short' | 'long' | 'pony' | 'curly' | 'bob'; skin: number; shirt: string }>([
    ['0-1', { hair: 'pony', skin: 0, shirt: C.accent }],
    ['0-4', { hair: 'short', skin: 3, shirt: C.violet }],
    ['1-2', { hair: 'curly', skin: 4, shirt: C.green }],
    ['1-3', { hair: 'bob', skin: 1, shirt: C.pink }],
    ['2-0', { hair: 'short', skin: 2, shirt: C.blue }],
    ['2-5', { hair: 'long', skin: 0, shirt: C.amber }],
  ])
  const [mTop, mL, mR] = shades('#334155')
  const rows = [3.0, 5.0, 7.0]
  rows.forEach((ry, r) => {
    const blocks = [1.4, 6.6]
    blocks.forEach((bx, b) => {
      d.add(isoBox(P, bx, ry, 1.15, 4, 1, 0.12, '#ffffff', '#cbd5e1', '#b7c3d6'))
      d.add(isoBox(P, bx + 0.1, ry + 0.1, 0, 3.8, 0.1, 1.15, '#cbd5e1', '#b7c3d6', '#8391a8'))
      for (let k = 0; k < 3; k++) {
        const mx = bx + 0.3 + k * 1.25
        d.add(line(...P(mx + 0.45, ry + 0.2, 1.27), ...P(mx + 0.45, ry + 0.2, 1.5), '#475569', 5), isoBox(P, mx, ry + 0.15, 1.5, 0.9, 0.1, 0.62, mTop, mL, mR))
        d.add(onPlane(P, s, 'xz', mx + 0.05, ry + 0.25, 2.07, rect(0, 0, 80, 52, HUES[(r * 3 + k + b) % HUES.length]!, { rx: 4, opacity: 0.85 }) + rect(8, 10, 40, 6, C.white, { rx: 3 }) + rect(8, 22, 56, 6, C.white, { rx: 3, opacity: 0.7 }) + rect(16, 34, 30, 6, C.white, { rx: 3, opacity: 0.7 })))
        d.add(isoQuad(P, [[mx + 0.1, ry + 0.55, 1.28], [mx + 0.8, ry + 0.55, 1.28], [mx + 0.8, ry + 0.8, 1.28], [mx + 0.1, ry + 0.8, 1.28]], '#cbd5e1'))
      }
      for (let k = 0; k < 3; k++) {
        const cx = bx + 0.45 + k * 1.25
        const cy = ry + 1.35
        const st = students.get(`${r}-${b * 3 + k}`)
        const [cT, cL, cR] = shades(b ? C.blue : C.teal)
        d.add(line(...P(cx, cy + 0.25, 0), ...P(cx, cy + 0.25, 0.7), '#64748b', 4))
        d.add(isoBox(P, cx - 0.3, cy - 0.1, 0.7, 0.6, 0.6, 0.1, cT, cL, cR))
        if (st) {
          const [fx, fy] = P(cx, cy + 0.2, 0.7)
          d.add(figure(fx, fy + 66 * 0.5, 0.5, { back: true, hair: st.hair, skin: st.skin, shirt: st.shirt, pose: 'type' }))
        }
        d.add(isoBox(P, cx - 0.3, cy + 0.5, 0.8, 0.6, 0.1, 0.7, cT, cL, cR))
      }
    })
  })
  // Plants in the front corners.
  d.add(plant(...P(11.3, 8.4, 0), 0.9), plant(...P(0.6, 8.5, 0), 0.75, C.blue))
}

// ------------------------------------------------------------------------------------------- AI corner

export function labAiCorner(d: Doc) {
  backdrop(d, 'violet', 23)
  const s = 70
  const P = iso([560, 380], s)
  const W = 8
  const D = 7
  const H = 4.2
  d.add(poly([P(-0.5, -0.5, -0.5), P(W + 0.8, -0.5, -0.5), P(W + 0.8, D + 0.8, -0.5), P(-0.5, D + 0.8, -0.5)], C.violet, { opacity: 0.08 }))
  d.add(isoBox(P, -0.25, -0.25, -0.4, W + 0.25, D + 0.25, 0.4, '#f7f5ff', '#cfc4f0', '#b9aae6'))
  d.add(isoQuad(P, [[1, 1, 0], [W - 0.6, 1, 0], [W - 0.6, D - 0.6, 0], [1, D - 0.6, 0]], C.violetL, { opacity: 0.8 }))
  d.add(isoBox(P, -0.25, 0, 0, 0.25, D, H, '#ffffff', '#ddd5f6', '#ece7fb'))
  d.add(isoBox(P, -0.25, -0.25, 0, W + 0.25, 0.25, H, '#ffffff', '#f1edfd', '#ddd5f6'))
  // Poster with a neural network on the back wall.
  const net = (() => {
    let out = rect(0, 0, 300, 200, C.white, { rx: 12 }) + rect(0, 0, 300, 36, C.violet, { rx: 12 }) + rect(0, 24, 300, 12, C.violet) + rect(18, 12, 120, 10, C.white, { rx: 5 })
    const layers = [[70, 110, 150], [60, 95, 130, 165], [90, 135]]
    layers.forEach((ys, li) => {
      const x = 50 + li * 100
      const next = layers[li + 1]
      if (next) for (const y1 of ys) for (const y2 of next) out += line(x, y1, x + 100, y2, C.line2, 2)
    })
    layers.forEach((ys, li) => ys.forEach((y, k) => (out += circle(50 + li * 100, y, 11, [C.blue, C.violet, C.accent][li]!, { opacity: 0.85 + k * 0.03 }))))
    return out
  })()
  d.add(onPlane(P, s, 'xz', 1.2, 0, 3.7, net))
  d.add(onPlane(P, s, 'xz', 5.4, 0, 3.4, rect(0, 0, 180, 120, C.white, { rx: 10 }) + bars(20, 20, 140, 80, [0.4, 0.7, 0.55, 0.9], [C.teal, C.teal, C.blue, C.accent])))
  // Shelf with sensors on the left wall.
  d.add(isoBox(P, 0, 1.4, 2.4, 0.8, 3.2, 0.12, '#ffffff', '#cbd5e1', '#b7c3d6'))
  ;[C.green, C.blue, C.red, C.amber].forEach((c, i) => {
    const [t1, l1, r1] = shades(c)
    d.add(isoBox(P, 0.2, 1.7 + i * 0.75, 2.52, 0.45, 0.45, 0.3, t1, l1, r1))
  })
  // Table.
  const top = 2.1
  for (const [lx, ly] of [[1.4, 1.4], [6.3, 1.4], [1.4, 5.3], [6.3, 5.3]] as const) d.add(isoBox(P, lx, ly, 0, 0.2, 0.2, top - 0.15, '#cbd5e1', '#94a3b8', '#7b8aa3'))
  d.add(isoBox(P, 1.2, 1.2, top - 0.15, 5.5, 4.3, 0.15, '#ffffff', '#d6dbea', '#c1c8dc'))
  // Camera on a stand (back right).
  const [cx0, cy0] = P(5.6, 2.0, top)
  const [hx, hy] = P(5.6, 2.0, top + 1.5)
  d.add(line(hx, hy, cx0 - 30, cy0 + 10, C.ink2, 5), line(hx, hy, cx0 + 30, cy0 + 6, C.ink2, 5), line(hx, hy, cx0, cy0 + 24, C.ink2, 5))
  d.add(isoBox(P, 5.25, 1.75, top + 1.45, 0.7, 0.5, 0.45, '#475569', '#1e293b', '#334155'))
  d.add(onPlane(P, s, 'xz', 5.25, 2.25, top + 1.9, circle(35, 22, 17, '#0b1220') + circle(35, 22, 10, '#3b82f6') + circle(31, 18, 3.5, C.white) + circle(60, 8, 4, C.red)))
  // Smart speaker (right) with sound waves.
  d.add(isoCylinder(P, s, 6.0, 4.3, top, 0.42, 0.95, '#1e293b', '#334155'))
  const [sx, sy] = P(6.0, 4.3, top + 0.95)
  d.add(ellipse(sx, sy, 0.3 * s * 1.22, 0.3 * s * 0.7, C.teal), ellipse(sx, sy, 0.18 * s * 1.22, 0.18 * s * 0.7, '#5eead4'))
  for (let i = 0; i < 4; i++) {
    const [px, py] = P(6.0, 4.3, top + 0.45)
    d.add(line(px - 22 + i * 14, py - 4, px - 22 + i * 14, py + 22, '#475569', 3))
  }
  for (const k of [1, 2, 3]) d.add(path(`M${f(sx + 30 + k * 18)} ${f(sy - 40 - k * 10)} q${f(14 + k * 6)} ${f(22 + k * 8)} 0 ${f(44 + k * 16)}`, 'none', { stroke: C.teal, strokeWidth: 4, strokeLinecap: 'round', opacity: 1 - k * 0.25 }))
  // Tablet lying flat (front left).
  d.add(isoBox(P, 1.9, 3.6, top, 1.7, 1.15, 0.06, '#1e293b', '#0f172a', '#0f172a'))
  d.add(onPlane(P, s, 'xy', 1.98, 3.68, top + 0.06, rect(0, 0, 154, 99, C.white, { rx: 4 }) + rect(0, 0, 154, 18, C.violet, { rx: 4 }) + bars(12, 30, 80, 58, [0.5, 0.9, 0.3], [C.green, C.blue, C.accent]) + rect(104, 30, 40, 26, C.violetL, { rx: 3 }) + rect(104, 62, 40, 26, C.tealL, { rx: 3 })))
  // Sensor board (front right).
  d.add(isoBox(P, 4.2, 4.2, top, 1.0, 0.7, 0.06, '#22a06b', '#15803d', '#166534'))
  d.add(onPlane(P, s, 'xy', 4.25, 4.25, top + 0.06, rect(10, 10, 30, 22, C.ink, { rx: 2 }) + rect(50, 12, 34, 12, '#cbd5e1', { rx: 2 }) + [0, 1, 2, 3, 4, 5, 6, 7].map((i) => circle(10 + i * 11, 52, 3, C.amber)).join('')))
  // Robot car (centre back).
  const rx = 2.1
  const ry = 1.7
  d.add(isoBox(P, rx, ry, top + 0.2, 1.9, 1.3, 0.35, '#5b8cff', C.blue, C.blue6))
  for (const wx of [rx + 0.2, rx + 1.3]) d.add(onPlane(P, s, 'xz', wx, ry + 1.32, top + 0.5, circle(22, 30, 24, '#111827') + circle(22, 30, 10, '#9ca3af')))
  d.add(isoBox(P, rx + 0.25, ry + 0.2, top + 0.55, 1.3, 0.9, 0.35, '#ffffff', '#e5e7eb', '#cbd5e1'))
  d.add(onPlane(P, s, 'xy', rx + 0.35, ry + 0.3, top + 0.9, [0, 1, 2, 3, 4].map((i) => [0, 1, 2, 3].map((j) => circle(10 + i * 22, 10 + j * 18, 5, (i + j) % 3 ? C.accent : '#fed7aa')).join('')).join('')))
  d.add(onPlane(P, s, 'yz', rx + 1.9, ry + 0.15, top + 0.5, circle(30, 14, 13, '#cbd5e1') + circle(30, 14, 7, C.ink) + circle(80, 14, 13, '#cbd5e1') + circle(80, 14, 7, C.ink)))
  const [ax, ay] = P(rx + 0.5, ry + 0.5, top + 0.9)
  d.add(line(ax, ay, ax - 6, ay - 46, C.ink2, 3), circle(ax - 6, ay - 48, 6, C.accent))
  // Little sparkle badges floating above.
  d.add(iconTile('sparkle', 930, 150, 64, C.white, C.violet, true), iconTile('mic', 1070, 250, 54, C.white, C.teal, true), iconTile('camera', 1110, 420, 54, C.white, C.blue, true))
}

// ---------------------------------------------------------------------------------------------- maker

/** Top-view drawing laid on the bench surface (squashed vertically). */
const onBench = (x: number, y: number, body: string, rot = 0) => g(g(body, { transform: rot ? `rotate(${rot})` : undefined }), { transform: `translate(${f(x)} ${f(y)}) scale(1 0.5)` })

export function labMaker(d: Doc) {
  backdrop(d, 'warm', 24)
  // Pegboard wall.
  d.add(rect(60, 60, 1080, 470, '#f3e3cc', { rx: 18 }), rect(60, 60, 1080, 470, d.dots(30, 3.5, '#d9bf9c', 60, 60), { rx: 18 }))
  // Hanging tools.
  const hook = (x: number, y: number) => circle(x, y, 5, C.muted)
  d.add(hook(170, 110), path('M170 110 l-18 30 h36 Z', 'none', { stroke: C.muted, strokeWidth: 3 }))
  d.add(g([rect(-8, 0, 16, 150, '#94a3b8', { rx: 4 }), rect(-14, 150, 28, 90, C.accent, { rx: 10 }), rect(-14, 176, 28, 8, mix(C.accent, '#0f1f3d', 0.2))], { transform: 'translate(170 130)' }))
  d.add(hook(280, 110), g([path('M-20 0 A24 24 0 1 0 20 0 L10 0 L10 22 L-10 22 L-10 0 Z', '#94a3b8'), rect(-10, 34, 20, 190, '#94a3b8', { rx: 8 }), circle(0, 234, 16, '#94a3b8'), circle(0, 234, 8, '#f3e3cc')], { transform: 'translate(280 116)' }))
  d.add(hook(390, 110), g([path('M-10 0 L-26 110 Q-30 170 -40 200 L-24 204 Q-14 170 -6 120 L0 60 Z', C.blue), path('M10 0 L26 110 Q30 170 40 200 L24 204 Q14 170 6 120 L0 60 Z', C.blue6), rect(-12, -10, 24, 60, '#94a3b8', { rx: 6 }), circle(0, 56, 7, C.ink2)], { transform: 'translate(390 120)' }))
  d.add(g([rect(0, 0, 260, 40, C.amber, { rx: 6 }), ...Array.from({ length: 25 }, (_, i) => line(10 + i * 10, 0, 10 + i * 10, i % 5 ? 12 : 22, mix(C.amber, '#0f1f3d', 0.4), 2))], { transform: 'translate(470 120)' }))
  // Shelf with 3D-printed models.
  d.add(rect(470, 300, 300, 16, '#b7793f', { rx: 4 }), rect(480, 316, 12, 30, '#9a6433'), rect(748, 316, 12, 30, '#9a6433'))
  d.add(poly([[510, 300], [540, 230], [570, 300]], C.teal), poly([[540, 230], [570, 300], [555, 300]], mix(C.teal, '#0f1f3d', 0.2)))
  d.add(path('M610 300 V270 Q610 240 640 240 Q670 240 670 270 V300 Z', C.violet), rect(624, 256, 32, 14, C.white, { rx: 7, opacity: 0.8 }))
  d.add(poly([[700, 300], [712, 262], [736, 250], [752, 276], [744, 300]], C.pink), poly([[712, 262], [736, 250], [728, 280]], mix(C.pink, '#ffffff', 0.3)))
  // 3D printer (right).
  d.add(shadow(850, 140, 240, 380, 14, 1), rect(850, 140, 240, 380, '#334155', { rx: 14 }), rect(870, 176, 200, 270, '#1e293b', { rx: 8 }), rect(870, 176, 200, 270, C.sky, { rx: 8, opacity: 0.12 }))
  d.add(rect(880, 210, 180, 10, '#94a3b8', { rx: 5 }), rect(950, 196, 40, 40, C.accent, { rx: 6 }), poly([[962, 236], [978, 236], [970, 250]], '#cbd5e1'))
  d.add(rect(890, 420, 160, 12, '#64748b', { rx: 3 }))
  d.add(poly([[930, 420], [946, 330], [974, 300], [1002, 330], [1012, 420]], C.accent), poly([[974, 300], [1002, 330], [1012, 420], [970, 420]], mix(C.accent, '#0f1f3d', 0.18)), rect(958, 340, 30, 20, C.white, { rx: 10, opacity: 0.7 }))
  d.add(rect(870, 462, 120, 40, '#0b1220', { rx: 6 }), rect(880, 472, 60, 8, C.green, { rx: 4 }), rect(880, 486, 40, 6, C.green, { rx: 3, opacity: 0.6 }), circle(1040, 482, 14, '#64748b'), circle(1040, 482, 6, '#cbd5e1'))
  // Bench.
  d.add(poly([[40, 560], [1160, 560], [1190, 760], [10, 760]], '#e9c59a'), poly([[10, 760], [1190, 760], [1190, 800], [10, 800]], '#c8965f'), rect(60, 800, 40, 70, '#9a6433'), rect(1100, 800, 40, 70, '#9a6433'), line(40, 560, 1160, 560, '#f5dcbc', 4))
  // Microcontroller board (top view on the bench).
  const board =
    rect(-150, -100, 300, 200, '#0f766e', { rx: 14 }) +
    rect(-140, -90, 280, 180, '#14b8a6', { rx: 10, opacity: 0.35 }) +
    rect(-40, -40, 80, 80, C.ink, { rx: 6 }) +
    rect(-30, -30, 60, 60, '#1e293b', { rx: 4 }) +
    rect(-190, -40, 60, 50, '#cbd5e1', { rx: 6 }) +
    Array.from({ length: 14 }, (_, i) => rect(-130 + i * 19, -96, 10, 14, '#111827', { rx: 2 }) + rect(-130 + i * 19, 82, 10, 14, '#111827', { rx: 2 })).join('') +
    circle(90, -40, 10, C.red) +
    circle(90, -4, 10, C.amber) +
    circle(110, 40, 14, '#cbd5e1') +
    circle(-120, 70, 7, '#cbd5e1') +
    circle(120, -75, 7, '#cbd5e1')
  d.add(ellipse(370, 680, 190, 60, '#000000', { opacity: 0.08 }), onBench(360, 660, board, -6))
  // Breadboard with wires and LEDs.
  const breadboard =
    rect(-120, -80, 240, 160, '#f8fafc', { rx: 8 }) +
    rect(-112, -6, 224, 12, '#e2e8f0') +
    Array.from({ length: 11 }, (_, i) => Array.from({ length: 5 }, (_, j) => rect(-104 + i * 20, -66 + j * 11, 6, 6, '#94a3b8', { rx: 1 }) + rect(-104 + i * 20, 14 + j * 11, 6, 6, '#94a3b8', { rx: 1 })).join('')).join('')
  d.add(onBench(760, 660, breadboard, 4))
  // Wires from the board to the breadboard (in screen space, drooping over the bench).
  const wires: Array<[string, number, number, number, number]> = [
    [C.red, 480, 620, 700, 620],
    [C.ink, 490, 640, 720, 650],
    [C.amber, 470, 680, 700, 676],
    [C.blue, 460, 700, 760, 700],
  ]
  for (const [c, x1, y1, x2, y2] of wires) d.add(path(`M${x1} ${y1} C${x1 + 80} ${y1 + 60} ${x2 - 80} ${y2 + 60} ${x2} ${y2}`, 'none', { stroke: c, strokeWidth: 6, strokeLinecap: 'round' }))
  // LEDs and an ultrasonic sensor standing on the breadboard.
  for (const [i, c] of [C.red, C.green, C.amber].entries()) d.add(line(790 + i * 26, 650, 790 + i * 26, 632, '#94a3b8', 3), path(`M${780 + i * 26} 632 V616 A10 10 0 0 1 ${800 + i * 26} 616 V632 Z`, c), circle(790 + i * 26, 612, 16, c, { opacity: 0.25 }))
  d.add(rect(690, 580, 120, 52, '#2563eb', { rx: 6 }), circle(722, 606, 20, '#cbd5e1'), circle(722, 606, 12, '#475569'), circle(778, 606, 20, '#cbd5e1'), circle(778, 606, 12, '#475569'))
  // Servo, screwdriver and a small 3D-printed robot on the bench.
  d.add(rect(100, 620, 90, 56, C.blue, { rx: 8 }), rect(120, 604, 34, 18, C.white, { rx: 6 }), rect(80, 640, 130, 12, C.blue6, { rx: 4 }))
  d.add(g([rect(0, -9, 110, 18, '#94a3b8', { rx: 5 }), rect(110, -16, 90, 32, C.violet, { rx: 12 })], { transform: 'translate(880 730) rotate(-8)' }))
  d.add(rect(990, 580, 110, 110, C.accent, { rx: 24 }), rect(1012, 606, 66, 36, C.white, { rx: 14, opacity: 0.9 }), circle(1032, 624, 8, C.ink), circle(1058, 624, 8, C.ink), rect(1000, 690, 26, 30, mix(C.accent, '#0f1f3d', 0.2), { rx: 6 }), rect(1064, 690, 26, 30, mix(C.accent, '#0f1f3d', 0.2), { rx: 6 }), line(1045, 580, 1045, 556, C.ink2, 4), circle(1045, 552, 8, C.teal))
  // Desk lamp (left).
  d.add(ellipse(120, 575, 60, 14, '#334155'), line(120, 570, 170, 430, '#475569', 10), line(170, 430, 280, 380, '#475569', 10), path('M262 360 L330 392 L300 446 Z', '#475569'), path('M300 446 L420 600 H200 Z', '#fff7d6', { opacity: 0.5 }))
}
