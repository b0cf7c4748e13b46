import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/edu-contract'

function cookieAttributes(maxAgeSeconds: number | null): string {
  const siteUrl = process.env.SITE_URL ?? ''
  // Secure whenever the site is served over https (production); a plain-http localhost run keeps it off.
  const secure = siteUrl ? siteUrl.startsWith('https://') : process.env.NODE_ENV === 'production'
  const domain = process.env.COOKIE_DOMAIN ? `; Domain=${process.env.COOKIE_DOMAIN}` : ''
  const maxAge = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`
  return `; Path=/${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}${domain}`
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

/**
 * The readable hint for a session whose HttpOnly token came from elsewhere (the school site sets `token` on the
 * parent domain): scripts cannot see the token, so without the hint the page would never ask who is signed in.
 * Lives as long as the browser session; a token that turns out invalid clears it (code 36).
 */
export function sessionHintCookie(): string {
  return `${SESSION_HINT_COOKIE}=1${cookieAttributes(null)}`
}
