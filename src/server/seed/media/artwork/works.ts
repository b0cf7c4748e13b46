/**
 * Student works: screens of the small games, animations and charts pupils make. Each work draws its content
 * over the whole 1200×900 canvas (`WORKS`, reused by the competition wall) and gets a player frame on top.
 */
import {
  C,
  Doc,
  type Rand,
  bar,
  circle,
  digits,
  ellipse,
  f,
  g,
  icon,
  line,
  mix,
  path,
  poly,
  progress,
  rect,
  rng,
  smooth,
  star,
} from './kit'

const W = 1200
const H = 900
const TOP = 56

/** The project player's top bar (green flag, stop, title, full-screen) over a work. */
function playerBar(d: Doc, dark = false) {
  const bg = dark ? '#0b1020' : C.white
  const ink = dark ? '#8fa3c8' : C.muted
  d.add(rect(0, 0, W, TOP, bg, { opacity: 0.96 }), line(0, TOP, W, TOP, dark ? '#1e293b' : C.line, 2))
  d.add(rect(14, 9, 44, 38, dark ? '#16213a' : C.greenL, { rx: 9 }), icon('flag', 36, 28, 24, C.green, 3), icon('stop', 82, 28, 24, C.red, 2))
  d.add(bar(120, 22, 200, 12, ink, { opacity: 0.7 }), bar(336, 24, 90, 8, ink, { opacity: 0.35 }))
  d.add(path('M1150 16 h-12 M1150 16 v12 M1172 16 h12 M1184 16 v12 M1150 40 h-12 M1150 40 v-12 M1172 40 h12 M1184 40 v-12', 'none', { stroke: ink, strokeWidth: 3, strokeLinecap: 'round', transform: 'translate(-12 0)' }))
}

// ------------------------------------------------------------------------------------------------ maze

/** A maze on a (2c+1)×(2r+1) grid carved by a seeded depth-first search; true = wall. */
function mazeGrid(cols: number, rows: number, r: Rand): boolean[][] {
  const gw = cols * 2 + 1
  const gh = rows * 2 + 1
  const grid = Array.from({ length: gh }, () => Array.from({ length: gw }, () => true))
  const seen = new Set<string>()
  const stack: Array<[number, number]> = [[0, 0]]
  seen.add('0,0')
  grid[1]![1] = false
  while (stack.length) {
    const [cx, cy] = stack[stack.length - 1]!
    const next = ([[1, 0], [-1, 0], [0, 1], [0, -1]] as const).filter(([dx, dy]) => {
      const nx = cx + dx
      const ny = cy + dy
      return nx >= 0 && ny >= 0 && nx < cols && ny < rows && !seen.has(`${nx},${ny}`)
    })
    if (!next.length) {
      stack.pop()
      continue
    }
    const [dx, dy] = next[Math.floor(r() * next.length)]!
    const nx = cx + dx
    const ny = cy + dy
    grid[cy * 2 + 1 + dy]![cx * 2 + 1 + dx] = false
    grid[ny * 2 + 1]![nx * 2 + 1] = false
    seen.add(`${nx},${ny}`)
    stack.push([nx, ny])
  }
  return grid
}

