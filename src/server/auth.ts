import 'server-only'

import { pbkdf2 } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  logoutOperation,
  type Payload,
} from 'payload'

import { EduCode, SESSION_COOKIE } from '@/lib/edu-contract'

import { ApiError } from './api/respond'
import { guardStore } from './guards/store'

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

/**
 * The pbkdf2 parameters Payload hashes passwords with (3.90: `pbkdf2-sha256-v1`, 600,000 rounds, 32 bytes; its
 * older 25,000 rounds were about a third cheaper, which told unknown usernames apart by the answer's time).
 * tests/unit/password-hash.test.ts checks them against the installed Payload.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32 }

/** What an unknown username costs: the same password hash Payload computes for a real one (pbkdf2). */
export async function hashLikePayload(password: string) {
  const { iterations, keyLength } = PAYLOAD_PASSWORD_HASH
  await new Promise((resolve) =>
    pbkdf2(password, 'no-such-member-salt', iterations, keyLength, 'sha256', resolve),
  )
}

type SessionRow = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

/**
 * Drops expired sessions and all but the newest MAX_MEMBER_SESSIONS (Payload keeps every session), in one
 * transaction. When another sign-in of the same member rewrites the list at the same moment (on another instance,
 * or concurrently on this one), the two writes collide; ours is rolled back and left to the next sign-in.
 */
export async function pruneMemberSessions(payload: Payload, memberId: number | string) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const member = (await payload.db.findOne({
      collection: 'members',
      where: { id: { equals: memberId } },
      req,
    })) as { sessions?: SessionRow[] | null } | null
    const sessions = member?.sessions ?? []
    const now = Date.now()
    const kept = sessions
      .filter((session) => new Date(session.expiresAt).getTime() > now)
      .sort((a, b) => new Date(a.createdAt ?? 0).getTime() - new Date(b.createdAt ?? 0).getTime())
      .slice(-MAX_MEMBER_SESSIONS)
    if (kept.length < sessions.length) {
      await payload.db.updateOne({
        collection: 'members',
        id: memberId,
        // updatedAt null: ending sessions is not an edit of the account (as Payload does for its own session writes).
        data: { ...member, sessions: kept, updatedAt: null },
        returning: false,
        req,
      })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    console.warn(
      '[auth] session list of member',
      memberId,
      'not pruned (a concurrent sign-in wrote it)',
      error,
    )
  }
}

/**
 * Signs a member in; the same message for an unknown user and a wrong password, and the same lock for both:
 * failures are counted per username in the guard store, whether or not the account exists, so the answers
 * (1, then 110 after five failures) tell nothing about which usernames are real. Payload's own per-account
 * lockout is off for members (it only ever locked real accounts).
 */
export async function loginMember(payload: Payload, username: string, password: string) {
  const store = guardStore(payload)
  const locked = () => new ApiError(200, EduCode.locked, '登录失败次数过多，账号已暂时锁定，请 10 分钟后再试')
  if ((await store.peek(lockKey(username))) > 0) throw locked()
  let result: Awaited<ReturnType<Payload['login']>> | undefined
  try {
    result = await payload.login({ collection: 'members', data: { username, password } })
  } catch (error) {
    if ((error as { status?: number }).status !== 401) throw error
    const exists = await payload.count({
      collection: 'members',
      where: { username: { equals: username } },
      overrideAccess: true,
    })
    if (!exists.totalDocs) await hashLikePayload(password)
  }
  if (!result?.token || !result.user) {
    await store.hit(failureKey(username), Number.MAX_SAFE_INTEGER, LOGIN_LOCK_MS)
    // The fifth failure within the window locks the username for LOGIN_LOCK_MS from now.
    if ((await store.peek(failureKey(username))) >= LOGIN_FAILURES_BEFORE_LOCK) {
      await store.hit(lockKey(username), Number.MAX_SAFE_INTEGER, LOGIN_LOCK_MS)
      await store.reset(failureKey(username))
    }
    throw new ApiError(200, EduCode.failed, '账号或密码错误')
  }
  await store.reset(failureKey(username))
  await pruneMemberSessions(payload, result.user.id)
  return { token: result.token, expiresAt: result.exp, profile: toProfile(result.user as MemberDoc) }
}

/** Ends the session behind a member's token on the server (Payload's logout), so the token stops working. */
export async function endMemberSession(payload: Payload, token: string | null | undefined) {
  if (!token || token.length > 4096) return
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
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
  if (!token || token.length > 4096) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
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
