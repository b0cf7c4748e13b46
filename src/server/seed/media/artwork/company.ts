/** The company: the office building, the team and a map of where it is. */
import { C, Doc, type Person, bar, backdrop, circle, cloud, ellipse, f, figure, g, groundShadow, icon, line, logo, path, poly, rect, rng, shadow, smooth } from './kit'

/** A round tree: trunk and a canopy of three circles. */
export function tree(x: number, y: number, s = 1, tint = 0) {
  const greens = [['#22c55e', '#16a34a', '#4ade80'], ['#34d399', '#059669', '#6ee7b7'], ['#84cc16', '#4d7c0f', '#a3e635']][tint % 3]!
  return g([rect(-7, -70, 14, 70, '#92400e', { rx: 5 }), circle(0, -110, 52, greens[0]!), circle(-30, -88, 34, greens[1]!), circle(28, -132, 30, greens[2]!, { opacity: 0.9 })], { transform: `translate(${f(x)} ${f(y)}) scale(${s})` })
}

// --------------------------------------------------------------------------------------------- office

export function aboutOffice(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, d.lin(['#cfe3ff', '#f2f7ff'])), circle(1030, 140, 60, '#fde68a', { opacity: 0.9 }))
  d.add(cloud(140, 170, 1.6, C.white, { opacity: 0.9 }), cloud(760, 120, 1.2, C.white, { opacity: 0.8 }))
  d.add(path('M0 560 Q240 470 520 540 T1200 500 V900 H0 Z', '#bfe3cc'), rect(0, 700, w, 200, '#a7dcb8'))
  // Building: main block with two floors, a blue tower on the left, glass front.
  d.add(shadow(150, 300, 920, 420, 10, 1.4))
  d.add(rect(150, 330, 900, 390, '#f8fafc'), rect(130, 316, 940, 24, C.blue6, { rx: 4 }))
  // Upper floor window strip.
  d.add(rect(360, 370, 660, 120, d.lin(['#9cc3ff', '#dbe9ff'], 0, 0, 1, 1)))
  for (let x = 360; x <= 1020; x += 82.5) d.add(rect(x - 3, 370, 6, 120, '#e2e8f0'))
  d.add(path('M400 370 L470 370 L380 490 L360 490 L360 420 Z', C.white, { opacity: 0.35 }), path('M720 370 L760 370 L670 490 L630 490 Z', C.white, { opacity: 0.3 }))
  d.add(rect(350, 506, 680, 12, '#e2e8f0'))
  // Ground floor glass wall and entrance.
  d.add(rect(360, 530, 660, 190, d.lin(['#7fb0ff', '#cfe1ff'], 0, 0, 1, 1)))
  for (let x = 360; x <= 1020; x += 110) d.add(rect(x - 3, 530, 6, 190, '#e2e8f0'))
  d.add(path('M480 530 L560 530 L450 720 L370 720 Z', C.white, { opacity: 0.3 }), path('M860 530 L900 530 L800 720 L760 720 Z', C.white, { opacity: 0.25 }))
  d.add(rect(630, 590, 140, 130, '#1e3a8a', { opacity: 0.75 }), rect(698, 590, 4, 130, '#cbd5e1'), rect(600, 560, 200, 24, C.blue, { rx: 4 }), rect(590, 552, 220, 10, C.blue7, { rx: 3 }))
  // Blue tower with the logo.
  d.add(rect(150, 250, 200, 470, C.blue), rect(150, 250, 200, 470, d.lin([[0, '#ffffff', 0.12], [1, '#ffffff', 0]], 0, 0, 1, 0)), rect(140, 236, 220, 22, C.blue7, { rx: 4 }))
  d.add(logo(200, 300, 100, { fill: C.white, ink: C.blue }))
  for (let i = 0; i < 4; i++) d.add(rect(185, 440 + i * 64, 130, 40, '#bcd3ff', { rx: 4, opacity: 0.9 }))
  d.add(rect(1050, 330, 10, 390, '#e2e8f0'), rect(150, 712, 900, 12, '#cbd5e1'))
  // Path, lawn, trees, bushes, people.
  d.add(poly([[640, 724], [760, 724], [900, h], [500, h]], '#e5e7eb'))
  for (const [x, s, t] of [[90, 1.5, 0], [1130, 1.7, 1], [1010, 1.1, 2], [260, 1.0, 1]] as const) d.add(groundShadow(x, 760 + (s - 1) * 60, 60 * s), tree(x, 760 + (s - 1) * 60, s, t))
  for (let x = 380; x < 620; x += 60) d.add(circle(x, 740, 30, '#16a34a'), circle(x + 20, 732, 24, '#22c55e'))
  for (let x = 800; x < 1000; x += 60) d.add(circle(x, 740, 30, '#16a34a'), circle(x + 20, 732, 24, '#22c55e'))
  d.add(figure(560, 860, 0.95, { skin: 1, hair: 'pony', shirt: C.accent, pants: C.ink2, pose: 'down' }), figure(830, 830, 0.9, { skin: 3, hair: 'short', shirt: C.teal, pants: C.ink2, pose: 'hold', holds: 'laptop' }, true))
}

// ----------------------------------------------------------------------------------------------- team

