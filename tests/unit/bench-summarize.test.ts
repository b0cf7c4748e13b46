/**
 * What a route's audits come to in the bench's tables (scripts/bench/lighthouse.mjs, summarizeRuns): each target
 * metric's own median, and the quality scores and CLS of the worst run.
 */
import { describe, expect, it } from 'vitest'

import { summarizeRuns } from '../../scripts/bench/lighthouse.mjs'

/** The parts of a Lighthouse result the summary reads. */
function audit({ perf, lcp, tbt, fcp, tti, a11y = 1, cls = 0, index = 2000 }: Record<string, number>) {
  const numeric = (numericValue: number) => ({ numericValue })
  return {
    categories: {
      performance: { score: perf },
      accessibility: { score: a11y },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': numeric(lcp!),
      'total-blocking-time': numeric(tbt!),
      'cumulative-layout-shift': numeric(cls),
      'first-contentful-paint': numeric(fcp!),
      interactive: numeric(tti!),
    },
    environment: { benchmarkIndex: index, networkUserAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile' },
    configSettings: { throttling: { cpuSlowdownMultiplier: 6 } },
    lighthouseVersion: '12.8.2',
  }
}

describe('A route’s audits summarized', () => {
  it('reads each metric’s own median, not one run’s, and the worst run’s quality scores and shift', () => {
    // The run closest to the median FCP and TTI (Lighthouse's median run) is the second; its LCP is the highest.
    const runs = [
      audit({ perf: 0.99, lcp: 900, tbt: 420, fcp: 700, tti: 1500, index: 1800 }),
      audit({ perf: 0.9, lcp: 1813, tbt: 90, fcp: 800, tti: 2000, index: 1100, cls: 0.02 }),
      audit({ perf: 0.95, lcp: 1036, tbt: 200, fcp: 900, tti: 2500, a11y: 0.96, index: 2100 }),
    ]
    const summary = summarizeRuns(runs as never)
    expect(summary.medianRun.lcpMs).toBe(1813)
    expect(summary.performance).toBe(95)
    expect(summary.lcpMs).toBe(1036)
    expect(summary.tbtMs).toBe(200)
    expect(summary.accessibility).toBe(96)
    expect(summary.cls).toBe(0.02)
    // The host's speed is that of Lighthouse's median run.
    expect(summary.benchmarkIndex).toBe(1100)
    expect([summary.perfMin, summary.perfMax]).toEqual([90, 99])
    expect(summary.samples.lcpMs).toEqual([900, 1813, 1036])
  })
})
