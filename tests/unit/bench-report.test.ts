import { describe, expect, it } from 'vitest'

import { roundTrips } from '../../scripts/bench/page-weight.mjs'
import {
  lighthouseTable,
  readmeLighthouseTable,
  readmeThroughputTable,
  replaceMarked,
  weightTable,
} from '../../scripts/bench/report.mjs'

const profiles = [
  { id: 'preset', label: 'mobile preset, 4x CPU', cpuSlowdown: 4 },
  { id: 'slow', label: 'slow phone, 6x CPU', cpuSlowdown: 6 },
]
const lighthouse = (performance: number, lcpMs: number, tbtMs: number) => ({
  preset: { performance, lcpMs, tbtMs },
  slow: { performance: performance - 10, lcpMs: lcpMs + 500, tbtMs: tbtMs * 2 },
})
const route = (path: string, jsGzip: number, lh: ReturnType<typeof lighthouse>, rps: number) => ({
  path,
  weight: { jsGzip },
  lighthouse: lh,
  load: { rps },
})
const targets = [
  {
    label: 'site',
    routes: [
      {
        ...route('/', 148_300, lighthouse(90, 2000.4, 250), 1018.2),
        nginx: { bytes: 28_700, load: { rps: 1766 }, staticLoad: { rps: 1974 } },
      },
      route('/mobile', 150_200, lighthouse(93, 2392, 252), 1044),
    ],
  },
  { label: 'empty-app', routes: [route('/', 134_600, lighthouse(99, 644, 123), 1446)] },
  {
    label: 'site@adbeaab',
    routes: [
      route('/', 166_100, lighthouse(93, 2656, 201), 306),
      route('/mobile', 180_100, lighthouse(95, 2523, 181), 478),
    ],
  },
]

describe("README's bench tables", () => {
  it('shows each route beside the empty page and the earlier build, the empty page last', () => {
    const rows = readmeLighthouseTable(targets, profiles).split('\n')
    expect(rows[0]).toBe(
      '| route | first-load JS (Δ) | before | perf 4x (Δ) | before | LCP 4x (Δ) | before | TBT 4x (Δ) | before | perf 6x (Δ) | before | LCP 6x (Δ) | before | TBT 6x (Δ) | before |',
    )
    expect(rows[2]).toBe(
      '| `/` | 148.3 kB (+13.7) | 166.1 | 90 (−9) | 93 | 2000 (+1356) ms | 2656 | 250 (+127) ms | 201 | 80 (−9) | 83 | 2500 (+1356) ms | 3156 | 500 (+254) ms | 402 |',
    )
    expect(rows[3]).toMatch(/^\| `\/mobile` \| 150\.2 kB \(\+15\.6\) \| 180\.1 \| 93 \(−6\) \| 95 \|/)
    expect(rows.at(-1)).toBe(
      '| empty App Router page | 134.6 kB |  | 99 |  | 644 ms |  | 123 ms |  | 89 |  | 1144 ms |  | 246 ms |  |',
    )
  })

  it('leaves the before columns out when the run measured no earlier build', () => {
    const header = readmeLighthouseTable(targets.slice(0, 2), profiles.slice(0, 1)).split('\n')[0]
    expect(header).toBe('| route | first-load JS (Δ) | perf 4x (Δ) | LCP 4x (Δ) | TBT 4x (Δ) |')
  })

  it("compares a route with the empty page's audits made in turn with it, when the run has them", () => {
    // The empty page's run-wide median is 99 / 644 / 123 ms; the audits made in turn with `/` read 95 / 900 / 200.
    const paired = [
      {
        label: 'site',
        routes: [
          {
            ...route('/', 148_300, lighthouse(90, 2000, 250), 1018),
            floorLighthouse: lighthouse(95, 900, 200),
          },
        ],
      },
      targets[1],
    ]
    const readmeRow = readmeLighthouseTable(paired, profiles.slice(0, 1)).split('\n')[2]
    expect(readmeRow).toBe('| `/` | 148.3 kB (+13.7) | 90 (−5) | 2000 (+1100) ms | 250 (+50) ms |')
    const resultRows = lighthouseTable(paired, profiles[0]).split('\n')
    expect(resultRows[0]).toMatch(
      /\| Δ perf \|.*\| Δ LCP \|.*\| Δ TBT \|.*\| Empty page in turn \(perf · LCP · TBT\) \|$/,
    )
    expect(resultRows[2]).toMatch(
      /^\| site \| `\/` \| .* \| 90 \| −5 \| .* \| 2000 ms \| \+1100 ms \| 250 ms \| \+50 ms \| .* \| 95 · 900 ms · 200 ms \|$/,
    )
    // The empty page's own row: its run-wide median, no difference, nothing in the last column.
    expect(resultRows[3]).toMatch(
      /^\| empty-app \| `\/` \| .* \| 99 \|  \| .* \| 644 ms \|  \| 123 ms \|  \| .* \|  \|$/,
    )
  })

  it('lists the throughput of the pages measured through nginx, with the earlier build and the empty page', () => {
    const rows = readmeThroughputTable(targets).split('\n')
    expect(rows[0]).toBe(
      '| route | bytes sent | instance alone | through nginx | nginx, static file | ratio | site@adbeaab |',
    )
    expect(rows.slice(2)).toEqual([
      '| `/` | 28.7 kB | 1,018 | 1,766 | 1,974 | 0.89 | 306 |',
      '| empty App Router page |  | 1,446 |  |  |  |  |',
    ])
  })

  it('writes a table between its markers only, with the run date', () => {
    const before = 'intro\n<!-- bench:throughput -->\nold table\n<!-- /bench:throughput -->\nafter\n'
    const after = replaceMarked(before, 'throughput', '| new |', new Date('2026-11-27T00:48:30Z'))
    expect(after).toBe(
      'intro\n<!-- bench:throughput -->\n\n_Written by `npm run bench`, run of 2026-11-27 00:48 UTC._\n\n| new |\n\n<!-- /bench:throughput -->\nafter\n',
    )
    expect(replaceMarked('no markers', 'throughput', '| new |', new Date())).toBe('no markers')
  })
})

