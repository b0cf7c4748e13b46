// Makes src/server/seed/assets/platform-tour.mp4: a silent 24-second, 1280×720 screen tour of the platform
// (class dashboard → create a class → assign homework → online IDE → auto-grading → learning report), drawn
// with the seed's artwork kit, rendered frame by frame with sharp and encoded with ffmpeg (H.264, yuv420p,
// faststart). Needs ffmpeg on the PATH (`apt-get install -y ffmpeg`); the seed itself only reads the mp4.
//
//   npx tsx scripts/assets/make-tour-video.ts                 writes the video
//   npx tsx scripts/assets/make-tour-video.ts --frames 2,9,14  also writes those seconds as PNGs to /tmp
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import {
  C,
  type Box,
  Doc,
  HUES,
  type IconName,
  backdrop,
  bar,
  browser,
  button,
  card,
  chip,
  circle,
  f,
  g,
  icon,
  iconTile,
  inWindow,
  line,
  path,
  rect,
  shadow,
} from '../../src/server/seed/media/artwork/kit'
import {
  appShell,
  dashboardView,
  gradingView,
  ideView,
  reportView,
} from '../../src/server/seed/media/artwork/screens'

const W = 1280
const H = 720
const FPS = 15
const OUT = fileURLToPath(new URL('../../src/server/seed/assets/platform-tour.mp4', import.meta.url))
const WINDOW: Box = { x: 40, y: 22, w: 1200, h: 628 }
const TRANSITION = 0.5

const clamp = (v: number, a = 0, b = 1) => Math.max(a, Math.min(b, v))
const ease = (t: number) => {
  const x = clamp(t)
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2
}
/** 0 before `a`, 1 after `b`, eased in between. */
const span = (t: number, a: number, b: number) => ease((t - a) / (b - a))

/** Cursor keyframes of a scene: [time, x, y, click]. */
type Key = [number, number, number, boolean?]

interface Scene {
  duration: number
  step: IconName
  draw: (d: Doc, box: Box, t: number) => void
  cursor: (box: Box) => Key[]
}

// ----------------------------------------------------------------------------------------------- scenes

const dashboardButton = (b: Box): [number, number] => [b.x + b.w - 24 - 75, b.y + 58 + 24 + 19]

/** The "new class" dialog over the dashboard: fields fill in, students appear, then it closes. */
function createClass(d: Doc, box: Box, t: number) {
  const closing = span(t, 3.35, 3.7)
  dashboardView(d, box, closing > 0 ? { newRow: 0 } : {})
  const open = span(t, 0, 0.35) * (1 - closing)
  if (open <= 0) return
  d.add(rect(box.x, box.y, box.w, box.h, C.ink, { opacity: 0.35 * open }))
  const mw = 520
  const mh = 440
  const s = 0.92 + 0.08 * open
  const mx = box.x + box.w / 2
  const my = box.y + box.h / 2
  d.group(
    {
      transform: `translate(${f(mx)} ${f(my)}) scale(${s.toFixed(3)}) translate(${-mw / 2} ${-mh / 2})`,
      opacity: open.toFixed(3),
    },
    () => {
      d.add(
        card(0, 0, mw, mh, { depth: 1.4, rx: 18 }),
        iconTile('users', 44, 44, 44, C.blue, C.blue1),
        bar(80, 32, 160, 14, C.ink, { opacity: 0.85 }),
        bar(80, 54, 110, 8, C.line2),
        icon('cross', mw - 36, 36, 18, C.grey, 2.4),
      )
      const fields: Array<[number, number]> = [
        [0.55, 0.6],
        [0.35, 1.1],
        [0.45, 1.6],
      ]
      fields.forEach(([k, at], i) => {
        const fy = 96 + i * 72
        const typed = span(t, at, at + 0.45)
        const focus = t > at - 0.1 && t < at + 0.55
        d.add(
          bar(28, fy, 80, 8, C.muted, { opacity: 0.6 }),
          rect(28, fy + 16, mw - 56, 40, C.white, {
            rx: 10,
            stroke: focus ? C.blue : C.line2,
            strokeWidth: focus ? 2.5 : 1.5,
          }),
        )
        if (typed > 0) d.add(bar(44, fy + 32, (mw - 100) * k * typed, 9, C.ink, { opacity: 0.7 }))
        if (focus) d.add(rect(44 + (mw - 100) * k * typed + 4, fy + 26, 2.5, 20, C.blue))
      })
      // Grade chips and imported students.
      const gy = 312
      ;[0, 1, 2, 3, 4, 5].forEach((i) => {
        const on = i === 2 && t > 2.05
        d.add(
          rect(28 + i * 78, gy, 68, 30, on ? C.blue : C.surface, { rx: 15 }),
          bar(44 + i * 78, gy + 11, 36, 8, on ? C.white : C.grey, { opacity: on ? 1 : 0.5 }),
        )
      })
      for (let i = 0; i < 8; i++) {
        const pop = span(t, 2.25 + i * 0.07, 2.45 + i * 0.07)
        if (pop > 0)
          d.add(
            g(
              circle(0, 0, 15, HUES[i % HUES.length]!) +
                circle(0, -3, 6, '#f6d5bd') +
                path('M-9 10 Q0 2 9 10', 'none', { stroke: C.white, strokeWidth: 3 }),
              { transform: `translate(${44 + i * 34} ${gy + 62}) scale(${pop.toFixed(2)})` },
            ),
          )
      }
      d.add(
        rect(mw - 250, mh - 62, 100, 42, C.white, { rx: 10, stroke: C.line2, strokeWidth: 1.5 }),
        bar(mw - 226, mh - 45, 52, 8, C.grey, { opacity: 0.6 }),
        button(mw - 136, mh - 62, 110, 42, t > 3.1 && t < 3.35 ? C.blue7 : C.blue, { icon: 'check' }),
      )
    },
  )
}

