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
 * CPU milliseconds of each probe in `rounds` rounds that interleave the probes, and what each call answered. The
 * host's speed drifts (one Payload hash took 128-192 ms of CPU within a run), so costs are compared round by round
 * (`ratio`): a collection or a slow moment that lands in one round moves no result.
 */
async function measureRounds<K extends string>(
  probes: Record<K, (round: number) => Promise<unknown>>,
  rounds = 7,
) {
  const kinds = Object.keys(probes) as K[]
  const costs = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<K, number[]>
  const answers = Object.fromEntries(kinds.map((kind) => [kind, [] as unknown[]])) as Record<K, unknown[]>
  for (let round = 0; round < rounds; round++)
    for (const kind of kinds)
      costs[kind].push(
        await cpuMs(async () => {
          answers[kind].push(await probes[kind](round))
        }),
      )
  /** Median over the rounds of `kind`'s cost over the sum of `references`' costs in the same round. */
  const ratio = (kind: K, ...references: K[]) => {
    const ratios = costs[kind].map(
      (cost, round) => cost / references.reduce((sum, reference) => sum + costs[reference][round], 0),
    )
    return [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]
  }
  return { costs, answers, ratio }
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
    // Five rounds: an account's fifth failure is checked like the others and then locks it.
    const { costs, answers, ratio } = await measureRounds(
      {
        pbkdf2: () => hashing.hashLikePayload('Probe@123456'),
        argon2: () => hashing.memberKeyLikeCheck('Probe@123456'),
        unknown: (round) => signIn(`nobody_${round}`, 'Wrong@123456'),
        keyed: () => signIn('timing_keyed', 'Wrong@123456'),
        old: () => signIn('timing_old', 'Wrong@123456'),
      },
      5,
    )
    // Every measured call was refused for its password, none by the lock (a locked name is refused at no cost).
    for (const kind of ['unknown', 'keyed', 'old'] as const)
      expect(answers[kind], kind).toEqual([1, 1, 1, 1, 1])
    expect(ratio('argon2', 'pbkdf2'), JSON.stringify(costs)).toBeLessThan(0.5)
    // While an account without a key exists, every refusal pays a Payload hash and a key check; one that skipped
    // the Payload hash would cost about a tenth of the two.
    for (const kind of ['unknown', 'keyed', 'old'] as const)
      expect(ratio(kind, 'pbkdf2', 'argon2'), `${kind} of ${JSON.stringify(costs)}`).toBeGreaterThan(0.5)
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

    // A keyed account of its own: the one above is locked by now, and a locked account is refused at no cost.
    await createMember('timing_keyed_2', 'Keyed@123456')
    const { costs, answers, ratio } = await measureRounds({
      pbkdf2: () => hashing.hashLikePayload('Probe@123456'),
      unknown: (round) => signIn(`nobody_else_${round}`, 'Wrong@123456'),
      // Each wrong password is followed by the right one, which clears the failures: never locked.
      wrong: () => signIn('timing_keyed_2', 'Wrong@123456'),
      right: () => signIn('timing_keyed_2', 'Keyed@123456'),
    })
    expect(new Set(answers.unknown)).toEqual(new Set([1]))
    expect(new Set(answers.wrong)).toEqual(new Set([1]))
    expect(new Set(answers.right)).toEqual(new Set([true]))
    for (const kind of ['unknown', 'wrong', 'right'] as const)
      expect(ratio(kind, 'pbkdf2'), `${kind} of ${JSON.stringify(costs)}`).toBeLessThan(0.5)
  })
})
