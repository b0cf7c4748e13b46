'use client'

import { toast } from '@/lib/toast'

import { EduCode, SESSION_HINT_COOKIE } from './edu-contract'
import { CODES_SHOWN_BY_HOOK, normaliseError, request, type ApiBody } from './request'
import { useUserStore, type UserProfile } from '@/stores/user'

export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
}

/** Expires every cookie scripts can see (the server clears the HttpOnly ones on logout). */
export function clearReadableCookies() {
  const host = window.location.hostname
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`]
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (!name) continue
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`
    }
  }
}

export function fetchProfile() {
  return request<ApiBody<UserProfile>>('edu', '/user/userinfo')
}

export function logoutRequest() {
  return request<ApiBody<null>>('edu', '/user/logout', { method: 'POST' })
}

/** Shows a failed call's `msg` as an error toast, unless the request client's hook already showed it. */
export function showFailure(body: unknown, fallback: string) {
  const { code, msg } = (body ?? {}) as { code?: unknown; msg?: unknown }
  if (typeof code === 'number' && CODES_SHOWN_BY_HOOK.has(code)) return
  toast.error(typeof msg === 'string' && msg ? msg : fallback)
}

export type ProfileOutcome = 'signed-in' | 'session-invalid' | 'failed'

/**
 * Asks who is signed in and applies the answer (spec §8): code 0 saves the profile; code 36 ends the session
 * (readable cookies cleared here, the HttpOnly token by the server's answer) and the user state; any other code
 * shows its msg. An HTTP failure shows its msg too (500's 'System Error' comes from the request client); a
 * network failure stays quiet (the connection banner says so) and keeps the current state.
 */
export async function loadProfile(): Promise<ProfileOutcome> {
  try {
    const result = await fetchProfile()
    if (result.code === 0 && result.data) {
      useUserStore.getState().setProfile(result.data)
      return 'signed-in'
    }
    if (result.code === EduCode.sessionInvalid) {
      clearReadableCookies()
      useUserStore.getState().setProfile(null)
      return 'session-invalid'
    }
    showFailure(result, '获取用户信息失败')
    return 'failed'
  } catch (error) {
    const { statusCode } = normaliseError(error)
    const body = error as { msg?: unknown } | null
    if (statusCode !== 500 && body && typeof body === 'object' && typeof body.msg === 'string')
      showFailure(body, '获取用户信息失败')
    return 'failed'
  }
}
