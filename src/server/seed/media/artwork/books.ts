/**
 * Teaching-material covers (portrait, 900×1200): a spine stripe on the left, title and publisher shown as
 * bars, and one bold geometric motif per book.
 */
import { block, catSprite, turtle } from './screens'
import { C, Doc, HUES, bar, circle, ellipse, f, g, line, logo, mix, path, polyline, rect, rng, star } from './kit'

interface CoverStyle {
  bg: [string, string]
  spine: string
  title: string
  pill: string
}

function coverBase(d: Doc, st: CoverStyle) {
  d.add(rect(0, 0, d.w, d.h, d.lin(st.bg, 0, 0, 0.6, 1)))
}

/** Title bars, grade badge, publisher line and the spine, drawn over the motif. */
function coverFrame(d: Doc, st: CoverStyle) {
  d.add(rect(120, 120, 150, 36, st.pill, { rx: 18 }), bar(144, 133, 100, 10, mix(st.pill, '#0f1f3d', 0.6), { opacity: 0.7 }))
  d.add(bar(120, 190, 540, 50, st.title), bar(120, 258, 380, 50, st.title), bar(120, 336, 300, 16, st.title, { opacity: 0.6 }))
  d.add(circle(d.w - 110, 150, 52, st.pill), circle(d.w - 110, 150, 40, 'none', { stroke: mix(st.pill, '#0f1f3d', 0.5), strokeWidth: 4, strokeDasharray: '4 6', opacity: 0.6 }))
  d.add(logo(120, d.h - 118, 54), bar(190, d.h - 100, 170, 16, st.title, { opacity: 0.85 }), bar(190, d.h - 76, 110, 10, st.title, { opacity: 0.5 }))
  d.add(rect(0, 0, 66, d.h, st.spine), rect(66, 0, 6, d.h, C.white, { opacity: 0.25 }), rect(72, 0, 30, d.h, d.lin([[0, '#000000', 0.12], [1, '#000000', 0]], 0, 0, 1, 0)))
  for (const y of [90, d.h - 90]) d.add(rect(18, y, 30, 6, C.white, { rx: 3, opacity: 0.5 }))
}

// ------------------------------------------------------------------------------------ graphical (1)

export function bookScratch1(d: Doc) {
  const st: CoverStyle = { bg: ['#3b7bff', '#1a3fb0'], spine: '#132f86', title: C.white, pill: C.amber }
  coverBase(d, st)
  const r = rng(31)
  for (let i = 0; i < 40; i++) d.add(circle(100 + r() * 780, 380 + r() * 720, 2 + r() * 4, C.white, { opacity: 0.15 + r() * 0.2 }))
  d.add(circle(620, 720, 300, C.white, { opacity: 0.07 }), circle(620, 720, 210, C.white, { opacity: 0.07 }))
  // Big puzzle blocks, tilted, in a stack.
  d.add(
    g(
      [
        block(0, 0, 340, C.amber, { hat: true, flag: true, h: 64 }),
        block(0, 64, 300, C.accent, { input: true, h: 60 }),
        block(0, 124, 380, C.amber, { inner: 128, input: true, h: 60 }),
        block(18, 184, 300, C.violet, { input: true, h: 64 }),
        block(18, 248, 260, C.pink, { input: true, h: 64 }),
        block(0, 338, 280, C.teal, { input: true, h: 60 }),
        block(0, 398, 230, C.green, { h: 60 }),
      ],
      { transform: 'translate(150 470) rotate(-8) scale(1.22)' },
    ),
  )
  d.add(catSprite(700, 1010, 1.55))
  d.add(star(790, 470, 34, C.amber), star(850, 560, 18, C.white, { opacity: 0.8 }))
  coverFrame(d, st)
}

// ------------------------------------------------------------------------------------ graphical (2)

