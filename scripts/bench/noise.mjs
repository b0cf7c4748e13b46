// How far a route's difference from the empty page can be trusted, from the audits of one run.
//
// Lighthouse's simulated TBT scatters widely between audits of the same page on this host (one route at 6x:
// 226-1,027 ms over 24 audits), and the empty page's own LCP has two modes (620-690 ms when none of its
// scripts finished before its first paint, 860-1,670 ms when some had). A difference of two medians of 3 then
// says little: two sets of audits of one and the same page differ by more than issue 13's bounds (100 ms of TBT,
// 3 points of performance) in about half of the draws at 6x. So besides each difference the bench reports an
// interval for it, and whether a bound is met, missed, or cannot be told from the noise at this number of runs.

import { seededRandom } from '../../src/lib/seeded-random.mjs'

/** Median of finite numbers (mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const n = sorted.length
  if (!n) return NaN
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

function resample(values, next) {
  return values.map(() => values[Math.floor(next() * values.length)])
}

/**
 * The difference median(a) − median(b) and a bootstrap interval for it: both samples are drawn again with
 * replacement `iterations` times, and the interval holds the central `level` of the differences of their
 * medians. Null when either side has fewer than two values: one audit a side gives no interval.
 */
export function deltaInterval(a, b, { level = 0.9, iterations = 4000, seed = 1 } = {}) {
  const left = a.filter(Number.isFinite)
  const right = b.filter(Number.isFinite)
  if (left.length < 2 || right.length < 2) return null
  // Seeded, so a report's intervals are the same for the same audits.
  const next = seededRandom(seed)
  const deltas = Array.from(
    { length: iterations },
    () => median(resample(left, next)) - median(resample(right, next)),
  ).sort((x, y) => x - y)
  const tail = (1 - level) / 2
  return {
    delta: median(left) - median(right),
    low: deltas[Math.floor(tail * (iterations - 1))],
    high: deltas[Math.ceil((1 - tail) * (iterations - 1))],
    level,
  }
}

/**
 * Issue 13's bound on a difference, read against its interval: `within` when the whole interval is inside
 * (higher is better for performance: `bound` is then the most it may fall short), `over` when the whole
 * interval is beyond it, `undecided` when the bound lies inside the interval.
 */
export function verdict(interval, bound, { higherIsBetter = false } = {}) {
  if (!interval) return 'undecided'
  const low = higherIsBetter ? -interval.high : interval.low
  const high = higherIsBetter ? -interval.low : interval.high
  if (high <= bound) return 'within'
  if (low > bound) return 'over'
  return 'undecided'
}