export function mazeContent(d: Doc) {
  d.add(rect(0, 0, W, H, '#fdf6e3'))
  const grid = mazeGrid(7, 5, rng(41))
  const cell = 76
  const ox = (W - 15 * cell) / 2
  const oy = TOP + (H - TOP - 11 * cell) / 2
  // Floor tiles (checker) and walls.
  d.add(rect(ox, oy, 15 * cell, 11 * cell, d.dots(cell, cell * 0.06, '#efe2bf', ox, oy)))
  // Walls: runs of wall cells in each row become one block each.
  let walls = ''
  let edges = ''
  grid.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      let end = x
      while (end < row.length && row[end]) end++
      const px = ox + x * cell
      const py = oy + y * cell
      const len = (end - x) * cell - 4
      walls += `M${f(px + 2)} ${f(py + 2)}h${len}v${cell - 4}h${-len}z`
      edges += `M${f(px + 2)} ${f(py + cell - 14)}h${len}v12h${-len}z`
      x = end
    }
  })
  d.add(path(walls, C.teal), path(edges, '#0f766e'))
  const at = (x: number, y: number): [number, number] => [ox + (x + 0.5) * cell, oy + (y + 0.5) * cell]
  // Coins along corridors.
  const open: Array<[number, number]> = []
  grid.forEach((row, y) => row.forEach((wall, x) => !wall && open.push([x, y])))
  const r = rng(42)
  for (let i = 0; i < 9; i++) {
    const [x, y] = open[Math.floor(r() * open.length)]!
    if ((x === 1 && y === 1) || (x === 13 && y === 9)) continue
    const [cx, cy] = at(x, y)
    d.add(circle(cx, cy, 13, '#fbbf24'), circle(cx, cy, 7, C.amber))
  }
  // Exit door (bottom right).
  const [dx, dy] = at(13, 9)
  d.add(rect(dx - 28, dy - 34, 56, 66, '#92400e', { rx: 28 }), rect(dx - 20, dy - 26, 40, 58, '#b45309', { rx: 20 }), circle(dx + 10, dy + 4, 5, '#fde68a'))
  // Key (a dead end near the middle).
  const [kx, ky] = at(13, 1)
  d.add(g([circle(0, 0, 16, 'none', { stroke: '#f59e0b', strokeWidth: 8 }), rect(14, -4, 40, 8, '#f59e0b', { rx: 3 }), rect(40, 2, 8, 14, '#f59e0b', { rx: 2 }), rect(28, 2, 8, 10, '#f59e0b', { rx: 2 })], { transform: `translate(${f(kx - 16)} ${f(ky)}) rotate(-20)` }))
  d.add(circle(kx, ky, 34, '#fde68a', { opacity: 0.35 }))
  // The hero (start) and a slime.
  const [hx, hy] = at(1, 1)
  d.add(ellipse(hx, hy + 26, 24, 6, '#000000', { opacity: 0.12 }), circle(hx, hy, 27, C.accent), ellipse(hx - 8, hy - 4, 5, 8, C.ink), ellipse(hx + 10, hy - 4, 5, 8, C.ink), path(`M${f(hx - 20)} ${f(hy - 20)} Q${f(hx)} ${f(hy - 44)} ${f(hx + 20)} ${f(hy - 20)}`, C.blue))
  const [sx, sy] = at(7, 5)
  d.add(path(`M${f(sx - 26)} ${f(sy + 22)} Q${f(sx - 28)} ${f(sy - 24)} ${f(sx)} ${f(sy - 24)} Q${f(sx + 28)} ${f(sy - 24)} ${f(sx + 26)} ${f(sy + 22)} Z`, C.pink), circle(sx - 8, sy - 4, 5, C.white), circle(sx + 8, sy - 4, 5, C.white), circle(sx - 8, sy - 3, 2.5, C.ink), circle(sx + 8, sy - 3, 2.5, C.ink))
  // Footprint trail.
  for (const [x, y] of [[2, 1], [3, 1]] as const) {
    const [tx, ty] = at(x, y)
    d.add(circle(tx - 10, ty + 6, 5, C.accent, { opacity: 0.35 }), circle(tx + 10, ty - 6, 5, C.accent, { opacity: 0.35 }))
  }
}

function mazeHud(d: Doc) {
  d.add(rect(W - 230, TOP + 12, 210, 50, C.ink, { rx: 14, opacity: 0.85 }), star(W - 200, TOP + 37, 15, '#fbbf24'), digits(W - 176, TOP + 24, 26, '120', C.white, { thick: 4.4 }), rect(W - 92, TOP + 24, 48, 26, '#fde68a', { rx: 6 }), icon('lock', W - 68, TOP + 37, 18, '#92400e', 2.6))
  d.add(rect(20, TOP + 12, 150, 50, C.ink, { rx: 14, opacity: 0.85 }))
  ;[0, 1, 2].forEach((i) => d.add(icon('heart', 50 + i * 42, TOP + 37, 28, i < 2 ? C.red : '#475569', 1)))
}

export function workMaze(d: Doc) {
  mazeContent(d)
  mazeHud(d)
  playerBar(d)
}

// ---------------------------------------------------------------------------------------------- garden

/** Pixel art: rows of characters, one colour per character ('.' is empty), merged into one path per colour. */
export function pixels(x0: number, y0: number, px: number, rows: string[], palette: Record<string, string>): string {
  const byColor: Record<string, string> = {}
  rows.forEach((row, j) => {
    let i = 0
    while (i < row.length) {
      const ch = row[i]!
      if (ch === '.' || ch === ' ') {
        i++
        continue
      }
      let k = i
      while (k < row.length && row[k] === ch) k++
      byColor[ch] = (byColor[ch] ?? '') + `M${f(x0 + i * px)} ${f(y0 + j * px)}h${f((k - i) * px)}v${f(px)}h${f(-(k - i) * px)}z`
      i = k
    }
  })
  return Object.entries(byColor)
    .map(([ch, dd]) => path(dd, palette[ch] ?? '#ff00ff'))
    .join('')
}

/** A pixel canvas: set cells, then draw them. */
class PixelCanvas {
  rows: string[][]
  constructor(
    readonly cols: number,
    readonly nrows: number,
  ) {
    this.rows = Array.from({ length: nrows }, () => Array.from({ length: cols }, () => '.'))
  }
  set(x: number, y: number, ch: string) {
    if (x >= 0 && y >= 0 && x < this.cols && y < this.nrows) this.rows[y]![x] = ch
  }
  sprite(x: number, y: number, rows: string[]) {
    rows.forEach((row, j) => [...row].forEach((ch, i) => ch !== '.' && this.set(x + i, y + j, ch)))
  }
  draw(x0: number, y0: number, px: number, palette: Record<string, string>) {
    return pixels(x0, y0, px, this.rows.map((r) => r.join('')), palette)
  }
}

