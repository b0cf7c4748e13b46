import { createHash, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

import { hash as argon2Hash, verify as argon2Verify, type Options } from '@node-rs/argon2'

/**
 * Password hashes of the sign-in. Payload stores a pbkdf2 hash (`hash` and `salt`) for every account; members
 * also get a key of their own (`passwordKey`): argon2id with OWASP's first recommended parameters, checked in
 * about 23 ms of one core where Payload's pbkdf2 takes about 150 ms, and memory-hard where pbkdf2 is not. The key
 * names the Payload hash it was made beside, so a password that Payload changes any other way makes the key
 * unusable instead of leaving the old password valid.
 */

/**
 * The pbkdf2 parameters Payload hashes passwords with (3.90: `pbkdf2-sha256-v1`, 600,000 rounds, 32 bytes; its
 * older 25,000 rounds and 512 bytes for hashes without the prefix). tests/unit/password-hash.test.ts checks them
 * against the installed Payload.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32 }
const PAYLOAD_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const PAYLOAD_LEGACY_HASH = { iterations: 25_000, keyLength: 512 }

// The package's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP Password Storage Cheat Sheet). */
export const MEMBER_KEY_PARAMS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

/** Marks a key written with a new password before Payload's hash of it exists (see bindMemberKey). */
export const UNBOUND_KEY = 'unbound'

const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** Checks a password against Payload's stored hash and salt, as Payload's local strategy does. */
export async function checkPayloadHash(password: string, hash: string, salt: string): Promise<boolean> {
  const current = hash.startsWith(PAYLOAD_HASH_PREFIX)
  const { iterations, keyLength } = current ? PAYLOAD_PASSWORD_HASH : PAYLOAD_LEGACY_HASH
  const stored = Buffer.from(current ? hash.slice(PAYLOAD_HASH_PREFIX.length) : hash, 'hex')
  const derived = await derive(password, salt, iterations, keyLength)
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

/** What checking a password against a Payload hash costs, with nothing to compare (an unknown account). */
export async function hashLikePayload(password: string) {
  const { iterations, keyLength } = PAYLOAD_PASSWORD_HASH
  await derive(password, 'no-such-account-salt', iterations, keyLength)
}

/** Names a Payload hash without revealing anything of it. */
const fingerprint = (payloadHash: string) =>
  createHash('sha256').update(payloadHash).digest('base64url').slice(0, 22)

/** A member key for `password`, not yet tied to a Payload hash (written in the same save as the password). */
export async function unboundMemberKey(password: string) {
  return `${UNBOUND_KEY}$${await argon2Hash(password, MEMBER_KEY_PARAMS)}`
}

/** Ties an unbound key to the Payload hash saved with it; null when `stored` is not an unbound key. */
export function bindMemberKey(stored: string | null | undefined, payloadHash: string): string | null {
  if (!stored?.startsWith(`${UNBOUND_KEY}$`)) return null
  return `${fingerprint(payloadHash)}$${stored.slice(UNBOUND_KEY.length + 1)}`
}

/** A member key for a password just checked against `payloadHash`. */
export async function memberKeyFor(password: string, payloadHash: string) {
  return `${fingerprint(payloadHash)}$${await argon2Hash(password, MEMBER_KEY_PARAMS)}`
}

/** The argon2 part of a key made beside `payloadHash`; null for no key, an unbound one or another hash's. */
export function usableMemberKey(stored: string | null | undefined, payloadHash: string): string | null {
  if (!stored) return null
  const separator = stored.indexOf('$')
  if (separator < 0 || stored.slice(0, separator) !== fingerprint(payloadHash)) return null
  return stored.slice(separator + 1)
}

/** Checks a password against the argon2 part of a member key. */
export async function checkMemberKey(encoded: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify(encoded, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | null = null

/** What checking a member key costs, with nothing to compare: the same parameters, a key no password opens. */
export async function memberKeyLikeCheck(password: string) {
  decoy ??= argon2Hash(randomBytes(16).toString('hex'), MEMBER_KEY_PARAMS)
  await checkMemberKey(await decoy, password)
}