/** Assigning homework: problems ticked, a due date picked, auto-grading switched on, published. */
function homework(d: Doc, box: Box, t: number) {
  const m = appShell(d, box, 2)
  const p = 24
  const x0 = m.x + p
  const w = m.w - p * 2
  let y = m.y + p
  d.add(bar(x0, y, 200, 16, C.ink, { opacity: 0.9 }), bar(x0, y + 28, 300, 9, C.line2))
  y += 60
  const lw = w * 0.58
  const h = m.y + m.h - p - y
  // Problem bank.
  d.add(card(x0, y, lw, h, { depth: 0.5 }), bar(x0 + 22, y + 22, 110, 12, C.ink, { opacity: 0.85 }))
  ;[0, 1, 2, 3].forEach((i) =>
    d.add(
      rect(x0 + 160 + i * 70, y + 16, 60, 26, i === 0 ? C.blue1 : C.surface, { rx: 13 }),
      bar(x0 + 174 + i * 70, y + 25, 32, 8, i === 0 ? C.blue : C.grey, { opacity: 0.7 }),
    ),
  )
  const picks: Record<number, number> = { 0: 0.7, 2: 1.15, 3: 1.6 }
  const rh = (h - 70) / 6
  for (let i = 0; i < 6; i++) {
    const ry = y + 58 + i * rh
    const at = picks[i]
    const on = at !== undefined && t > at
    d.add(
      rect(x0 + 14, ry, lw - 28, rh - 8, on ? C.blue0 : C.white, {
        rx: 10,
        stroke: on ? C.blue1 : C.line,
        strokeWidth: 1.5,
      }),
    )
    d.add(
      rect(x0 + 30, ry + (rh - 8) / 2 - 11, 22, 22, on ? C.blue : C.white, {
        rx: 6,
        stroke: on ? C.blue : C.line2,
        strokeWidth: 2.5,
      }),
    )
    if (on) d.add(icon('check', x0 + 41, ry + (rh - 8) / 2, 15, C.white, 3.4))
    d.add(
      iconTile(i % 2 ? 'code' : 'doc', x0 + 84, ry + (rh - 8) / 2, 34, HUES[i % HUES.length]!, '#f1f5fb'),
      bar(x0 + 112, ry + (rh - 8) / 2 - 10, lw * (0.3 + (i % 3) * 0.06), 9, C.ink, { opacity: 0.7 }),
      bar(x0 + 112, ry + (rh - 8) / 2 + 6, lw * 0.18, 7, C.line2),
    )
    d.add(
      chip(
        x0 + lw - 120,
        ry + (rh - 8) / 2 - 12,
        86,
        24,
        [C.greenL, C.amberL, C.redL][i % 3]!,
        [C.green, C.amber, C.red][i % 3]!,
      ),
    )
  }
  // Settings: classes, due date, auto-grading, publish.
  const rx = x0 + lw + 20
  const rw = w - lw - 20
  d.add(card(rx, y, rw, h, { depth: 0.5 }), bar(rx + 20, y + 22, 90, 12, C.ink, { opacity: 0.85 }))
  ;[0, 1, 2].forEach((i) =>
    d.add(
      rect(rx + 20 + i * 94, y + 50, 84, 30, i < 2 ? C.blue : C.surface, { rx: 15 }),
      bar(rx + 36 + i * 94, y + 61, 52, 8, i < 2 ? C.white : C.grey, { opacity: i < 2 ? 1 : 0.5 }),
    ),
  )
  const cal = { x: rx + 20, y: y + 100, w: rw - 40 }
  d.add(
    rect(cal.x, cal.y, cal.w, 230, C.surface, { rx: 12 }),
    icon('calendar', cal.x + 22, cal.y + 22, 18, C.muted),
    bar(cal.x + 40, cal.y + 18, 80, 9, C.muted, { opacity: 0.6 }),
  )
  const cell = (cal.w - 30) / 7
  for (let i = 0; i < 35; i++) {
    const cx = cal.x + 15 + (i % 7) * cell + cell / 2
    const cy = cal.y + 58 + Math.floor(i / 7) * 34
    const picked = i === 18 && t > 2.2
    if (picked) d.add(circle(cx, cy, 15, C.accent))
    d.add(
      rect(cx - 6, cy - 3, 12, 6, picked ? C.white : i < 3 ? C.line : C.grey, {
        rx: 3,
        opacity: picked ? 1 : 0.6,
      }),
    )
  }
  const ty = cal.y + 252
  const on = span(t, 2.6, 2.8)
  d.add(
    bar(rx + 20, ty + 10, 120, 10, C.ink, { opacity: 0.7 }),
    rect(rx + rw - 78, ty, 56, 30, on > 0.5 ? C.green : C.line2, { rx: 15 }),
    circle(rx + rw - 63 + 26 * on, ty + 15, 11, C.white),
  )
  d.add(button(rx + 20, y + h - 66, rw - 40, 46, t > 3.25 && t < 3.45 ? C.blue7 : C.blue, { icon: 'send' }))
  const toast = span(t, 3.45, 3.7)
  if (toast > 0)
    d.add(
      g(
        [
          card(0, 0, 300, 64, { depth: 1 }),
          iconTile('check', 34, 32, 38, C.green, C.greenL, true),
          bar(64, 20, 160, 10, C.ink, { opacity: 0.8 }),
          bar(64, 38, 110, 8, C.line2),
        ],
        {
          transform: `translate(${f(box.x + box.w / 2 - 150)} ${f(box.y + 20 + (1 - toast) * -30)})`,
          opacity: toast.toFixed(2),
        },
      ),
    )
}