export function gardenContent(d: Doc) {
  const px = 25
  const cols = 48
  const nrows = 36
  const y0 = H - nrows * px
  // Sky bands.
  const sky = ['#6ab7ff', '#7fc2ff', '#95cdff', '#abd8ff', '#c1e3ff', '#d7eeff']
  sky.forEach((c, i) => d.add(rect(0, y0 + i * 4 * px - (i === 0 ? y0 : 0), W, 4 * px + (i === 0 ? y0 : 0), c)))
  d.add(rect(0, y0 + 24 * px, W, 12 * px, '#d7eeff'))
  const p = new PixelCanvas(cols, nrows)
  const r = rng(43)
  // Sun.
  for (let y = -4; y <= 4; y++) for (let x = -4; x <= 4; x++) if (x * x + y * y <= 17) p.set(42 + x, 6 + y, x * x + y * y <= 6 ? 'Y' : 'y')
  for (const [x, y] of [[42, 0], [42, 12], [36, 6], [48, 6], [38, 2], [46, 2], [38, 10], [46, 10]] as const) p.set(x, y, 'y')
  // Clouds.
  p.sprite(5, 4, ['...wwww.....', '.wwwwwwww...', 'wwwwwwwwwwww', '.wwwwwwwwww.'])
  p.sprite(20, 8, ['..www....', '.wwwwwww.', 'wwwwwwwww'])
  // Fence.
  for (let x = 1; x < cols; x += 4) for (let y = 20; y < 25; y++) p.set(x, y, 'f')
  for (let x = 0; x < cols; x++) {
    p.set(x, 21, 'f')
    p.set(x, 23, 'f')
  }
  // Ground: grass and soil.
  for (let x = 0; x < cols; x++) {
    p.set(x, 25, x % 3 ? 'G' : 'g')
    p.set(x, 26, 'G')
    if (x % 5 === 2) p.set(x, 24, 'g')
    for (let y = 27; y < nrows; y++) p.set(x, y, r() < 0.12 ? 'd' : 'D')
  }
  // Flowers at different stages.
  const flower = (x: number, height: number, petal: string, stage: 0 | 1 | 2 | 3) => {
    const base = 25
    for (let y = base - height; y < base; y++) p.set(x, y, 'S')
    for (const [dx, dy] of [[-1, 2], [1, 3], [-2, 3], [2, 4]] as const) p.set(x + dx, base - dy, 'L')
    const top = base - height
    if (stage === 0) return p.sprite(x - 1, top - 1, ['L.L'])
    if (stage === 1) return p.sprite(x - 1, top - 2, ['.' + petal + '.', petal + petal + petal])
    if (stage === 2) return p.sprite(x - 2, top - 4, ['..' + petal + '..', '.' + petal.repeat(3) + '.', petal.repeat(2) + 'Y' + petal.repeat(2), '.' + petal.repeat(3) + '.', '..' + petal + '..'])
    p.sprite(x - 3, top - 6, ['..yyy..', '.yyyyy.', 'yyBBByy', 'yyBBByy', 'yyBBByy', '.yyyyy.', '..yyy..'])
  }
  flower(6, 3, 'p', 0)
  flower(12, 5, 'r', 1)
  flower(18, 7, 'p', 2)
  flower(25, 9, 'v', 2)
  flower(32, 10, 'y', 3)
  flower(41, 6, 'r', 2)
  flower(45, 3, 'p', 0)
  // Watering can tipping over the sprout (left) with drops.
  p.sprite(1, 11, ['....hhhh.....', '...h....h....', '.cccccccc...s', 'cccccccccc.s.', 'cccccccccccs..', 'ccccccccccs...', 'cccccccccc....', '.cccccccc.....'])
  for (const [x, y] of [[14, 14], [13, 16], [15, 17], [14, 19], [12, 18]] as const) p.set(x - 7, y + 1, 'b')
  // Butterfly.
  p.sprite(24, 11, ['pp.pp', 'ppkpp', '.pkp.', 'pp.pp'])
  d.add(p.draw(0, y0, px, { Y: '#fde047', y: '#facc15', w: '#ffffff', f: '#f8fafc', G: '#4ade80', g: '#22c55e', D: '#a16207', d: '#854d0e', S: '#15803d', L: '#22c55e', p: '#f472b6', r: '#ef4444', v: '#a78bfa', B: '#78350f', h: '#64748b', c: '#60a5fa', s: '#3b82f6', b: '#38bdf8', k: C.ink }))
}

export function workGarden(d: Doc) {
  gardenContent(d)
  d.add(rect(W - 200, TOP + 16, 180, 44, '#ffffff', { rx: 10, opacity: 0.85 }), icon('leaf', W - 176, TOP + 38, 24, C.green, 2.6), progress(W - 152, TOP + 32, 112, 12, 0.7, C.green, C.greenL))
  playerBar(d)
}

