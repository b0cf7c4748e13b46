/**
 * Members' own password keys (src/server/password-hash.ts, src/collections/Members/password-key.ts) on a temporary
 * SQLite database: the key follows every password Payload saves, a password changed behind the hooks does not
 * leave the old one valid, accounts from before keys still sign in and get one, and a refusal costs the same
 * hashing whatever the account (measured in CPU time of this process, which other processes do not change).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations/sqlite'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'member-password-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.PAYLOAD_SECRET = 'member-password-test-secret-0123456789'

let payload: Payload
let auth: typeof import('@/server/auth')
let hashing: typeof import('@/server/password-hash')

type Raw = { id: number; hash: string; salt: string; passwordKey: string | null }

async function raw(username: string) {
  return (await payload.db.findOne({
    collection: 'members',
    where: { username: { equals: username } },
  })) as unknown as Raw
}

async function createMember(username: string, password: string) {
  return payload.create({
    collection: 'members',
    overrideAccess: true,
    data: { username, password, nickname: username } as never,
  })
}

/** The sign-in's answer: true, or the business code of the refusal. */
async function signIn(username: string, password: string) {
  try {
    await auth.loginMember(payload, username, password)
    return true
  } catch (error) {
    return (error as { code?: number }).code
  }
}

/** CPU milliseconds (all threads of this process: the hashes run on libuv's pool) of one call. */
async function cpuMs(run: () => Promise<unknown>) {
  const before = process.cpuUsage()
  await run()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

/**
 * CPU milliseconds of each probe, measured in `rounds` rounds that interleave the probes, as medians: a
 * collection or a timer of the process that lands in one measurement moves no result.
 */
async function medianCosts<K extends string>(
  probes: Record<K, (round: number) => Promise<unknown>>,
  rounds = 5,
): Promise<Record<K, number>> {
  const costs = Object.fromEntries(Object.keys(probes).map((kind) => [kind, [] as number[]])) as Record<
    K,
    number[]
  >
  for (let round = 0; round < rounds; round++)
    for (const kind of Object.keys(probes) as K[]) costs[kind].push(await cpuMs(() => probes[kind](round)))
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
  return Object.fromEntries(
    Object.entries(costs).map(([kind, list]) => [kind, median(list as number[])]),
  ) as Record<K, number>
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  auth = await import('@/server/auth')
  hashing = await import('@/server/password-hash')
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(tmp, { recursive: true, force: true })
})

