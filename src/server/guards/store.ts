import 'server-only'

import type { Payload } from 'payload'

import { databaseKindOf, env } from '../env'

export interface HitResult {
  allowed: boolean
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number
}

/**
 * Short-lived state of the API guards: seen nonces and rate-limit counters. In memory for the embedded
 * database (one process); in PostgreSQL when it is configured, so several app instances share it.
 */
export interface GuardStore {
  /** Records a nonce for `ttlMs`; false when it was already recorded (a replay). */
  remember(nonce: string, ttlMs: number): Promise<boolean>
  /** Counts one hit on `key` in a fixed window; not allowed past `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>
  /** The hits counted on `key` in its current window (0 when none or expired). */
  peek(key: string): Promise<number>
  /** Forgets `key`'s hits. */
  reset(key: string): Promise<void>
}

export function createMemoryStore(now: () => number = Date.now): GuardStore {
  const nonces = new Map<string, number>()
  const counters = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = 0
  const sweep = (at: number) => {
    if (at < nextSweep) return
    nextSweep = at + 60_000
    for (const [nonce, expires] of nonces) if (expires <= at) nonces.delete(nonce)
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key)
  }
  return {
    async remember(nonce, ttlMs) {
      const at = now()
      sweep(at)
      const expires = nonces.get(nonce)
      if (expires !== undefined && expires > at) return false
      nonces.set(nonce, at + ttlMs)
      return true
    },
    async hit(key, limit, windowMs) {
      const at = now()
      sweep(at)
      let counter = counters.get(key)
      if (!counter || counter.resetAt <= at) {
        counter = { count: 0, resetAt: at + windowMs }
        counters.set(key, counter)
      }
      counter.count += 1
      const allowed = counter.count <= limit
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((counter.resetAt - at) / 1000)),
      }
    },
    async peek(key) {
      const counter = counters.get(key)
      return counter && counter.resetAt > now() ? counter.count : 0
    },
    async reset(key) {
      counters.delete(key)
    },
  }
}

type Pool = {
  query: (
    text: string,
    values?: unknown[],
  ) => Promise<{ rowCount: number | null; rows: Record<string, unknown>[] }>
}

/** PostgreSQL-backed store on the tables of the `api_guards` migration. */
export function createPostgresStore(pool: Pool): GuardStore {
  let lastSweep = 0
  return {
    async remember(nonce, ttlMs) {
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now()
        await pool.query('delete from api_guard_nonces where expires_at < now()')
      }
      const res = await pool.query(
        `insert into api_guard_nonces (nonce, expires_at) values ($1, now() + $2 * interval '1 millisecond')
         on conflict (nonce) do update set expires_at = excluded.expires_at where api_guard_nonces.expires_at < now()
         returning nonce`,
        [nonce, ttlMs],
      )
      return res.rowCount === 1
    },
    async hit(key, limit, windowMs) {
      const res = await pool.query(
        `insert into api_guard_counters (key, count, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
         on conflict (key) do update set
           count = case when api_guard_counters.reset_at <= now() then 1 else api_guard_counters.count + 1 end,
           reset_at = case when api_guard_counters.reset_at <= now() then excluded.reset_at else api_guard_counters.reset_at end
         returning count, ceil(extract(epoch from (reset_at - now()))) as ttl`,
        [key, windowMs],
      )
      const count = Number(res.rows[0].count)
      const allowed = count <= limit
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(res.rows[0].ttl)) }
    },
    async peek(key) {
      const res = await pool.query(
        'select count from api_guard_counters where key = $1 and reset_at > now()',
        [key],
      )
      return res.rows.length ? Number(res.rows[0].count) : 0
    },
    async reset(key) {
      await pool.query('delete from api_guard_counters where key = $1', [key])
    },
  }
}

let store: GuardStore | undefined

/** The guard store for this process, chosen by the configured database. */
export function guardStore(payload: Payload): GuardStore {
  if (!store) {
    store =
      databaseKindOf(env.DATABASE_URL) === 'postgres'
        ? createPostgresStore((payload.db as unknown as { pool: Pool }).pool)
        : createMemoryStore()
  }
  return store
}