// ----------------------------------------------------------------------------------------------- space

function asteroid(cx: number, cy: number, rad: number, r: Rand) {
  const pts: Array<[number, number]> = []
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    const k = rad * (0.78 + r() * 0.3)
    pts.push([cx + Math.cos(a) * k, cy + Math.sin(a) * k])
  }
  return poly(pts, '#8b7b6b') + poly(pts.map(([x, y]) => [x + (cx - x) * 0.18 - rad * 0.08, y + (cy - y) * 0.18 - rad * 0.1]), '#a89582') + circle(cx + rad * 0.25, cy + rad * 0.1, rad * 0.2, '#7a6a5b') + circle(cx - rad * 0.3, cy - rad * 0.25, rad * 0.13, '#7a6a5b')
}

export function spaceContent(d: Doc, mini = false) {
  d.add(rect(0, 0, W, H, d.lin(['#0b1026', '#1e1b4b', '#312e81'])))
  d.add(circle(900, 300, 300, '#7c3aed', { opacity: 0.12 }), circle(250, 650, 260, '#0ea5e9', { opacity: 0.08 }))
  const r = rng(44)
  let stars = ''
  for (let i = 0; i < (mini ? 40 : 110); i++) {
    const x = r() * W
    const y = TOP + r() * (H - TOP)
    const s = 1 + r() * 2.4
    stars += `M${f(x - s)} ${f(y)}a${f(s)} ${f(s)} 0 1 0 ${f(2 * s)} 0a${f(s)} ${f(s)} 0 1 0 ${f(-2 * s)} 0`
  }
  d.add(path(stars, C.white, { opacity: 0.8 }))
  for (const [x, y] of [[180, 200], [1020, 640], [640, 140]] as const) d.add(star(x, y, 9, '#fef9c3'))
  // Ringed planet.
  d.add(ellipse(190, 330, 130, 26, 'none', { stroke: '#fbbf24', strokeWidth: 8, opacity: 0.7, transform: 'rotate(-15 190 330)' }), circle(190, 330, 70, d.lin(['#fb923c', '#db2777'], 0, 0, 1, 1)), path('M123 345 A130 26 -15 0 0 257 315', 'none', { stroke: '#fbbf24', strokeWidth: 8, opacity: 0.9 }))
  // Asteroids.
  for (const [x, y, s] of [[420, 260, 52], [860, 200, 70], [1040, 420, 42], [300, 520, 36], [700, 420, 30]] as const) d.add(asteroid(x, y, s, r))
  // Explosion where a shot hit.
  d.add(path('M700 420 l12 -34 l10 28 l32 -16 l-16 30 l34 8 l-32 12 l18 28 l-32 -12 l-6 32 l-14 -30 l-26 22 l6 -32 l-32 -4 l30 -16 l-20 -26 Z', '#fbbf24', { opacity: 0.95 }), circle(704, 424, 18, '#fef3c7'))
  // Laser shots.
  for (const [x, y] of [[586, 560], [614, 480], [586, 330]] as const) d.add(rect(x - 9, y, 18, 70, '#22d3ee', { rx: 9, opacity: 0.3 }), rect(x - 4, y + 4, 8, 62, '#a5f3fc', { rx: 4 }))
  // Spaceship.
  d.add(
    g(
      [
        path('M-22 60 L-12 100 L0 82 L12 100 L22 60 Z', '#fb923c'),
        path('M-12 60 L-6 86 L0 76 L6 86 L12 60 Z', '#fde68a'),
        path('M0 -70 C28 -40 34 10 30 64 H-30 C-34 10 -28 -40 0 -70 Z', '#e2e8f0'),
        path('M-30 10 L-80 60 L-76 76 L-30 56 Z', C.red),
        path('M30 10 L80 60 L76 76 L30 56 Z', C.red),
        ellipse(0, -14, 14, 22, '#38bdf8'),
        ellipse(-4, -20, 5, 8, '#e0f2fe'),
        rect(-30, 40, 60, 10, '#94a3b8'),
      ],
      { transform: 'translate(600 720)' },
    ),
  )
}

export function workSpace(d: Doc) {
  spaceContent(d)
  d.add(digits(30, TOP + 22, 30, '2480', '#a5f3fc', { thick: 5 }))
  for (let i = 0; i < 3; i++) d.add(path(`M${W - 150 + i * 44} ${TOP + 50} l14 -32 l14 32 Z`, i < 2 ? '#e2e8f0' : '#475569'))
  d.add(progress(30, TOP + 68, 180, 10, 0.65, '#22d3ee', '#1e293b'))
  playerBar(d, true)
}

// ---------------------------------------------------------------------------------------------- weather

