// Page requests of the cluster load test, in a worker thread so the API clients on the main thread do not delay
// them: an open-loop schedule over the given (path, user agent) targets through one keep-alive pool to nginx,
// after `warmupMs` at the same rate that is not recorded (connections opened, code compiled, caches running).
import { once } from 'node:events'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

import { Pool } from 'undici'

import { openLoop, Recorder } from './open-loop.mjs'

const { origin, targets, rate, durationMs, warmupMs, maxInFlight, connections } = workerData
const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 })
const recorder = new Recorder('pages')
const cache = {}
const resets = {}
const RESET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])
let bytes = 0

/** One page request; `startAt` is the start of the measured run, or null in the warm-up. */
async function requestPage(index, scheduledAt, startAt) {
  const target = targets[index % targets.length]
  const second = Math.floor((scheduledAt - startAt) / 1000)
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await pool.request({
        path: target.path,
        method: 'GET',
        headers: { 'user-agent': target.userAgent, accept: 'text/html', 'accept-encoding': 'gzip' },
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      })
      let size = 0
      for await (const chunk of res.body) size += chunk.length
      if (startAt === null) return
      bytes += size
      recorder.answer(res.statusCode, performance.now() - scheduledAt, second)
      const status = res.headers['x-cache-status'] ?? 'none'
      cache[status] = (cache[status] ?? 0) + 1
      return
    } catch (error) {
      const code = error.code ?? error.name
      // A browser sends a GET again, once, when the kept-alive connection it used is reset before any answer.
      if (attempt === 1 && RESET.has(code)) {
        if (startAt !== null) resets[code] = (resets[code] ?? 0) + 1
        continue
      }
      if (startAt !== null) recorder.error(code, second)
      return
    }
  }
}

// Loaded and ready: the main thread names the wall-clock moment the measured run starts at.
parentPort.postMessage({ ready: true })
const [{ startEpoch }] = await once(parentPort, 'message')
const startAt = performance.now() + (startEpoch - Date.now())
const [, { issued, skipped }] = await Promise.all([
  openLoop({
    rate,
    durationMs: warmupMs,
    maxInFlight,
    startAt: startAt - warmupMs,
    send: (index, scheduledAt) => requestPage(index, scheduledAt, null),
  }),
  openLoop({
    rate,
    durationMs,
    maxInFlight,
    startAt,
    send: (index, scheduledAt) => requestPage(index, scheduledAt, startAt),
  }),
])
await pool.close()
parentPort.postMessage({ recorder: recorder.plain(), issued, skipped, cache, bytes, resets })
