import os from 'node:os'

/** The 1-minute load average Lighthouse waits for: below one busy core of this machine's two. */
export const QUIET_LOAD = 1
/** Lighthouse starts after this long even on a host that stays busy (the report says so). */
export const QUIET_MAX_WAIT_MS = 5 * 60_000

/**
 * Waits until the host's 1-minute load average is below `threshold`, checking every `pollMs`, for at most
 * `maxWaitMs`. Simulated throttling multiplies the CPU time each audit observes (6x on the slow profile), so
 * an audit started while something else still runs (a test run that just ended, a build) reads that work as
 * the page's: one run began at a load average of 5.2. Returns how long it waited, the load average it ended
 * on and whether it fell below the threshold.
 */
export async function waitForQuietHost({
  threshold = QUIET_LOAD,
  maxWaitMs = QUIET_MAX_WAIT_MS,
  pollMs = 5_000,
  loadAverage = () => os.loadavg()[0],
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => Date.now(),
} = {}) {
  const started = now()
  for (;;) {
    const load = loadAverage()
    const waitedMs = now() - started
    if (load < threshold) return { waitedMs, load, quiet: true }
    if (waitedMs >= maxWaitMs) return { waitedMs, load, quiet: false }
    await sleep(Math.min(pollMs, maxWaitMs - waitedMs))
  }
}

/** What the wait came to, in words: the report's header line and the run's log say it. */
export function quietHostLine(wait, threshold = QUIET_LOAD) {
  const seconds = Math.round(wait.waitedMs / 1000)
  const load = wait.load.toFixed(2)
  return wait.quiet
    ? `Load average (1 min) when Lighthouse began: ${load}, after waiting ${seconds} s for it to fall below ${threshold}`
    : `Load average (1 min) when Lighthouse began: ${load}: still not below ${threshold} after ${seconds} s, so the audits ran on a busy host`
}