export function weatherContent(d: Doc) {
  d.add(rect(0, 0, W, H, '#f8fafc'))
  const fig = { x: 40, y: TOP + 24, w: W - 80, h: H - TOP - 110 }
  d.add(rect(fig.x, fig.y, fig.w, fig.h, C.white, { stroke: C.line2, strokeWidth: 2 }))
  const ax = { x: fig.x + 110, y: fig.y + 110, w: fig.w - 170, h: fig.h - 190 }
  // Title and axis labels as bars.
  d.add(bar(ax.x + ax.w / 2 - 160, fig.y + 34, 320, 16, C.ink, { opacity: 0.8 }), bar(ax.x + ax.w / 2 - 60, ax.y + ax.h + 56, 120, 10, C.muted, { opacity: 0.5 }), bar(fig.x + 30, ax.y + ax.h / 2 - 60, 10, 120, C.muted, { opacity: 0.5 }))
  const min = -10
  const max = 35
  const yOf = (v: number) => ax.y + ax.h - ((v - min) / (max - min)) * ax.h
  for (let v = -10; v <= 35; v += 5) {
    d.add(line(ax.x, yOf(v), ax.x + ax.w, yOf(v), v === 0 ? C.muted : C.line, v === 0 ? 2.5 : 1.5, v === 0 ? {} : { strokeDasharray: '6 6' }), line(ax.x - 10, yOf(v), ax.x, yOf(v), C.muted, 2), bar(ax.x - 52, yOf(v) - 4, v < 0 ? 34 : 26, 8, C.grey, { opacity: 0.6 }))
  }
  const avg = [-3, 0, 7, 15, 21, 25, 27, 26, 21, 14, 6, -1]
  const hi = [2, 6, 13, 21, 27, 31, 31, 30, 26, 19, 11, 4]
  const step = ax.w / 12
  avg.forEach((v, i) => {
    const x = ax.x + i * step + step * 0.2
    const t = Math.max(0, Math.min(1, (v + 5) / 33))
    const color = t < 0.5 ? mix('#60a5fa', '#fbbf24', t * 2) : mix('#fbbf24', '#f97316', t * 2 - 1)
    const y1 = yOf(Math.max(0, v))
    const y2 = yOf(Math.min(0, v))
    d.add(rect(x, y1, step * 0.6, Math.max(3, y2 - y1), color, { rx: 4 }))
    d.add(line(ax.x + (i + 0.5) * step, ax.y + ax.h, ax.x + (i + 0.5) * step, ax.y + ax.h + 10, C.muted, 2), bar(ax.x + (i + 0.5) * step - 10, ax.y + ax.h + 20, 20, 8, C.grey, { opacity: 0.6 }))
  })
  const pts = hi.map((v, i): [number, number] => [ax.x + (i + 0.5) * step, yOf(v)])
  d.add(path(smooth(pts, 0.5), 'none', { stroke: C.red, strokeWidth: 4.5, strokeLinecap: 'round' }), ...pts.map(([x, y]) => circle(x, y, 7, C.white, { stroke: C.red, strokeWidth: 3.5 })))
  d.add(line(ax.x, ax.y, ax.x, ax.y + ax.h, C.ink, 2.5), line(ax.x, ax.y + ax.h, ax.x + ax.w, ax.y + ax.h, C.ink, 2.5))
  // Legend.
  d.add(rect(ax.x + 20, ax.y + 14, 200, 80, C.white, { rx: 8, stroke: C.line2, strokeWidth: 1.5 }), rect(ax.x + 36, ax.y + 32, 26, 14, '#fb923c', { rx: 3 }), bar(ax.x + 74, ax.y + 35, 110, 8, C.muted, { opacity: 0.6 }), line(ax.x + 36, ax.y + 70, ax.x + 62, ax.y + 70, C.red, 4), circle(ax.x + 49, ax.y + 70, 5, C.white, { stroke: C.red, strokeWidth: 3 }), bar(ax.x + 74, ax.y + 66, 90, 8, C.muted, { opacity: 0.6 }))
  // Sun and cloud icon (top right).
  const sx = fig.x + fig.w - 150
  const sy = fig.y + 60
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    d.add(line(sx + Math.cos(a) * 40, sy + Math.sin(a) * 40, sx + Math.cos(a) * 54, sy + Math.sin(a) * 54, '#f59e0b', 6))
  }
  d.add(circle(sx, sy, 30, '#fbbf24'), path(`M${sx + 6} ${sy + 50} h120 a24 24 0 0 0 -6 -47 a32 32 0 0 0 -60 -10 a24 24 0 0 0 -40 22 a18 18 0 0 0 -14 35 Z`, '#e2e8f0'), path(`M${sx + 6} ${sy + 50} h120 a24 24 0 0 0 -6 -47 a32 32 0 0 0 -60 -10 a24 24 0 0 0 -40 22 a18 18 0 0 0 -14 35 Z`, 'none', { stroke: '#cbd5e1', strokeWidth: 3 }))
  // Matplotlib-like toolbar.
  const ty = H - 70
  d.add(rect(0, ty, W, 70, '#eef2f7'))
  const tools = ['home', 'chevL', 'chevR', 'move', 'search', 'gear', 'download'] as const
  tools.forEach((t, i) => {
    const cx = 50 + i * 60
    const cy = ty + 35
    if (t === 'chevL') d.add(path(`M${cx + 6} ${cy - 12} l-12 12 l12 12`, 'none', { stroke: C.muted, strokeWidth: 3.5, strokeLinecap: 'round', strokeLinejoin: 'round' }))
    else if (t === 'chevR') d.add(path(`M${cx - 6} ${cy - 12} l12 12 l-12 12`, 'none', { stroke: C.muted, strokeWidth: 3.5, strokeLinecap: 'round', strokeLinejoin: 'round' }))
    else if (t === 'move') d.add(path(`M${cx} ${cy - 14} V${cy + 14} M${cx - 14} ${cy} H${cx + 14}`, 'none', { stroke: C.muted, strokeWidth: 3, strokeLinecap: 'round' }))
    else d.add(icon(t, cx, cy, 26, C.muted, 2.2))
  })
  d.add(bar(W - 260, ty + 30, 220, 10, C.grey, { opacity: 0.5 }))
}