export function aboutTeam(d: Doc) {
  backdrop(d, 'blue', 61)
  d.add(circle(600, 520, 380, C.white, { opacity: 0.55 }), circle(600, 520, 290, C.blue1, { opacity: 0.5 }))
  d.add(ellipse(600, 850, 560, 44, C.blue7, { opacity: 0.08 }))
  const team: Array<[number, number, Person, boolean?]> = [
    [130, 2.45, { skin: 0, hair: 'bob', hairColor: '#3b2a20', shirt: C.teal, pants: C.ink2, pose: 'hold', holds: 'book' }],
    [320, 2.75, { skin: 3, hair: 'short', hairColor: '#1f2433', shirt: C.blue, pants: C.ink, pose: 'hips' }],
    [500, 2.5, { skin: 1, hair: 'scarf', hairColor: C.violet, shirt: C.accent, pants: C.ink2, pose: 'hold', holds: 'tablet' }],
    [690, 2.85, { skin: 4, hair: 'curly', hairColor: '#1f2433', shirt: C.violet, pants: C.ink2, pose: 'hold', holds: 'laptop' }],
    [880, 2.4, { skin: 2, hair: 'bun', hairColor: '#1f2433', shirt: C.amber, pants: C.blue7, pose: 'wave', skirt: true }, true],
    [1070, 2.65, { skin: 1, hair: 'side', hairColor: '#6b4226', shirt: C.green, pants: C.ink2, pose: 'hold', holds: 'clipboard' }],
  ]
  for (const [x, s, p, flip] of team) d.add(groundShadow(x, 842, 46 * s, 0.1), figure(x, 840, s, { badge: C.blue, ...p }, flip))
  d.add(circle(960, 170, 46, C.white), icon('sparkle', 960, 170, 46, C.accent, 2.4), circle(240, 200, 40, C.white), icon('code', 240, 200, 40, C.blue, 2.6), circle(600, 110, 36, C.white), icon('book', 600, 110, 36, C.teal, 2.4))
}

// ------------------------------------------------------------------------------------------------ map

export function aboutMap(d: Doc) {
  const { w, h } = d
  d.add(rect(0, 0, w, h, '#eef2f7'))
  // City blocks between streets.
  const xs = [0, 170, 400, 640, 880, 1060, w]
  const ys = [0, 150, 330, 520, 680, h]
  const r = rng(71)
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const x0 = xs[i]! + 14
      const y0 = ys[j]! + 14
      const bw = xs[i + 1]! - xs[i]! - 28
      const bh = ys[j + 1]! - ys[j]! - 28
      d.add(rect(x0, y0, bw, bh, '#e2e8f0', { rx: 10 }))
      const n = 2 + Math.floor(r() * 3)
      for (let k = 0; k < n; k++) {
        const fw = bw / n - 10
        d.add(rect(x0 + 6 + k * (bw / n), y0 + 8 + r() * 10, fw, bh * (0.4 + r() * 0.4), '#d5dce8', { rx: 4 }))
      }
    }
  }
  // Park (bottom left) with a pond and trees.
  d.add(rect(184, 534, 442, 292, '#bbf7d0', { rx: 16 }), ellipse(330, 640, 90, 50, '#93c5fd'), path('M200 760 Q330 700 470 740 T620 700', 'none', { stroke: '#f1f5f9', strokeWidth: 10, strokeLinecap: 'round' }))
  for (let i = 0; i < 16; i++) d.add(circle(200 + r() * 410, 550 + r() * 250, 12 + r() * 10, r() < 0.5 ? '#4ade80' : '#22c55e'))
  // River.
  const river = smooth([[-20, 250], [200, 240], [420, 300], [640, 420], [880, 450], [1100, 560], [1220, 600]], 0.6)
  d.add(path(river, 'none', { stroke: '#bfdbfe', strokeWidth: 96, strokeLinecap: 'round' }), path(river, 'none', { stroke: '#93c5fd', strokeWidth: 70, strokeLinecap: 'round' }))
  // Streets over the river (bridges), main roads wider.
  const street = (x1: number, y1: number, x2: number, y2: number, main: boolean) =>
    line(x1, y1, x2, y2, main ? '#fcd9a6' : '#ffffff', main ? 34 : 20, { strokeLinecap: 'butt' }) + line(x1, y1, x2, y2, main ? '#fff3dc' : '#ffffff', main ? 24 : 14, { strokeLinecap: 'butt' })
  for (const x of xs.slice(1, -1)) d.add(street(x, 0, x, h, x === 640))
  for (const y of ys.slice(1, -1)) d.add(street(0, y, w, y, y === 520))
  // Metro stations.
  for (const [x, y] of [[400, 150], [880, 520], [170, 680]] as const) d.add(circle(x, y, 22, C.white), circle(x, y, 17, C.red), rect(x - 8, y - 9, 16, 14, C.white, { rx: 4 }), circle(x - 4, y + 8, 2.5, C.white), circle(x + 4, y + 8, 2.5, C.white))
  // Location pin with pulse rings (a block right of the main road).
  const px = 760
  const py = 600
  d.add(ellipse(px, py + 6, 90, 30, C.accent, { opacity: 0.12 }), ellipse(px, py + 6, 56, 18, C.accent, { opacity: 0.2 }), ellipse(px, py + 6, 20, 7, '#000000', { opacity: 0.2 }))
  d.add(path(`M${px} ${py} C${px - 20} ${py - 40} ${px - 58} ${py - 70} ${px - 58} ${py - 110} A58 58 0 0 1 ${px + 58} ${py - 110} C${px + 58} ${py - 70} ${px + 20} ${py - 40} ${px} ${py} Z`, C.accent), circle(px, py - 110, 36, C.white), logo(px - 22, py - 132, 44))
  // Compass.
  d.add(circle(1120, 80, 40, C.white, { opacity: 0.9 }), poly([[1120, 48], [1132, 80], [1120, 74], [1108, 80]], C.red), poly([[1120, 112], [1132, 80], [1120, 86], [1108, 80]], '#94a3b8'))
  d.add(bar(30, h - 40, 120, 8, C.muted, { opacity: 0.5 }), line(30, h - 24, 150, h - 24, C.muted, 4), line(30, h - 30, 30, h - 18, C.muted, 4), line(150, h - 30, 150, h - 18, C.muted, 4))
}
