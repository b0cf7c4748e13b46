import 'server-only'

import type { Payload } from 'payload'

import { EduCode, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/edu-contract'

import { ApiError } from './api/respond'

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

/** True while the member's account is locked by Payload's lockout after repeated failures. */
async function isLocked(payload: Payload, username: string): Promise<boolean> {
  const found = await payload.find({
    collection: 'members',
    where: { username: { equals: username } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const lockUntil = (found.docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  return Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())
}

/**
 * Signs a member in; the same message for an unknown user and a wrong password. Payload's auth errors
 * are told apart by the account's lock state, not by class: the production bundle may hold a second
 * copy of Payload's error classes, so `instanceof` is unreliable there.
 */
export async function loginMember(payload: Payload, username: string, password: string) {
  let result: Awaited<ReturnType<Payload['login']>>
  try {
    result = await payload.login({ collection: 'members', data: { username, password } })
  } catch (error) {
    if ((error as { status?: number }).status !== 401) throw error
    if (await isLocked(payload, username)) {
      throw new ApiError(200, EduCode.locked, '登录失败次数过多，账号已暂时锁定，请 10 分钟后再试')
    }
    throw new ApiError(200, EduCode.failed, '账号或密码错误')
  }
  if (!result.token || !result.user) throw new ApiError(200, EduCode.failed, '账号或密码错误')
  return { token: result.token, expiresAt: result.exp, profile: toProfile(result.user as MemberDoc) }
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
    if (name === SESSION_COOKIE && rest.length) return decodeURIComponent(rest.join('='))
  }
  const header = request.headers.get('token')
  return header && header !== 'null' && header !== 'undefined' ? header : null
}

function cookieAttributes(maxAgeSeconds: number): string {
  const siteUrl = process.env.SITE_URL ?? ''
  // Secure whenever the site is served over https (production); a plain-http localhost run keeps it off.
  const secure = siteUrl ? siteUrl.startsWith('https://') : process.env.NODE_ENV === 'production'
  const domain = process.env.COOKIE_DOMAIN ? `; Domain=${process.env.COOKIE_DOMAIN}` : ''
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}${domain}`
}

/** Set-Cookie values that open a session: the HttpOnly token and the readable hint. */
export function sessionCookies(token: string, maxAgeSeconds: number): string[] {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}${cookieAttributes(maxAgeSeconds)}; HttpOnly`,
    `${SESSION_HINT_COOKIE}=1${cookieAttributes(maxAgeSeconds)}`,
  ]
}

/** Set-Cookie values that end the session. */
export function clearedSessionCookies(): string[] {
  return [
    `${SESSION_COOKIE}=${cookieAttributes(0)}; HttpOnly`,
    `${SESSION_HINT_COOKIE}=${cookieAttributes(0)}`,
  ]
}