export function workWeather(d: Doc) {
  weatherContent(d)
  // A plot window title bar.
  d.add(rect(0, 0, W, TOP, '#e2e8f0'), circle(28, 28, 8, '#ff6159'), circle(52, 28, 8, '#ffbd2e'), circle(76, 28, 8, '#28c941'), rect(W / 2 - 100, 14, 28, 28, C.blue, { rx: 6 }), path(`M${W / 2 - 94} 34 l6 -8 l5 4 l7 -10`, 'none', { stroke: C.white, strokeWidth: 2.5, strokeLinecap: 'round' }), bar(W / 2 - 62, 23, 160, 10, C.muted, { opacity: 0.6 }))
}

// ------------------------------------------------------------------------------------------ classifier

function bin(x: number, y: number, w: number, h: number, color: string, mark: 'recycle' | 'leaf' | 'hazard' | 'cross') {
  const dark = mix(color, '#0f1f3d', 0.25)
  let out = path(`M${x + 10} ${y + 40} H${x + w - 10} L${x + w - 26} ${y + h} H${x + 26} Z`, color)
  out += rect(x, y + 8, w, 36, dark, { rx: 10 }) + rect(x + w / 2 - 30, y - 6, 60, 18, dark, { rx: 8 })
  for (let i = 1; i < 4; i++) out += line(x + (w * i) / 4, y + 64, x + (w * i) / 4 + (i - 2) * -6, y + h - 24, C.white, 4, { opacity: 0.2 })
  const cx = x + w / 2
  const cy = y + 40 + (h - 40) / 2
  out += circle(cx, cy, 46, C.white, { opacity: 0.95 })
  if (mark === 'recycle') {
    for (const rot of [0, 120, 240]) out += g(path('M-6 -30 L18 -14 L6 -10 Z', color) + path('M-14 -28 Q-30 -8 -22 8', 'none', { stroke: color, strokeWidth: 7, strokeLinecap: 'round' }), { transform: `translate(${f(cx)} ${f(cy + 4)}) rotate(${rot})` })
  }
  if (mark === 'leaf') out += icon('leaf', cx, cy, 56, color, 3)
  if (mark === 'hazard') out += poly([[cx, cy - 30], [cx + 32, cy + 26], [cx - 32, cy + 26]], 'none', { stroke: color, strokeWidth: 6, strokeLinejoin: 'round' }) + rect(cx - 3.5, cy - 10, 7, 22, color, { rx: 3 }) + circle(cx, cy + 18, 4, color)
  if (mark === 'cross') out += icon('cross', cx, cy, 50, color, 3.6)
  return out
}

const items = {
  bottle: () => rect(-16, -46, 32, 12, '#0ea5e9', { rx: 3 }) + path('M-12 -34 H12 L22 -14 V46 Q22 56 12 56 H-12 Q-22 56 -22 46 V-14 Z', '#7dd3fc') + rect(-22, 0, 44, 24, C.white, { opacity: 0.8 }),
  apple: () => path('M0 -30 C30 -50 50 -10 34 24 C26 42 10 48 0 40 C-10 48 -26 42 -34 24 C-50 -10 -30 -50 0 -30 Z', '#ef4444') + path('M0 -30 C20 -10 20 20 0 40 C-20 20 -20 -10 0 -30 Z', '#fde68a') + path('M0 -30 Q4 -46 14 -52', 'none', { stroke: '#78350f', strokeWidth: 5, strokeLinecap: 'round' }),
  battery: () => rect(-24, -46, 48, 96, '#1f2937', { rx: 8 }) + rect(-10, -56, 20, 12, '#94a3b8', { rx: 3 }) + rect(-24, -10, 48, 40, '#f59e0b') + path('M4 -2 L-8 14 H2 L-4 28 L10 8 H0 Z', C.white),
  cup: () => path('M-30 -40 H30 L22 50 H-22 Z', '#f1f5f9') + path('M-30 -40 H30 L22 50 H-22 Z', 'none', { stroke: '#cbd5e1', strokeWidth: 3 }) + rect(-34, -50, 68, 12, '#cbd5e1', { rx: 4 }) + rect(-24, 0, 44, 16, '#fca5a5'),
}

