// The API side of the cluster load test: member sign-ins and leads, each from its own loopback address, with
// what every answer must be. Leads carry an Idempotency-Key; some are sent twice on purpose (a client's retry
// racing the first copy, or repeating it after the answer), and any lead without a 2xx answer is retried with the
// same key, as a client that timed out would.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import { postJson } from './clients.mjs'
import { openLoop, Recorder } from './open-loop.mjs'

export const MEMBER_PASSWORD = 'Load@123456'
const WRONG_PASSWORD = 'Wrong@123456'
/** The browser client's time-out (src/lib/constants.ts REQUEST_TIMEOUT_MS). */
const CLIENT_TIMEOUT_MS = 10_000
const LEAD_TRIES = 3

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sign-ins at `rate`/s: 8 in 10 a member with the right password (must answer code 0), 1 in 10 an unknown
 * username (code 1), 1 in 10 a wrong password for one of the `victims` (code 1, then 110 once it is locked).
 */
export async function loadLogins({ pools, members, victims, rate, durationMs, maxInFlight, startAt }) {
  const recorder = new Recorder('logins')
  const calls = []
  const byKind = {
    member: new Recorder('member'),
    unknown: new Recorder('unknown'),
    victim: new Recorder('victim'),
  }
  const unexpected = []
  const expected = {
    member: (status, code) => status === 200 && code === 0,
    unknown: (status, code) => status === 200 && code === 1,
    victim: (status, code) => status === 200 && (code === 1 || code === 110),
  }
  const result = await openLoop({
    rate,
    durationMs,
    maxInFlight,
    startAt,
    async send(i, scheduledAt) {
      const slot = i % 10
      const kind = slot < 8 ? 'member' : slot === 8 ? 'unknown' : 'victim'
      const username =
        kind === 'member'
          ? members[i % members.length]
          : kind === 'unknown'
            ? `nobody_${i}`
            : victims[i % victims.length]
      const password = kind === 'member' ? MEMBER_PASSWORD : WRONG_PASSWORD
      const second = Math.floor((scheduledAt - startAt) / 1000)
      const started = performance.now()
      try {
        // Keyed as the site's login dialog does: nginx may resend it when an instance dies mid-request.
        const res = await postJson(
          pools.pool(i).pool,
          '/api/edu/user/login',
          { username, password },
          { 'idempotency-key': randomUUID() },
          30_000,
        )
        const ms = performance.now() - scheduledAt
        recorder.answer(res.status, ms, second)
        byKind[kind].answer(res.status, ms, second)
        calls.push({ started, ended: performance.now(), status: res.status })
        if (!expected[kind](res.status, res.body?.code))
          unexpected.push({ kind, username, status: res.status, body: res.body })
      } catch (error) {
        recorder.error(error.code ?? error.name, second)
        byKind[kind].error(error.code ?? error.name, second)
        calls.push({ started, ended: performance.now(), status: error.code ?? error.name })
        unexpected.push({ kind, username, status: error.code ?? error.name })
      }
    },
  })
  return { ...result, recorder, byKind, calls, unexpected }
}

/**
 * Leads at `rate`/s, each with a new Idempotency-Key. Every answer is kept per key (status, lead id, replayed),
 * so the test can hold them against the database.
 */
export async function loadLeads({ pools, rate, durationMs, maxInFlight, startAt, keyPrefix }) {
  const recorder = new Recorder('leads')
  const keys = new Map()
  const result = await openLoop({
    rate,
    durationMs,
    maxInFlight,
    startAt,
    async send(i, scheduledAt) {
      const key = `${keyPrefix}-${i}-${randomUUID()}`
      const answers = []
      keys.set(key, answers)
      const { pool } = pools.pool(i)
      const lead = {
        kind: 'consult',
        name: '压测访客',
        phone: `139${String(i).padStart(8, '0')}`,
        message: `集群负载测试留言 ${i}`,
        source: '/cooperation',
      }
      const second = Math.floor((scheduledAt - startAt) / 1000)
      // One copy: tried again with the same key while there is no 2xx answer (a client's time-out retry).
      const copy = async (role) => {
        for (let attempt = 1; attempt <= LEAD_TRIES; attempt++) {
          const started = performance.now()
          try {
            const res = await postJson(
              pool,
              '/api/port/leads',
              lead,
              { 'idempotency-key': key },
              CLIENT_TIMEOUT_MS,
            )
            recorder.answer(res.status, performance.now() - started, second)
            answers.push({
              role,
              attempt,
              status: res.status,
              code: res.body?.code,
              id: res.body?.data?.id,
              replayed: res.headers['idempotent-replayed'] === 'true',
            })
            if (res.status < 500) return
          } catch (error) {
            recorder.error(error.code ?? error.name, second)
            answers.push({ role, attempt, status: error.code ?? error.name })
          }
        }
      }
      const pattern = i % 10
      if (pattern === 3) await Promise.all([copy('first'), sleep(20).then(() => copy('racing retry'))])
      else if (pattern === 7) {
        await copy('first')
        await copy('repeat')
      } else await copy('first')
    },
  })
  return { ...result, recorder, keys }
}

/**
 * Holds the answers against the stored leads (`rows`: idempotency_key, id): every key answered 2xx is stored
 * exactly once, under the id every one of its answers gave. Returns the figures and the failures found.
 */
export function checkLeads(keys, rows) {
  const stored = new Map()
  for (const row of rows) {
    const list = stored.get(row.idempotency_key) ?? []
    list.push(Number(row.id))
    stored.set(row.idempotency_key, list)
  }
  const failures = []
  let acknowledged = 0
  let repeatsSent = 0
  let replayed = 0
  for (const [key, answers] of keys) {
    const acks = answers.filter((a) => a.status >= 200 && a.status < 300 && a.code === 0)
    repeatsSent += answers.filter((a) => a.role !== 'first').length
    replayed += acks.filter((a) => a.replayed).length
    const rowsOfKey = stored.get(key) ?? []
    if (rowsOfKey.length > 1)
      failures.push(`${key}: stored ${rowsOfKey.length} times (${rowsOfKey.join(', ')})`)
    if (!acks.length) continue
    acknowledged++
    const ids = new Set(acks.map((a) => Number(a.id)))
    if (ids.size > 1) failures.push(`${key}: answered with different ids ${[...ids].join(', ')}`)
    if (rowsOfKey.length !== 1)
      failures.push(`${key}: acknowledged (id ${[...ids][0]}) but stored ${rowsOfKey.length} times`)
    else if (!ids.has(rowsOfKey[0]))
      failures.push(`${key}: acknowledged id ${[...ids][0]}, stored as ${rowsOfKey[0]}`)
  }
  const unacknowledgedStored = [...stored.keys()].filter(
    (key) => !(keys.get(key) ?? []).some((a) => a.status >= 200 && a.status < 300 && a.code === 0),
  ).length
  return {
    sent: keys.size,
    acknowledged,
    stored: rows.length,
    unacknowledgedStored,
    repeatsSent,
    replayed,
    failures,
  }
}