const scenes: Scene[] = [
  {
    duration: 3.6,
    step: 'users',
    draw: (d, box, t) =>
      dashboardView(d, box, {
        highlightRow: t > 0.6 && t < 2 ? Math.min(4, Math.floor((t - 0.6) / 0.3)) : undefined,
      }),
    cursor: (b) => {
      const [bx, by] = dashboardButton(b)
      return [
        [0, b.x + 520, b.y + 420],
        [0.6, b.x + 420, b.y + 300],
        [2, b.x + 560, b.y + 380],
        [3.0, bx, by],
        [3.2, bx, by, true],
        [3.6, bx, by],
      ]
    },
  },
  {
    duration: 4,
    step: 'plus',
    draw: createClass,
    cursor: (b) => {
      const [bx, by] = dashboardButton(b)
      const mx = b.x + b.w / 2 - 260
      const my = b.y + b.h / 2 - 220
      return [
        [0, bx, by],
        [0.6, mx + 300, my + 132],
        [1.1, mx + 260, my + 204],
        [1.6, mx + 280, my + 276],
        [2.0, mx + 224, my + 327, true],
        [2.6, mx + 330, my + 360],
        [3.1, mx + 464, my + 399, true],
        [4, mx + 470, my + 420],
      ]
    },
  },
  {
    duration: 4,
    step: 'doc',
    draw: homework,
    cursor: (b) => {
      const m = { x: b.x + 208, y: b.y + 58, w: b.w - 208 }
      const x0 = m.x + 24
      const w = m.w - 48
      const y = m.y + 84
      const h = b.y + b.h - 24 - y
      const rh = (h - 70) / 6
      const row = (i: number): [number, number] => [x0 + 41, y + 58 + i * rh + (rh - 8) / 2]
      const rx = x0 + w * 0.58 + 20
      const rw = w - w * 0.58 - 20
      const cell = (rw - 70) / 7
      const date: [number, number] = [rx + 35 + 4 * cell + cell / 2, y + 158 + 2 * 34]
      return [
        [0, b.x + 500, b.y + 300],
        [0.55, ...row(0), true],
        [1.0, ...row(2), true],
        [1.45, ...row(3), true],
        [2.1, ...date, true],
        [2.5, rx + rw - 50, y + 100 + 252 + 15, true],
        [3.2, rx + rw / 2, y + h - 43, true],
        [4, rx + rw / 2 + 30, y + h - 20],
      ]
    },
  },
  {
    duration: 4.4,
    step: 'code',
    draw: (d, box, t) => {
      const lines = Math.min(16, Math.floor(clamp((t - 0.2) / 2.9) * 16) + 1)
      const run = span(t, 3.7, 4.3)
      ideView(d, box, { lines, cursor: t < 3.5, progress: run, output: Math.round(run * 4) })
    },
    cursor: (b) => [
      [0, b.x + 420, b.y + 520],
      [2.8, b.x + 380, b.y + 560],
      [3.45, b.x + b.w - 86, b.y + 28],
      [3.6, b.x + b.w - 86, b.y + 28, true],
      [4.4, b.x + b.w - 120, b.y + 120],
    ],
  },
  {
    duration: 4,
    step: 'check',
    draw: (d, box, t) => {
      const shown = Math.min(8, Math.max(0, Math.floor((t - 0.3) / 0.32)))
      gradingView(d, box, { shown, score: (0.875 * Math.min(shown, 7)) / 7, diff: shown >= 6 })
    },
    cursor: (b) => [
      [0, b.x + b.w - 120, b.y + 120],
      [1.2, b.x + 560, b.y + 260],
      [3.2, b.x + 520, b.y + 500],
      [4, b.x + 800, b.y + 520],
    ],
  },
  {
    duration: 4,
    step: 'chart',
    draw: (d, box, t) => reportView(d, box, { grow: span(t, 0.2, 2.6) }),
    cursor: (b) => [
      [0, b.x + 800, b.y + 520],
      [2.6, b.x + 700, b.y + 420],
      [3.3, b.x + b.w - 78, b.y + 58 + 39],
      [3.5, b.x + b.w - 78, b.y + 58 + 39, true],
      [4, b.x + b.w - 100, b.y + 140],
    ],
  },
]

