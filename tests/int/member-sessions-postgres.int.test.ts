import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgres } from '../../scripts/lib/pg-cluster.mjs'
import { closePool } from '../helpers/pg-pool'

/**
 * Sign-ins of one member at the same moment on PostgreSQL, as two app instances (or one busy one) see them: each
 * rewrites the member's session list (src/server/auth.ts: the newest live sessions plus the new one, at most 5).
 */
let cluster: Awaited<ReturnType<typeof startPostgres>>
let payload: Payload
let loginMember: typeof import('@/server/auth').loginMember
let memberFromToken: typeof import('@/server/auth').memberFromToken

beforeAll(async () => {
  cluster = await startPostgres()
  process.env.DATABASE_URL = cluster.createDatabase('sessions')
  process.env.PAYLOAD_SECRET ??= 'member-sessions-int-secret-0123'
  const { getPayloadClient } = await import('@/server/payload')
  const { migrations } = await import('../../migrations/postgres')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  ;({ loginMember, memberFromToken } = await import('@/server/auth'))
  await payload.create({
    collection: 'members',
    overrideAccess: true,
    data: { username: 'busy_teacher', password: 'Busy@123456' } as never,
  })
})

afterAll(async () => {
  await payload?.destroy()
  await closePool(payload)
  cluster?.stop()
})

describe('concurrent sign-ins of one member (PostgreSQL)', () => {
  it('all succeed, with the session list pruned when it can be', async () => {
    for (let i = 0; i < 6; i++) await loginMember(payload, 'busy_teacher', 'Busy@123456')
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => loginMember(payload, 'busy_teacher', 'Busy@123456')),
      )
      const failed = results.filter((r) => r.status === 'rejected')
      expect(failed.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([])
    }
  })

  it("each keeps its session: none writes over another one's list", async () => {
    await payload.create({
      collection: 'members',
      overrideAccess: true,
      data: { username: 'pair_teacher', password: 'Pair@123456' } as never,
    })
    for (let round = 0; round < 3; round++) {
      const signedIn = await Promise.all(
        Array.from({ length: 5 }, () => loginMember(payload, 'pair_teacher', 'Pair@123456')),
      )
      const profiles = await Promise.all(signedIn.map(({ token }) => memberFromToken(payload, token)))
      expect(profiles.filter(Boolean)).toHaveLength(5)
    }
  })
})
