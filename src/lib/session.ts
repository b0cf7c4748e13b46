'use client'

import { SESSION_HINT_COOKIE } from './edu-contract'
import { request, type ApiBody } from './request'
import type { UserProfile } from '@/stores/user'

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