export function bookScratch2(d: Doc) {
  const st: CoverStyle = { bg: ['#5b21b6', '#1e1b4b'], spine: '#2e1065', title: C.white, pill: C.teal }
  coverBase(d, st)
  const r = rng(32)
  for (let i = 0; i < 60; i++) d.add(circle(90 + r() * 800, 380 + r() * 500, 1.5 + r() * 3, C.white, { opacity: 0.3 + r() * 0.5 }))
  d.add(circle(730, 480, 70, '#fde68a'), circle(760, 460, 60, '#4c1d95', { opacity: 0.9 }))
  // Platforms made of blocks.
  const plat = (x: number, y: number, w: number, c: string) => block(x, y, w, c, { h: 48 })
  d.add(plat(110, 960, 300, C.teal), plat(470, 860, 260, C.amber), plat(250, 740, 220, C.pink), plat(560, 640, 200, C.teal), plat(150, 560, 160, C.accent))
  d.add(rect(66, 1040, d.w, 160, '#14b8a6'), rect(66, 1040, d.w, 18, '#5eead4'))
  for (let x = 100; x < d.w; x += 70) d.add(rect(x, 1070, 40, 20, '#0f766e', { rx: 6, opacity: 0.6 }))
  // Stars and coins to collect.
  for (const [x, y, s] of [[300, 690, 26], [640, 590, 30], [560, 800, 24], [220, 510, 22]] as const) d.add(star(x, y, s, C.amber))
  for (const [x, y] of [[180, 910], [240, 910], [520, 810], [580, 810]] as const) d.add(circle(x, y, 16, '#fbbf24'), circle(x, y, 9, '#f59e0b'))
  // A jumping hero with a motion arc.
  d.add(path('M300 950 Q420 700 520 840', 'none', { stroke: C.white, strokeWidth: 5, strokeDasharray: '4 14', strokeLinecap: 'round', opacity: 0.6 }))
  d.add(g([ellipse(0, 0, 48, 44, C.accent), ellipse(-16, -8, 8, 11, C.ink), ellipse(16, -8, 8, 11, C.ink), circle(-13, -12, 3, C.white), circle(19, -12, 3, C.white), rect(-36, 36, 24, 18, mix(C.accent, '#0f1f3d', 0.3), { rx: 9 }), rect(12, 36, 24, 18, mix(C.accent, '#0f1f3d', 0.3), { rx: 9 }), path('M-30 -36 L-22 -62 L-6 -42 Z M30 -36 L22 -62 L6 -42 Z', C.accent)], { transform: 'translate(430 760) rotate(-10)' }))
  // Flag at the goal.
  d.add(line(700, 640, 700, 520, C.white, 6), path('M700 522 L780 548 L700 574 Z', C.green))
  coverFrame(d, st)
}

// ------------------------------------------------------------------------------------------ Python (1)