describe('The document as served', () => {
  it("counts round trips as Lighthouse's model of a connection sends: 14.6 kB, twice as much, then 30.7 kB each", () => {
    expect([1, 14_600, 14_601, 43_800, 43_801, 74_460, 74_461].map(roundTrips)).toEqual([1, 1, 2, 2, 3, 3, 4])
  })

  it("shows each route's document with its coding and round trips beside its HTML", () => {
    const weighed = [
      {
        label: 'site',
        routes: [
          {
            path: '/news/detail/company/1',
            device: 'desktop',
            weight: {
              render: 'cached (HIT)',
              jsCount: 11,
              jsGzip: 149_500,
              jsRaw: 491_400,
              htmlGzip: 19_200,
              htmlRaw: 83_500,
              servedBytes: 14_172,
              servedCoding: 'br',
            },
          },
          {
            path: '/',
            device: 'desktop',
            weight: {
              render: 'cached (HIT)',
              jsCount: 11,
              jsGzip: 148_900,
              jsRaw: 490_600,
              htmlGzip: 31_500,
              htmlRaw: 177_200,
              servedBytes: 21_205,
              servedCoding: 'br',
            },
          },
        ],
      },
      {
        label: 'empty-app',
        routes: [
          {
            path: '/',
            device: 'desktop',
            weight: {
              render: 'cached (HIT)',
              jsCount: 5,
              jsGzip: 134_600,
              jsRaw: 457_100,
              htmlGzip: 1_700,
              htmlRaw: 4_700,
              servedBytes: 2_312,
              servedCoding: 'gzip',
            },
          },
        ],
      },
    ]
    const rows = weightTable(weighed).split('\n')
    expect(rows[0]).toMatch(/\| HTML \(raw\) \| Document as served \|$/)
    expect(rows[2]).toMatch(/\| 83\.5 kB \| 14\.2 kB br · 1 RT \|$/)
    expect(rows[3]).toMatch(/\| 177\.2 kB \| 21\.2 kB br · 2 RT \|$/)
    expect(rows[4]).toMatch(/\| 4\.7 kB \| 2\.3 kB gzip · 1 RT \|$/)
  })
})