describe("a member's password key", () => {
  it('is made with the password and names the hash Payload saved with it', async () => {
    await createMember('key_teacher', 'Key@123456')
    const member = await raw('key_teacher')
    expect(member.passwordKey).toMatch(/^[\w-]{22}\$\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(hashing.usableMemberKey(member.passwordKey, member.hash)).not.toBeNull()
    expect(await signIn('key_teacher', 'Key@123456')).toBe(true)
    expect(await signIn('key_teacher', 'Wrong@123456')).toBe(1)
  })

  it('is never read out and cannot be sent in', async () => {
    const { docs } = await payload.find({
      collection: 'members',
      overrideAccess: true,
      showHiddenFields: false,
    })
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) expect(doc).not.toHaveProperty('passwordKey')
    const { id } = await raw('key_teacher')
    const other = await hashing.memberKeyFor('Forged@123456', (await raw('key_teacher')).hash)
    await payload.update({
      collection: 'members',
      id,
      overrideAccess: true,
      data: { nickname: '改过的昵称', passwordKey: other } as never,
    })
    expect((await raw('key_teacher')).passwordKey).not.toBe(other)
    expect(await signIn('key_teacher', 'Forged@123456')).toBe(1)
    // An edit without a password keeps the key.
    expect(
      hashing.usableMemberKey((await raw('key_teacher')).passwordKey, (await raw('key_teacher')).hash),
    ).not.toBeNull()
    expect(await signIn('key_teacher', 'Key@123456')).toBe(true)
  })

  it('follows a new password set by staff: the old one stops working at once', async () => {
    const { id, passwordKey: before } = await raw('key_teacher')
    await payload.update({
      collection: 'members',
      id,
      overrideAccess: true,
      data: { password: 'New@123456' } as never,
    })
    const member = await raw('key_teacher')
    expect(member.passwordKey).not.toBe(before)
    expect(hashing.usableMemberKey(member.passwordKey, member.hash)).not.toBeNull()
    expect(await signIn('key_teacher', 'Key@123456')).toBe(1)
    expect(await signIn('key_teacher', 'New@123456')).toBe(true)
  })

  it('is not used once the password changed behind the hooks (as Payload writes a reset): the new one signs in', async () => {
    await createMember('reset_teacher', 'Old@123456')
    const { id, passwordKey: oldKey } = await raw('reset_teacher')
    // What Payload's reset-password operation writes: a new hash and salt, straight to the database.
    const donor = await createMember('donor_teacher', 'Reset@123456')
    const { hash, salt } = await raw('donor_teacher')
    await payload.delete({ collection: 'members', id: donor.id, overrideAccess: true })
    await payload.db.updateOne({ collection: 'members', id, data: { hash, salt }, returning: false })
    expect((await raw('reset_teacher')).passwordKey).toBe(oldKey)
    expect(await signIn('reset_teacher', 'Old@123456')).toBe(1)
    expect(await signIn('reset_teacher', 'Reset@123456')).toBe(true)
    const member = await raw('reset_teacher')
    expect(member.passwordKey).not.toBe(oldKey)
    expect(hashing.usableMemberKey(member.passwordKey, member.hash)).not.toBeNull()
  })

  it('is given to an account from before keys at its first sign-in', async () => {
    await createMember('legacy_teacher', 'Legacy@123456')
    const { id } = await raw('legacy_teacher')
    await payload.db.updateOne({ collection: 'members', id, data: { passwordKey: null }, returning: false })
    expect(await signIn('legacy_teacher', 'Wrong@123456')).toBe(1)
    expect((await raw('legacy_teacher')).passwordKey).toBeNull()
    expect(await signIn('legacy_teacher', 'Legacy@123456')).toBe(true)
    const member = await raw('legacy_teacher')
    expect(hashing.usableMemberKey(member.passwordKey, member.hash)).not.toBeNull()
  })
})

describe('what a refusal costs', () => {
  it('is the same for an unknown username, a keyed account and an account without a key', async () => {
    await createMember('timing_keyed', 'Keyed@123456')
    await createMember('timing_old', 'Older@123456')
    const { id } = await raw('timing_old')
    await payload.db.updateOne({ collection: 'members', id, data: { passwordKey: null }, returning: false })
    const costs = await medianCosts({
      pbkdf2: () => hashing.hashLikePayload('Probe@123456'),
      argon2: () => hashing.memberKeyLikeCheck('Probe@123456'),
      unknown: (round) => signIn(`nobody_${round}`, 'Wrong@123456'),
      keyed: () => signIn('timing_keyed', 'Wrong@123456'),
      old: () => signIn('timing_old', 'Wrong@123456'),
    })
    expect(costs.argon2).toBeLessThan(costs.pbkdf2 / 2)
    // While an account without a key exists, every refusal pays a Payload hash and a key check.
    for (const kind of ['unknown', 'keyed', 'old'] as const)
      expect(costs[kind], kind).toBeGreaterThan(0.7 * (costs.pbkdf2 + costs.argon2))
  })

  it('is one key check once every account has a key, and a keyed sign-in costs no Payload hash', async () => {
    await payload.delete({
      collection: 'members',
      where: { passwordKey: { exists: false } },
      overrideAccess: true,
    })
    // The count of accounts without a key is cached for 30 s: a sign-in that gives a key resets it.
    await createMember('fresh_teacher', 'Fresh@123456')
    const fresh = await raw('fresh_teacher')
    await payload.db.updateOne({
      collection: 'members',
      id: fresh.id,
      data: { passwordKey: null },
      returning: false,
    })
    expect(await signIn('fresh_teacher', 'Fresh@123456')).toBe(true)

    const costs = await medianCosts({
      pbkdf2: () => hashing.hashLikePayload('Probe@123456'),
      unknown: (round) => signIn(`nobody_else_${round}`, 'Wrong@123456'),
      wrong: () => signIn('timing_keyed', 'Wrong@123456'),
      right: () => signIn('timing_keyed', 'Keyed@123456'),
    })
    for (const kind of ['unknown', 'wrong', 'right'] as const)
      expect(costs[kind], kind).toBeLessThan(costs.pbkdf2 / 2)
  })
})
