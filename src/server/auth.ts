import 'server-only'

import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  getFieldsToSign,
  initTransaction,
  jwtSign,
  killTransaction,
  logoutOperation,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { EduCode, SESSION_COOKIE } from '@/lib/edu-contract'

import { ApiError } from './api/respond'
import { guardStore } from './guards/store'
import { postgresAdapter, postgresTransaction } from './postgres-transaction'
import {
  checkMemberKey,
  checkPayloadHash,
  hashLikePayload,
  memberKeyFor,
  memberKeyLikeCheck,
  usableMemberKey,
} from './password-hash'

export const DEFAULT_PORTRAIT = '/images/default-avatar.svg'

export interface MemberProfile {
  id: number | string
  nickname: string
  portraitUrl: string
}

type MemberDoc = {
  id: number | string
  username?: string
  nickname?: string | null
  portrait?: unknown
  collection?: string
}

function toProfile(member: MemberDoc): MemberProfile {
  const portrait = member.portrait as { url?: string | null } | null | undefined
  return {
    id: member.id,
    nickname: member.nickname || member.username || '',
    portraitUrl: (typeof portrait === 'object' && portrait?.url) || DEFAULT_PORTRAIT,
  }
}

/** Failed sign-ins that lock a username, the window they are counted in and how long the lock lasts. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5
export const LOGIN_LOCK_MS = 10 * 60 * 1000
/** Live sessions a member keeps: signing in on a sixth device ends the oldest session. */
export const MAX_MEMBER_SESSIONS = 5

const failureKey = (username: string) => `login-fail:${username.trim().toLowerCase()}`
const lockKey = (username: string) => `login-lock:${username.trim().toLowerCase()}`

type MemberRow = MemberDoc & {
  hash?: string | null
  salt?: string | null
  passwordKey?: string | null
  sessions?: SessionRow[] | null
}
type SessionRow = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

/** The stored member (with Payload's hidden hash and salt), found by username as Payload's login does. */
async function findMember(payload: Payload, username: string) {
  return (await payload.db.findOne({
    collection: 'members',
    where: { username: { equals: username.toLowerCase().trim() } },
    select: { hash: true, salt: true, passwordKey: true },
  })) as MemberRow | null
}

// Members without a key of their own (accounts from before keys, until they sign in or get a new password).
const UNKEYED_RECOUNT_MS = 30_000
let unkeyed: { count: number; at: number } | null = null

async function unkeyedMembers(payload: Payload) {
  if (!unkeyed || Date.now() - unkeyed.at > UNKEYED_RECOUNT_MS) {
    const { totalDocs } = await payload.count({
      collection: 'members',
      where: { passwordKey: { exists: false } },
      overrideAccess: true,
    })
    unkeyed = { count: totalDocs, at: Date.now() }
  }
  return unkeyed.count
}

/**
 * Checks a member's password: with the member's own key when it belongs to the stored Payload hash, else with
 * Payload's hash (and then the member gets a key). A refusal costs the same whatever the account: one key check,
 * plus one Payload hash while any member has no key yet (so an account without a key, or no account at all,
 * cannot be told apart by the time of the answer).
 */
async function checkMemberPassword(payload: Payload, member: MemberRow | null, password: string) {
  const hash = member?.hash
  const key = hash ? usableMemberKey(member.passwordKey, hash) : null
  if (key) {
    if (await checkMemberKey(key, password)) return true
  } else if (hash && member.salt && (await checkPayloadHash(password, hash, member.salt))) {
    await giveMemberKey(payload, member.id, hash, password)
    return true
  }
  if (!key) await memberKeyLikeCheck(password)
  if ((!hash || key) && (await unkeyedMembers(payload)) > 0) await hashLikePayload(password)
  return false
}

/** Stores a key for a password just checked against `hash` (if the hash has not changed meanwhile). */
async function giveMemberKey(payload: Payload, id: MemberRow['id'], hash: string, password: string) {
  try {
    await payload.db.updateOne({
      collection: 'members',
      where: { and: [{ id: { equals: id } }, { hash: { equals: hash } }] },
      data: { passwordKey: await memberKeyFor(password, hash) },
      returning: false,
    })
    unkeyed = null
  } catch (error) {
    // The sign-in stands; the key is made again at the next one.
    console.warn('[auth] no password key stored for member', id, error)
  }
}

/**
 * Opens a session: the member's live sessions (the newest MAX_MEMBER_SESSIONS - 1, expired ones dropped) plus the
 * new one, written in one transaction that holds the member's row on PostgreSQL, so sign-ins of one member at the
 * same moment (on other instances too) each keep their session instead of writing over each other's list.
 */
