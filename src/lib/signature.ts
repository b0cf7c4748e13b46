/**
 * Request signing of the API contract (DESIGN.md), shared by the browser client and the server check.
 * Web Crypto only, so the same code runs in browsers and Node 20.
 */

/** The fixed `platform` header value of this product. */
export const PLATFORM = 'web'

/** Default secret of demo and development setups; the secret ships to browsers, so it is public by nature. */
export const DEMO_SIGN_SECRET = 'demo-sign-secret'

export interface SignInput {
  secret: string
  timestamp: string
  nonce: string
}

export interface SignatureHeaders {
  platform: string
  timestamp: string
  nonce: string
  signature: string
  /** Present only when a token is known: an empty or literal "null" token would read as a bad session. */
  token?: string
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Lowercase hex SHA-256 of secret, timestamp and nonce, sorted with JavaScript's default sort and joined. */
export async function signRequest({ secret, timestamp, nonce }: SignInput): Promise<string> {
  const text = [secret, timestamp, nonce].sort().join('')
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return toHex(digest)
}

/** A fresh set of signing headers: a new timestamp and nonce on every call, so a retry is never a replay. */
export async function signatureHeaders({
  secret,
  token,
  platform = PLATFORM,
  now = Date.now(),
}: {
  secret: string
  token?: string | null
  platform?: string
  now?: number
}): Promise<SignatureHeaders> {
  const timestamp = String(now)
  const nonce = globalThis.crypto.randomUUID()
  const signature = await signRequest({ secret, timestamp, nonce })
  return { platform, timestamp, nonce, signature, ...(token ? { token } : {}) }
}
