import { describe, expect, it } from 'vitest'

import { quietHostLine, waitForQuietHost } from '../../scripts/bench/quiet-host.mjs'
import { environment } from '../../scripts/bench/report.mjs'

/** A host whose load average reads `loads` in turn, on a clock that moves only when the wait sleeps. */
function host(loads: number[]) {
  let clock = 0
  const slept: number[] = []
  let reads = 0
  return {
    slept,
    reads: () => reads,
    options: {
      loadAverage: () => loads[Math.min(reads++, loads.length - 1)]!,
      sleep: async (ms: number) => {
        slept.push(ms)
        clock += ms
      },
      now: () => clock,
    },
  }
}

describe('waitForQuietHost', () => {
  it('starts at once on a quiet host', async () => {
    const h = host([0.2])
    expect(await waitForQuietHost({ ...h.options, threshold: 1 })).toEqual({
      waitedMs: 0,
      load: 0.2,
      quiet: true,
    })
    expect(h.slept).toEqual([])
  })

  it('polls until the load average falls below the threshold', async () => {
    const h = host([5.2, 3.1, 1.0, 0.8])
    const wait = await waitForQuietHost({ ...h.options, threshold: 1, pollMs: 5000 })
    // 1.0 is not below 1: it waits one more poll.
    expect(wait).toEqual({ waitedMs: 15_000, load: 0.8, quiet: true })
    expect(h.reads()).toBe(4)
  })

  it('gives up after the longest wait and says the host stayed busy', async () => {
    const h = host([4])
    const wait = await waitForQuietHost({ ...h.options, threshold: 1, pollMs: 5000, maxWaitMs: 12_000 })
    expect(wait).toEqual({ waitedMs: 12_000, load: 4, quiet: false })
    // The last sleep is cut to the time left, not a whole poll.
    expect(h.slept).toEqual([5000, 5000, 2000])
  })

  it('reads the real load average by default', async () => {
    const wait = await waitForQuietHost({ threshold: Number.POSITIVE_INFINITY })
    expect(wait.quiet).toBe(true)
    expect(wait.load).toBeGreaterThanOrEqual(0)
  })
})

describe('quietHostLine', () => {
  it('says how long the bench waited, or that it ran on a busy host', () => {
    expect(quietHostLine({ waitedMs: 15_400, load: 0.8, quiet: true }, 1)).toBe(
      'Load average (1 min) when Lighthouse began: 0.80, after waiting 15 s for it to fall below 1',
    )
    expect(quietHostLine({ waitedMs: 300_000, load: 2.5, quiet: false }, 1)).toContain(
      'still not below 1 after 300 s, so the audits ran on a busy host',
    )
  })
})

describe('environment', () => {
  const facts = {
    startedAt: new Date('2026-11-28T18:25:00Z'),
    loadAtStart: [0.64, 0.93, 1.31],
    nextVersion: '16',
    lighthouseVersion: '12',
    chromeVersion: '156',
    autocannonVersion: '8',
    options: { quick: false, loadSeconds: 10, warmupSeconds: 2 },
  }

  it("writes the wait into the report's header when Lighthouse ran, and nothing when it did not", () => {
    const quietHost = { waitedMs: 0, load: 0.87, quiet: true }
    expect(environment({ ...facts, quietHost })).toContain(`\n- ${quietHostLine(quietHost)}\n`)
    expect(environment({ ...facts, quietHost: null })).not.toContain('when Lighthouse began')
  })

  it('names the audits made again after a request got no answer, and says nothing when there were none', () => {
    const repeatedAudits = [
      {
        url: 'https://127.0.0.1:1/mobile/news',
        failed: ['failed https://127.0.0.1:1/a.js (net::ERR_FAILED)'],
      },
    ]
    expect(environment({ ...facts, quietHost: null, repeatedAudits })).toContain(
      '\n- Audits made again after a request of their page got no answer: 1 (https://127.0.0.1:1/mobile/news: failed https://127.0.0.1:1/a.js (net::ERR_FAILED))\n',
    )
    expect(environment({ ...facts, quietHost: null })).not.toContain('made again')
  })
})
