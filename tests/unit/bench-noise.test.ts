import { describe, expect, it } from 'vitest'

import { parseOptions } from '../../scripts/bench/config.mjs'
import { deltaInterval, median, verdict } from '../../scripts/bench/noise.mjs'
import { noiseTable } from '../../scripts/bench/report.mjs'

describe('The bench reads a difference from the empty page against its noise', () => {
  it('takes the median of finite values, the mean of the middle two for an even count', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([2, NaN, 4])).toBe(3)
    expect(median([])).toBeNaN()
  })

  it('gives an interval around the difference of medians that narrows as runs are added', () => {
    const noisy = (centre: number, n: number) =>
      Array.from({ length: n }, (_, i) => centre + ((i * 37) % 11) * 20 - 100)
    const few = deltaInterval(noisy(400, 3), noisy(300, 3))!
    const many = deltaInterval(noisy(400, 21), noisy(300, 21))!
    expect(few.delta).toBe(median(noisy(400, 3)) - median(noisy(300, 3)))
    expect(many.delta).toBe(100)
    for (const interval of [few, many]) {
      expect(interval.low).toBeLessThanOrEqual(interval.delta)
      expect(interval.high).toBeGreaterThanOrEqual(interval.delta)
    }
    expect(many.high - many.low).toBeLessThan(few.high - few.low)
    // Seeded: the same audits give the same interval.
    expect(deltaInterval(noisy(400, 21), noisy(300, 21))).toEqual(many)
  })

  it('gives no interval for a single run a side', () => {
    expect(deltaInterval([300], [200, 250])).toBeNull()
    expect(verdict(null, 100)).toBe('undecided')
  })

  it('says within, over or undecided, with performance read as the most it may fall short', () => {
    const interval = (low: number, high: number) => ({ delta: (low + high) / 2, low, high, level: 0.9 })
    expect(verdict(interval(-40, 90), 100)).toBe('within')
    expect(verdict(interval(60, 180), 100)).toBe('undecided')
    expect(verdict(interval(120, 400), 100)).toBe('over')
    expect(verdict(interval(-2, 1), 3, { higherIsBetter: true })).toBe('within')
    expect(verdict(interval(-5, -1), 3, { higherIsBetter: true })).toBe('undecided')
    expect(verdict(interval(-9, -4), 3, { higherIsBetter: true })).toBe('over')
  })

  it("lists each site route's differences with their intervals and verdicts", () => {
    const samples = (performance: number[], lcpMs: number[], tbtMs: number[]) => ({
      preset: { samples: { performance, lcpMs, tbtMs } },
    })
    const targets = [
      {
        label: 'site',
        routes: [
          {
            path: '/',
            lighthouse: samples(
              [97, 96, 98, 97, 95],
              [1060, 1055, 1070, 1064, 1058],
              [600, 640, 580, 620, 610],
            ),
            floorLighthouse: samples(
              [98, 97, 98, 99, 98],
              [880, 900, 870, 890, 885],
              [180, 200, 170, 190, 185],
            ),
          },
        ],
      },
    ]
    const rows = noiseTable(targets, { id: 'preset' }).split('\n')
    expect(rows[0]).toBe(
      '| Route | Runs | Δ perf [90 % interval] vs −3 | Δ LCP [90 % interval] vs +300 ms | Δ TBT [90 % interval] vs +100 ms |',
    )
    expect(rows[2]).toMatch(
      /^\| `\/` \| 5 \| −1 \[[−+]\d+ to [−+]\d+\] within \| \+175 ms \[\+\d+ to \+\d+ ms\] within \| \+425 ms \[\+\d+ to \+\d+ ms\] over \|$/,
    )
  })

  it('takes the number of runs from --runs and refuses anything but a whole number from 1', () => {
    expect(parseOptions([]).lighthouseRuns).toBe(3)
    expect(parseOptions(['--quick']).lighthouseRuns).toBe(1)
    expect(parseOptions(['--runs', '9']).lighthouseRuns).toBe(9)
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseOptions(['--runs'])).toThrow(/--runs/)
  })
})