// ----------------------------------------------------------------------------------------------- frames

const TOTAL = scenes.reduce((s, sc) => s + sc.duration, 0)

function sceneAt(time: number): { index: number; t: number } {
  let start = 0
  for (let i = 0; i < scenes.length; i++) {
    if (time < start + scenes[i]!.duration || i === scenes.length - 1) return { index: i, t: time - start }
    start += scenes[i]!.duration
  }
  return { index: scenes.length - 1, t: 0 }
}

function cursorAt(keys: Key[], t: number): { x: number; y: number; click: number } {
  let click = 0
  for (const [kt, , , c] of keys) if (c && t >= kt && t < kt + 0.35) click = (t - kt) / 0.35
  for (let i = 0; i < keys.length - 1; i++) {
    const [t0, x0, y0] = keys[i]!
    const [t1, x1, y1] = keys[i + 1]!
    if (t <= t1) {
      const k = ease((t - t0) / Math.max(0.001, t1 - t0))
      return { x: x0 + (x1 - x0) * k, y: y0 + (y1 - y0) * k, click }
    }
  }
  const last = keys[keys.length - 1]!
  return { x: last[1], y: last[2], click }
}

function pointer(x: number, y: number, click: number) {
  let out = ''
  if (click > 0) out += circle(x, y, 10 + click * 26, C.blue, { opacity: (0.45 * (1 - click)).toFixed(2) })
  out += g(
    path('M0 0 L0 26 L7 20 L12 31 L17 29 L12 18 L21 18 Z', C.white, {
      stroke: C.ink,
      strokeWidth: 2,
      strokeLinejoin: 'round',
    }),
    { transform: `translate(${f(x)} ${f(y)})` },
  )
  return out
}