export function classifierContent(d: Doc) {
  d.add(rect(0, 0, W, H, d.lin(['#f0fdf4', '#eef4ff'])))
  const kinds: Array<[string, 'recycle' | 'leaf' | 'hazard' | 'cross', keyof typeof items, number]> = [
    ['#2f6bff', 'recycle', 'bottle', 0.93],
    ['#22c55e', 'leaf', 'apple', 0.04],
    ['#ef4444', 'hazard', 'battery', 0.02],
    ['#64748b', 'cross', 'cup', 0.01],
  ]
  const bw = 220
  const gap = (W - 4 * bw) / 5
  kinds.forEach(([color, mark, item, conf], i) => {
    const x = gap + i * (bw + gap)
    const hit = i === 0
    // Item thumbnail card.
    d.add(rect(x + 30, TOP + 40, bw - 60, 150, C.white, { rx: 18, stroke: hit ? color : C.line, strokeWidth: hit ? 5 : 2 }))
    d.add(g(items[item](), { transform: `translate(${f(x + bw / 2)} ${f(TOP + 115)}) scale(1.05)` }))
    if (hit) d.add(path(`M${x + bw / 2} ${TOP + 200} V${TOP + 250}`, 'none', { stroke: color, strokeWidth: 6, strokeLinecap: 'round', strokeDasharray: '2 14' }), path(`M${x + bw / 2 - 14} ${TOP + 244} l14 14 l14 -14`, 'none', { stroke: color, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' }))
    // Bin.
    d.add(ellipse(x + bw / 2, TOP + 600, bw * 0.45, 14, '#000000', { opacity: 0.08 }))
    d.add(bin(x, TOP + 290, bw, 310, color, mark))
    // Confidence bar.
    d.add(rect(x, TOP + 650, bw, 100, C.white, { rx: 16, stroke: hit ? color : C.line, strokeWidth: hit ? 3 : 1.5 }))
    d.add(progress(x + 20, TOP + 674, bw - 40, 18, Math.max(0.04, conf), color, C.line))
    d.add(digits(x + 20, TOP + 708, 26, String(Math.round(conf * 100)), hit ? color : C.grey, { thick: 4.4 }))
    if (hit) d.add(circle(x + bw - 40, TOP + 722, 18, color), icon('check', x + bw - 40, TOP + 722, 22, C.white, 3.4))
  })
}

export function workClassifier(d: Doc) {
  classifierContent(d)
  playerBar(d)
}

// ------------------------------------------------------------------------------------------------ music

export function musicContent(d: Doc, mini = false) {
  d.add(rect(0, 0, W, H, '#0f172a'))
  const roll = { x: 130, y: TOP + 30, w: W - 160, h: 560 }
  const notes = 14
  const rh = roll.h / notes
  // Piano keys.
  for (let i = 0; i < notes; i++) {
    const y = roll.y + i * rh
    const black = [1, 3, 6, 8, 10].includes((notes - i) % 12)
    d.add(rect(30, y + 1, 96, rh - 2, black ? '#1e293b' : '#f1f5f9', { rx: 4 }))
    d.add(rect(roll.x, y, roll.w, rh, black ? '#111a2e' : '#16213a'))
  }
  const beats = 16
  const bw = roll.w / beats
  for (let b = 0; b <= beats; b++) d.add(line(roll.x + b * bw, roll.y, roll.x + b * bw, roll.y + roll.h, b % 4 ? '#1e293b' : '#334155', b % 4 ? 1.5 : 2.5))
  // A melody (pitch index from the bottom, start beat, length) and a bass line.
  const melody: Array<[number, number, number]> = [[4, 0, 1], [4, 1, 1], [8, 2, 1], [8, 3, 1], [9, 4, 1], [9, 5, 1], [8, 6, 2], [7, 8, 1], [7, 9, 1], [6, 10, 1], [6, 11, 1], [5, 12, 1], [5, 13, 1], [4, 14, 2]]
  const bass: Array<[number, number, number]> = [[0, 0, 4], [2, 4, 4], [1, 8, 4], [0, 12, 4]]
  const colors = ['#60a5fa', '#22d3ee', '#34d399', '#a3e635', '#fbbf24', '#fb923c', '#f472b6', '#c084fc', '#818cf8', '#60a5fa', '#22d3ee']
  for (const [p, s, l] of [...bass, ...melody]) {
    const y = roll.y + (notes - 1 - p) * rh
    d.add(rect(roll.x + s * bw + 3, y + 4, l * bw - 6, rh - 8, colors[p % colors.length]!, { rx: 8 }), rect(roll.x + s * bw + 3, y + 4, 10, rh - 8, C.white, { rx: 5, opacity: 0.35 }))
  }
  // Playhead.
  const px = roll.x + bw * 6.4
  d.add(rect(px - 10, roll.y, 20, roll.h, '#f472b6', { opacity: 0.15 }), line(px, roll.y - 10, px, roll.y + roll.h, '#f472b6', 4), path(`M${px - 12} ${roll.y - 20} h24 l-12 14 Z`, '#f472b6'))
  // Waveform.
  const wy = roll.y + roll.h + 140
  const r = rng(45)
  let wave = ''
  const n = mini ? 60 : 150
  for (let i = 0; i < n; i++) {
    const x = 40 + (i * (W - 80)) / n
    const env = Math.abs(Math.sin(i * 0.16)) * 0.7 + 0.3
    const a = 10 + env * r() * 90
    wave += `M${f(x)} ${f(wy - a)}V${f(wy + a)}`
  }
  d.add(path(wave, 'none', { stroke: d.lin(['#22d3ee', '#a78bfa', '#f472b6'], 0, 0, 1, 0), strokeWidth: 4.5, strokeLinecap: 'round' }))
  d.add(line(40 + ((px - roll.x) / roll.w) * (W - 80), wy - 110, 40 + ((px - roll.x) / roll.w) * (W - 80), wy + 110, '#f472b6', 3, { opacity: 0.8 }))
}

export function workMusic(d: Doc) {
  musicContent(d)
  playerBar(d, true)
}

// ------------------------------------------------------------------------- two more for the wall

/** A platform game: sky, block platforms, coins, a hero, a slime and a goal flag. */
export function platformerContent(d: Doc) {
  d.add(rect(0, 0, W, H, d.lin(['#7dd3fc', '#e0f2fe'])), circle(1000, 180, 70, '#fde047'))
  d.add(path('M0 640 Q200 520 420 620 T860 600 T1200 560 V900 H0 Z', '#a7f3d0'))
  const ground = rect(0, 760, W, 140, '#16a34a') + rect(0, 760, W, 30, '#4ade80')
  const plat = (x: number, y: number, n: number) => rect(x, y, n * 80, 60, '#b45309', { rx: 10 }) + rect(x, y, n * 80, 18, '#4ade80', { rx: 8 })
  d.add(ground, plat(180, 560, 3), plat(560, 420, 3), plat(900, 280, 2))
  for (const [x, y] of [[260, 500], [340, 500], [640, 360], [720, 360], [960, 220]] as const) d.add(circle(x, y, 22, '#fbbf24'), circle(x, y, 12, C.amber))
  d.add(circle(320, 700, 50, C.accent), ellipse(305, 690, 8, 12, C.ink), ellipse(335, 690, 8, 12, C.ink), path('M650 760 Q650 700 700 700 Q750 700 750 760 Z', C.violet), circle(685, 730, 7, C.white), circle(715, 730, 7, C.white))
  d.add(line(1040, 280, 1040, 120, C.ink2, 8), path('M1044 124 L1130 150 L1044 176 Z', C.red))
}

/** An animation: a bouncing ball with its onion-skin frames under a rainbow. */
export function bounceContent(d: Doc) {
  d.add(rect(0, 0, W, H, '#fef9c3'))
  const arcs = [C.red, C.accent, C.amber, C.green, C.blue, C.violet]
  arcs.forEach((c, i) => d.add(path(`M${140 + i * 36} 760 A${460 - i * 36} ${460 - i * 36} 0 0 1 ${1060 - i * 36} 760`, 'none', { stroke: c, strokeWidth: 34, opacity: 0.8 })))
  d.add(rect(0, 760, W, 140, '#fcd34d'))
  const pts: Array<[number, number]> = [[120, 300], [240, 560], [360, 720], [480, 520], [600, 440], [720, 520], [840, 720], [960, 600], [1080, 560]]
  d.add(path(smooth(pts), 'none', { stroke: C.ink2, strokeWidth: 5, strokeDasharray: '4 16', strokeLinecap: 'round', opacity: 0.5 }))
  pts.forEach(([x, y], i) => d.add(circle(x, y - 12, 46, C.pink, { opacity: i === pts.length - 1 ? 1 : 0.15 + i * 0.08 })))
  d.add(circle(1066, 530, 12, C.white, { opacity: 0.8 }))
}

/** Work contents for the competition wall (full canvas, 1200×900, kept light). */
export const WORKS: ReadonlyArray<(d: Doc) => void> = [mazeContent, (d) => spaceContent(d, true), gardenContent, (d) => musicContent(d, true), platformerContent, bounceContent]
