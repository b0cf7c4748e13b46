import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'

import { startPostgres } from '../../scripts/lib/pg-cluster.mjs'
import { closePool } from './pg-pool'

type Handler = (request: Request) => Promise<Response>
type Submit = typeof import('@/server/leads').submitLead

/**
 * `Idempotency-Key` on POST /api/port/leads, on SQLite and on PostgreSQL (tests/int/lead-idempotency*.int.test.ts):
 * the route as Next calls it, the real database and its unique index.
 */
export function leadIdempotencySuite(database: 'sqlite' | 'postgres') {
  let tmp: string
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined
  let payload: Payload
  let POST: Handler
  let submitLead: Submit

  let seq = 0
  const nextKey = () => `${database}-key-${++seq}-${Math.random().toString(36).slice(2)}`
  const nextIp = () => `198.51.100.${++seq % 250}`
  const lead = () => ({
    name: '王老师',
    phone: `1370000${String(++seq).padStart(4, '0')}`,
    message: '想了解校园版的课程安排',
    source: '/cooperation',
  })

  async function post(body: object, headers: Record<string, string> = {}) {
    const signed = await signatureHeaders({ secret: DEMO_SIGN_SECRET })
    return POST(
      new Request('http://localhost/api/port/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...signed, ...headers },
        body: JSON.stringify(body),
      }),
    )
  }
  const withKey = (key: string, ip?: string) => ({
    'idempotency-key': key,
    ...(ip ? { 'x-forwarded-for': ip } : {}),
  })
  const leadsWithKey = async (key: string) =>
    (
      await payload.find({
        collection: 'leads',
        where: { idempotencyKey: { equals: key } },
        overrideAccess: true,
        pagination: false,
        depth: 0,
      })
    ).docs
  const leadsCount = async () =>
    (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'int-lead-idempotency-'))
    process.env.DATABASE_URL =
      database === 'postgres'
        ? (cluster = await startPostgres()).createDatabase('idempotency')
        : `file:${path.join(tmp, 'idempotency.db')}`
    process.env.PAYLOAD_SECRET ??= 'lead-idempotency-int-secret-0123'
    const { getPayloadClient } = await import('@/server/payload')
    const { migrations } =
      database === 'postgres'
        ? await import('../../migrations/postgres')
        : await import('../../migrations/sqlite')
    payload = await getPayloadClient()
    await payload.db.migrate({ migrations: migrations as never })
    ;({ POST } = await import('@/app/api/port/leads/route'))
    ;({ submitLead } = await import('@/server/leads'))
  })

  afterAll(async () => {
    await payload?.destroy()
    await closePool(payload)
    cluster?.stop()
    rmSync(tmp, { recursive: true, force: true })
  })

  describe(`Idempotency-Key on POST /api/port/leads (${database})`, () => {
    it('answers a repeated key with the first lead and stores one', async () => {
      const key = nextKey()
      const body = lead()
      const first = await post(body, withKey(key))
      expect(first.status).toBe(200)
      const firstBody = await first.json()
      expect(firstBody).toMatchObject({ code: 0, msg: '提交成功' })
      expect(first.headers.get('idempotent-replayed')).toBeNull()

      const again = await post(body, withKey(key))
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual(firstBody)
      expect(again.headers.get('idempotent-replayed')).toBe('true')

      const stored = await leadsWithKey(key)
      expect(stored.map((doc) => doc.id)).toEqual([firstBody.data.id])
    })

    it('stores one lead when copies of a key race, through the route and past its look-up', async () => {
      const key = nextKey()
      const body = lead()
      const before = await leadsCount()
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(body, withKey(key))))
      const bodies = await Promise.all(answers.map((res) => res.json()))
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200))
      const ids = new Set(bodies.map((b) => b.data.id))
      expect(ids.size).toBe(1)
      expect((await leadsWithKey(key)).map((doc) => doc.id)).toEqual([...ids])
      expect(await leadsCount()).toBe(before + 1)

      // The service alone (no look-up first): only the unique index stands between the copies.
      const direct = nextKey()
      const results = await Promise.all(
        Array.from({ length: 8 }, () => submitLead(lead(), payload, { idempotencyKey: direct })),
      )
      expect(results.every((result) => result.ok)).toBe(true)
      const directIds = new Set(results.map((result) => (result.ok ? result.id : null)))
      expect(directIds.size).toBe(1)
      expect(results.filter((result) => result.ok && !result.replayed)).toHaveLength(1)
      expect((await leadsWithKey(direct)).map((doc) => doc.id)).toEqual([...directIds])
    })

    it('stores a burst of leads larger than the connection pool (no read outside the lead transaction)', async () => {
      // 25 at once: each holds a pooled connection for its transaction (10 in the pool); a read on another
      // connection inside it would wait for one of the others, which all wait too.
      const before = await leadsCount()
      const burst = Promise.all(Array.from({ length: 25 }, () => post(lead(), withKey(nextKey()))))
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('the burst never finished: the connection pool is deadlocked')),
          30_000,
        ),
      )
      const answers = await Promise.race([burst, timeout])
      expect(answers.map((res) => res.status)).toEqual(Array(25).fill(200))
      expect(await leadsCount()).toBe(before + 25)
    })

    it('answers a resent request, nonce and all, with the first lead (nginx resending it elsewhere)', async () => {
      const headers = {
        'content-type': 'application/json',
        'x-forwarded-for': nextIp(),
        ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })),
      }
      const send = (extra: Record<string, string>) =>
        POST(
          new Request('http://localhost/api/port/leads', {
            method: 'POST',
            headers: { ...headers, ...extra },
            body: JSON.stringify(body),
          }),
        )
      const body = lead()
      const key = nextKey()
      const first = await (await send(withKey(key))).json()
      const resent = await send(withKey(key))
      expect(resent.status).toBe(200)
      expect(await resent.json()).toEqual(first)
      expect(await leadsWithKey(key)).toHaveLength(1)
      // Without a key the nonce guards against replays as before.
      const unkeyed = await send({})
      expect(unkeyed.status).toBe(412)
    })

    it('keeps leads without a key apart (the index allows any number of them)', async () => {
      const before = await leadsCount()
      const body = lead()
      expect((await post(body)).status).toBe(200)
      expect((await post(body)).status).toBe(200)
      expect(await leadsCount()).toBe(before + 2)
    })

    it('does not count a repeat against the address rate limit', async () => {
      const ip = '203.0.113.77'
      const key = nextKey()
      const first = await (await post(lead(), withKey(key, ip))).json()
      for (let i = 0; i < 3; i++) expect((await post(lead(), withKey(key, ip))).status).toBe(200)
      // Four more new leads reach the limit of 5; a sixth is refused, a repeat of the first is still answered.
      for (let i = 0; i < 4; i++) expect((await post(lead(), withKey(nextKey(), ip))).status).toBe(200)
      const limited = await post(lead(), withKey(nextKey(), ip))
      expect(limited.status).toBe(429)
      expect(await limited.json()).toEqual({ code: 429, msg: '提交过于频繁，请稍后再试' })
      const repeat = await post(lead(), withKey(key, ip))
      expect(repeat.status).toBe(200)
      expect(await repeat.json()).toEqual(first)
    })

    it('refuses a bad key with 400 in the catalogue shape, storing nothing', async () => {
      const before = await leadsCount()
      for (const key of ['', 'x'.repeat(201), 'caf\u00e9', 'a\tb']) {
        const res = await post(lead(), { 'idempotency-key': key })
        expect(res.status, JSON.stringify(key)).toBe(400)
        expect(await res.json()).toEqual({
          code: 400,
          msg: 'Idempotency-Key 格式不正确，应为 1-200 个可打印字符',
        })
      }
      expect(await leadsCount()).toBe(before)
      expect((await post(lead(), withKey('k'.repeat(200)))).status).toBe(200)
    })

    it('stores nothing under a key whose request was refused, so a corrected retry is stored', async () => {
      const key = nextKey()
      const refused = await post({ ...lead(), phone: '123' }, withKey(key))
      expect(refused.status).toBe(400)
      expect(await leadsWithKey(key)).toHaveLength(0)
      const accepted = await post(lead(), withKey(key))
      expect(accepted.status).toBe(200)
      expect(await leadsWithKey(key)).toHaveLength(1)
    })
  })
}
