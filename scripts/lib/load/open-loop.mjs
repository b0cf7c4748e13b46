// An open-loop load schedule and a latency recorder for the cluster load test (scripts/test-cluster.mjs).
// Requests go out at their scheduled times whatever the answers do, and latency is counted from the scheduled time,
// so a slow server shows in the figures instead of slowing the load down (no coordinated omission).
import { performance } from 'node:perf_hooks'

/**
 * Calls `send(index, scheduledAt)` `rate` times a second for `durationMs`, from `startAt` (performance.now() time).
 * With `maxInFlight` requests unanswered, a due request is skipped and counted: the generator's own limit, reported
 * as a shortfall of the achieved rate. Resolves when every request sent has settled.
 */
export function openLoop({ rate, durationMs, maxInFlight, startAt = performance.now(), send }) {
  return new Promise((resolve) => {
    let issued = 0
    let skipped = 0
    let inFlight = 0
    const pending = new Set()
    const interval = 1000 / rate
    const tick = () => {
      const now = performance.now()
      if (now < startAt) return
      const elapsed = Math.min(now - startAt, durationMs)
      const due = Math.floor(elapsed / interval)
      while (issued + skipped < due) {
        const index = issued + skipped
        if (inFlight >= maxInFlight) {
          skipped++
          continue
        }
        issued++
        inFlight++
        const request = Promise.resolve(send(index, startAt + index * interval)).finally(() => {
          inFlight--
          pending.delete(request)
        })
        pending.add(request)
      }
      if (now - startAt >= durationMs) {
        clearInterval(timer)
        Promise.allSettled([...pending]).then(() => resolve({ issued, skipped }))
      }
    }
    const timer = setInterval(tick, 2)
  })
}

/**
 * Latencies, statuses and errors of one class of requests. Each request is kept as the second of the run it was
 * scheduled in, its latency (NaN when there was no answer) and its HTTP status or error code.
 */
export class Recorder {
  constructor(name) {
    this.name = name
    this.seconds = []
    this.latencies = []
    this.outcomes = []
  }

  /** An answer with HTTP `status` after `ms`, scheduled in second `second` of the run. */
  answer(status, ms, second) {
    this.seconds.push(second)
    this.latencies.push(ms)
    this.outcomes.push(status)
  }

  /** No answer (connection refused or reset, time-out): `code` names it. */
  error(code, second) {
    this.seconds.push(second)
    this.latencies.push(NaN)
    this.outcomes.push(String(code))
  }

  /** Adds another recorder's requests (a worker thread's). */
  merge(other) {
    for (const key of ['seconds', 'latencies', 'outcomes'])
      for (const value of other[key]) this[key].push(value)
    return this
  }

  get count() {
    return this.outcomes.length
  }

  /** Answers by HTTP status and failures by error code, within seconds [from, to) of the run. */
  tally(from = -Infinity, to = Infinity) {
    const statuses = {}
    const errors = {}
    for (let i = 0; i < this.outcomes.length; i++) {
      if (this.seconds[i] < from || this.seconds[i] >= to) continue
      const outcome = this.outcomes[i]
      const bucket = typeof outcome === 'number' ? statuses : errors
      bucket[outcome] = (bucket[outcome] ?? 0) + 1
    }
    return { statuses, errors }
  }

  /** Count, answered, 5xx, failures and latency percentiles (ms) within seconds [from, to) of the run. */
  summary(from = -Infinity, to = Infinity) {
    const answered = []
    let count = 0
    let serverErrors = 0
    let failures = 0
    for (let i = 0; i < this.outcomes.length; i++) {
      if (this.seconds[i] < from || this.seconds[i] >= to) continue
      count++
      const outcome = this.outcomes[i]
      if (typeof outcome !== 'number') failures++
      else {
        if (outcome >= 500) serverErrors++
        answered.push(this.latencies[i])
      }
    }
    const sorted = Float64Array.from(answered).sort()
    const at = (q) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN
    return {
      count,
      answered: sorted.length,
      serverErrors,
      failures,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
      ...this.tally(from, to),
    }
  }

  plain() {
    return { name: this.name, seconds: this.seconds, latencies: this.latencies, outcomes: this.outcomes }
  }

  static from(plain) {
    return Object.assign(new Recorder(plain.name), plain)
  }
}