async function openMemberSession(payload: Payload, memberId: MemberRow['id']) {
  const collection = payload.collections.members.config
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await holdMemberRow(req, memberId)
    const member = (await payload.db.findOne({
      collection: 'members',
      where: { id: { equals: memberId } },
      select: { sessions: true },
      req,
    })) as MemberRow | null
    if (!member) throw new ApiError(200, EduCode.failed, '账号或密码错误')
    const now = new Date()
    const session = {
      id: randomUUID(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + collection.auth.tokenExpiration * 1000),
    }
    const kept = (member.sessions ?? [])
      .filter((s) => new Date(s.expiresAt).getTime() > now.getTime())
      .sort((a, b) => new Date(a.createdAt ?? 0).getTime() - new Date(b.createdAt ?? 0).getTime())
      .slice(-(MAX_MEMBER_SESSIONS - 1))
    await payload.db.updateOne({
      collection: 'members',
      id: memberId,
      // updatedAt null: a session is not an edit of the account (as Payload does for its own session writes).
      data: { sessions: [...kept, session], updatedAt: null },
      returning: false,
      req,
    })
    await commitTransaction(req)
    const fieldsToSign = getFieldsToSign({
      collectionConfig: collection,
      email: null as never,
      sid: session.id,
      user: { ...member, collection: 'members' } as never,
    })
    return await jwtSign({
      fieldsToSign,
      secret: payload.secret,
      tokenExpiration: collection.auth.tokenExpiration,
    })
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** PostgreSQL: the member's row stays with this transaction until it ends (SQLite runs one writer at a time). */
async function holdMemberRow(req: PayloadRequest, memberId: MemberRow['id']) {
  if (!postgresAdapter(req)) return
  const transaction = await postgresTransaction(req)
  if (!transaction) throw new Error('no transaction to hold the member row in')
  await transaction.execute(sql`select id from members where id = ${memberId} for update`)
}

/**
 * Signs a member in; the same message for an unknown user and a wrong password, and the same lock for both:
 * failures are counted per username in the guard store, whether or not the account exists, so the answers
 * (1, then 110 after five failures) tell nothing about which usernames are real. Payload's own per-account
 * lockout is off for members (it only ever locked real accounts), and so is its login operation: the password
 * is checked here (checkMemberPassword) and the session opened as Payload would (its session list and JWT).
 */
export async function loginMember(payload: Payload, username: string, password: string) {
  const store = guardStore(payload)
  const locked = () => new ApiError(200, EduCode.locked, '登录失败次数过多，账号已暂时锁定，请 10 分钟后再试')
  if ((await store.peek(lockKey(username))) > 0) throw locked()
  const member = await findMember(payload, username)
  // Checked also for no account: a refusal costs the same either way.
  const accepted = await checkMemberPassword(payload, member, password)
  if (!member || !accepted) {
    await store.hit(failureKey(username), Number.MAX_SAFE_INTEGER, LOGIN_LOCK_MS)
    // The fifth failure within the window locks the username for LOGIN_LOCK_MS from now.
    if ((await store.peek(failureKey(username))) >= LOGIN_FAILURES_BEFORE_LOCK) {
      await store.hit(lockKey(username), Number.MAX_SAFE_INTEGER, LOGIN_LOCK_MS)
      await store.reset(failureKey(username))
    }
    throw new ApiError(200, EduCode.failed, '账号或密码错误')
  }
  await store.reset(failureKey(username))
  const { token, exp } = await openMemberSession(payload, member.id)
  return { token, expiresAt: exp }
}

/** A JWT's shape: three base64url parts. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/

/**
 * The headers that present `token` to Payload, or null for anything that cannot be a session token. A cookie is
 * percent-decoded, so it can hold control and non-ASCII characters, which no header may carry (found by the fuzz
 * test: logout logged a fault for them).
 */
function tokenHeaders(token: string | null | undefined): Headers | null {
  if (!token || token.length > 4096 || !TOKEN_SHAPE.test(token)) return null
  return new Headers({ Authorization: `JWT ${token}` })
}

/** Ends the session behind a member's token on the server (Payload's logout), so the token stops working. */
export async function endMemberSession(payload: Payload, token: string | null | undefined) {
  const headers = tokenHeaders(token)
  if (!headers) return
  try {
    const { user } = await payload.auth({ headers })
    if (!user || (user as MemberDoc).collection !== 'members') return
    const req = await createLocalReq({ user: user as never }, payload)
    await logoutOperation({ collection: payload.collections.members, req })
  } catch (error) {
    // An invalid token has no session to end; anything else is worth knowing about.
    if ((error as { status?: number }).status !== 401) console.error('[auth] ending a session failed', error)
  }
}

/** The member behind a session token, or null when the token is missing, invalid or expired. */
export async function memberFromToken(
  payload: Payload,
  token: string | null | undefined,
): Promise<MemberProfile | null> {
  const headers = tokenHeaders(token)
  if (!headers) return null
  try {
    const { user } = await payload.auth({ headers })
    if (!user || (user as MemberDoc).collection !== 'members') return null
    const member = await payload.findByID({
      collection: 'members',
      id: user.id,
      depth: 1,
      overrideAccess: true,
    })
    return toProfile(member as MemberDoc)
  } catch {
    return null
  }
}

/** Reads the session token from the cookie, else from the `token` header (non-browser clients). */
export function tokenFromRequest(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? ''
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== SESSION_COOKIE || !rest.length) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      // A cookie that is not valid percent-encoding is no session (code 36), not a fault.
      return null
    }
  }
  const header = request.headers.get('token')
  return header && header !== 'null' && header !== 'undefined' ? header : null
}

export { clearedSessionCookies, sessionCookies } from './session-cookies'