export function bookPython1(d: Doc) {
  const st: CoverStyle = { bg: ['#fff7e8', '#ffe3b8'], spine: C.blue6, title: C.ink, pill: C.blue1 }
  coverBase(d, st)
  // Turtle spiral in the background (square spiral), right.
  const pts: Array<[number, number]> = [[690, 560]]
  let a = 0
  for (let i = 1; i < 34; i++) {
    const [x, y] = pts[pts.length - 1]!
    const len = i * 6.5
    pts.push([x + Math.cos(a) * len, y + Math.sin(a) * len])
    a += (90 * Math.PI) / 180 + 0.06
  }
  d.add(polyline(pts, C.accent, 4, { opacity: 0.45 }))
  d.add(turtle(pts[pts.length - 1]![0], pts[pts.length - 1]![1], 2, 210))
  // A snake made of indented code lines: each line's start follows a wave, the body tapers to the tail.
  const lines = 17
  const tokenColors = [C.blue, '#ffd43b', C.blue6, C.teal, C.blue, C.pink]
  for (let i = 0; i < lines; i++) {
    const y = 470 + i * 34
    const x = 250 + Math.sin(i * 0.5) * 120
    const total = 250 - i * 9
    const parts = [0.45, 0.25, 0.3]
    let tx = x
    parts.forEach((k, j) => {
      const w = total * k - 8
      if (w > 8) d.add(bar(tx, y, w, 22, tokenColors[(i + j) % tokenColors.length]!))
      tx += total * k
    })
  }
  // The head, at the top line, looking right.
  const hx = 250 + 250 + 10
  const hy = 470 + 11
  d.add(ellipse(hx + 30, hy - 6, 62, 44, C.blue), circle(hx + 42, hy - 22, 12, C.white), circle(hx + 46, hy - 22, 6, C.ink), path(`M${hx + 90} ${hy} l36 6 l-10 6 l12 8`, 'none', { stroke: C.red, strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  d.add(bar(hx + 4, hy + 12, 40, 8, '#ffd43b'))
  // Code brackets floating.
  d.add(path('M690 900 l-40 40 l40 40 M780 900 l40 40 l-40 40', 'none', { stroke: C.blue, strokeWidth: 14, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  coverFrame(d, st)
}

// ------------------------------------------------------------------------------------------ Python (2)

export function bookPython2(d: Doc) {
  const st: CoverStyle = { bg: ['#1a3fb0', '#0b1633'], spine: '#081026', title: C.white, pill: '#ffd43b' }
  coverBase(d, st)
  // Nested brackets.
  const bw = 16
  d.add(path('M240 420 Q170 420 170 500 V620 Q170 660 130 670 Q170 680 170 720 V840 Q170 920 240 920', 'none', { stroke: C.teal, strokeWidth: bw, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  d.add(path('M700 420 Q770 420 770 500 V620 Q770 660 810 670 Q770 680 770 720 V840 Q770 920 700 920', 'none', { stroke: C.teal, strokeWidth: bw, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  d.add(path('M290 470 H240 V870 H290 M650 470 H700 V870 H650', 'none', { stroke: '#ffd43b', strokeWidth: bw, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  d.add(path('M330 520 Q280 670 330 820 M610 520 Q660 670 610 820', 'none', { stroke: C.pink, strokeWidth: bw, strokeLinecap: 'round' }))
  // Charts inside: bars, a line and scatter dots.
  const base = 800
  const vals = [120, 190, 150, 240, 210]
  vals.forEach((v, i) => d.add(rect(370 + i * 44, base - v, 30, v, i === 3 ? C.accent : '#5b8cff', { rx: 6 })))
  const pts: Array<[number, number]> = [[370, 700], [414, 640], [458, 668], [502, 560], [546, 590], [590, 520]]
  d.add(polyline(pts, C.white, 6), ...pts.map(([x, y]) => circle(x, y, 9, C.white)))
  const r = rng(33)
  for (let i = 0; i < 14; i++) d.add(circle(380 + r() * 210, 840 + r() * 50, 6, HUES[i % 4]!, { opacity: 0.9 }))
  d.add(line(360, base + 2, 600, base + 2, C.white, 3, { opacity: 0.5 }))
  // Pie chart top right and a grid.
  d.add(circle(760, 1010, 70, '#5b8cff'), path('M760 1010 L760 940 A70 70 0 0 1 827 1030 Z', '#ffd43b'), path('M760 1010 L827 1030 A70 70 0 0 1 720 1067 Z', C.teal))
  for (let i = 0; i < 6; i++) d.add(line(130, 990 + i * 16, 130 + 240 - i * 30, 990 + i * 16, C.white, 6, { opacity: 0.15 + i * 0.05 }))
  coverFrame(d, st)
}

// ---------------------------------------------------------------------------------------------- AI

export function bookAi(d: Doc) {
  const st: CoverStyle = { bg: ['#7c3aed', '#2f6bff'], spine: '#3b1d8f', title: C.white, pill: '#a5f3fc' }
  coverBase(d, st)
  // Neural network behind.
  const r = rng(34)
  const nodes: Array<[number, number]> = []
  for (let layer = 0; layer < 5; layer++) for (let k = 0; k < 5; k++) nodes.push([140 + layer * 170, 420 + k * 150 + (layer % 2) * 60 + r() * 20])
  let edges = ''
  for (let i = 0; i < nodes.length; i++) {
    for (let j = 0; j < nodes.length; j++) {
      const [x1, y1] = nodes[i]!
      const [x2, y2] = nodes[j]!
      if (x2 - x1 > 100 && x2 - x1 < 200 && Math.abs(y2 - y1) < 260) edges += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`
    }
  }
  d.add(path(edges, 'none', { stroke: C.white, strokeWidth: 2, opacity: 0.22 }))
  nodes.forEach(([x, y], i) => d.add(circle(x, y, i % 3 ? 9 : 14, i % 4 ? C.white : '#a5f3fc', { opacity: i % 3 ? 0.5 : 0.9 })))
  // Friendly robot head.
  const cx = 470
  const cy = 740
  d.add(circle(cx, cy + 20, 250, C.white, { opacity: 0.08 }))
  d.add(line(cx, cy - 170, cx, cy - 230, C.white, 12), circle(cx, cy - 240, 24, C.accent), circle(cx, cy - 240, 40, C.accent, { opacity: 0.25 }))
  d.add(rect(cx - 240, cy - 50, 50, 120, '#c7d2fe', { rx: 24 }), rect(cx + 190, cy - 50, 50, 120, '#c7d2fe', { rx: 24 }))
  d.add(rect(cx - 210, cy - 180, 420, 340, C.white, { rx: 110 }), rect(cx - 210, cy + 90, 420, 70, '#e0e7ff', { rx: 35, opacity: 0.6 }))
  d.add(rect(cx - 160, cy - 110, 320, 170, '#1e1b4b', { rx: 80 }))
  d.add(circle(cx - 70, cy - 30, 34, '#5eead4'), circle(cx + 70, cy - 30, 34, '#5eead4'), circle(cx - 60, cy - 42, 10, C.white), circle(cx + 80, cy - 42, 10, C.white))
  d.add(path(`M${cx - 50} ${cy + 20} Q${cx} ${cy + 55} ${cx + 50} ${cy + 20}`, 'none', { stroke: '#5eead4', strokeWidth: 10, strokeLinecap: 'round' }))
  d.add(circle(cx - 150, cy + 110, 16, C.pink, { opacity: 0.7 }), circle(cx + 150, cy + 110, 16, C.pink, { opacity: 0.7 }))
  d.add(rect(cx - 120, cy + 170, 240, 70, '#e0e7ff', { rx: 30 }), circle(cx, cy + 205, 18, C.accent))
  coverFrame(d, st)
}

// ------------------------------------------------------------------------------------------- C++

export function bookCpp(d: Doc) {
  const st: CoverStyle = { bg: ['#0f766e', '#0b3b3a'], spine: '#073230', title: C.white, pill: C.amber }
  coverBase(d, st)
  // A binary tree.
  const tree: Array<[number, number, number?]> = [
    [470, 450],
    [330, 570, 0],
    [610, 570, 0],
    [250, 690, 1],
    [410, 690, 1],
    [540, 690, 2],
    [690, 690, 2],
  ]
  for (const [x, y, p] of tree) if (p !== undefined) d.add(line(tree[p]![0], tree[p]![1], x, y, C.white, 6, { opacity: 0.7 }))
  tree.forEach(([x, y], i) => d.add(circle(x, y, 38, i === 0 ? C.amber : i > 2 ? '#5eead4' : C.white), circle(x, y, 14, i === 0 ? C.white : C.teal, { opacity: 0.9 })))
  // A small graph (right).
  const gn: Array<[number, number]> = [[700, 420], [790, 470], [760, 560], [840, 580]]
  for (const [a, b] of [[0, 1], [1, 2], [1, 3], [2, 3], [0, 2]] as const) d.add(line(gn[a]![0], gn[a]![1], gn[b]![0], gn[b]![1], C.amber, 4, { opacity: 0.8 }))
  gn.forEach(([x, y]) => d.add(circle(x, y, 16, C.amber)))
  // Sorted bars with a swap arrow.
  const base = 1010
  const hs = [60, 90, 120, 150, 180, 210, 240]
  hs.forEach((h, i) => d.add(rect(150 + i * 90, base - h, 62, h, i === 5 ? C.amber : i === 6 ? C.accent : '#5eead4', { rx: 10, opacity: i > 4 ? 1 : 0.85 })))
  d.add(path('M641 750 Q686 700 731 750', 'none', { stroke: C.white, strokeWidth: 6, strokeLinecap: 'round' }), path('M718 738 l14 14 l6 -18', 'none', { stroke: C.white, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' }))
  d.add(line(130, base + 4, 800, base + 4, C.white, 4, { opacity: 0.5 }))
  coverFrame(d, st)
}