function steps(active: number) {
  const n = scenes.length
  const gap = 64
  const x0 = W / 2 - ((n - 1) * gap) / 2
  const y = 686
  let out =
    rect(x0 - 40, y - 24, (n - 1) * gap + 80, 48, C.white, { rx: 24, opacity: 0.9 }) +
    shadow(x0 - 40, y - 24, (n - 1) * gap + 80, 48, 24, 0.4)
  for (let i = 0; i < n - 1; i++)
    out += line(x0 + i * gap + 16, y, x0 + (i + 1) * gap - 16, y, i < active ? C.blue : C.line2, 3)
  scenes.forEach((s, i) => {
    const on = i === active
    const done = i < active
    out += circle(x0 + i * gap, y, on ? 17 : 14, on ? C.blue : done ? C.blue1 : C.surface, {
      stroke: on ? 'none' : C.line2,
      strokeWidth: 1.5,
    })
    out += icon(s.step, x0 + i * gap, y, on ? 18 : 15, on ? C.white : done ? C.blue : C.grey, 2.4)
  })
  return out
}

function frame(time: number): string {
  const d = new Doc(W, H)
  backdrop(d, 'blue', 5)
  const box = browser(d, WINDOW.x, WINDOW.y, WINDOW.w, WINDOW.h)
  const { index, t } = sceneAt(time)
  const scene = scenes[index]!
  const sliding = index > 0 && t < TRANSITION ? ease(t / TRANSITION) : 1
  inWindow(d, box, () => {
    if (sliding < 1) {
      const prev = scenes[index - 1]!
      d.group({ transform: `translate(${f(-sliding * box.w)} 0)` }, () => prev.draw(d, box, prev.duration))
      d.group({ transform: `translate(${f((1 - sliding) * box.w)} 0)` }, () => scene.draw(d, box, t))
    } else scene.draw(d, box, t)
  })
  const c = cursorAt(scene.cursor(box), t)
  d.add(steps(index), pointer(c.x, c.y, c.click))
  return d.toString()
}

async function render(time: number): Promise<Buffer> {
  return sharp(Buffer.from(frame(time)), { density: 72 })
    .resize(W, H)
    .removeAlpha()
    .raw()
    .toBuffer()
}

async function main() {
  sharp.concurrency(1)
  const at = process.argv.indexOf('--frames')
  if (at > 0) {
    for (const s of (process.argv[at + 1] ?? '').split(',').filter(Boolean)) {
      const file = `/tmp/tour-${s}s.png`
      await sharp(Buffer.from(frame(Number(s))))
        .png()
        .toFile(file)
      console.log(file)
    }
  }
  const frames = Math.round(TOTAL * FPS)
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      '27',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-threads',
      '1',
      OUT,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  )
  for (let i = 0; i < frames; i++) {
    const buf = await render(i / FPS)
    if (!ffmpeg.stdin.write(buf)) await new Promise((r) => ffmpeg.stdin.once('drain', r))
    if (i % FPS === 0) process.stdout.write(`\r${(i / FPS).toFixed(0)}/${TOTAL}s`)
  }
  ffmpeg.stdin.end()
  await done
  console.log(`\nwrote ${OUT}`)
}

await main()
