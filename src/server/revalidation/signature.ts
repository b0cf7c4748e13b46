import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The instance's call to its own revalidation route is signed: an HMAC-SHA256 of a timestamp and the body,
 * with a key derived from PAYLOAD_SECRET (which every instance has, and nobody outside).
 */
export const TIMESTAMP_HEADER = 'x-site-revalidate-timestamp'
export const SIGNATURE_HEADER = 'x-site-revalidate-signature'

/** How far the timestamp may be from the receiver's clock (sender and receiver are the same process). */
export const SIGNATURE_WINDOW_MS = 30_000

/** A key for this use alone, so a signature here is never one of Payload's, which uses the secret itself. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('site.internal-revalidate').digest()

export function signBody(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${timestamp}.${body}`).digest('hex')
}

/** The headers that sign `body` now. */
export function signatureHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  return { [TIMESTAMP_HEADER]: String(now), [SIGNATURE_HEADER]: signBody(secret, now, body) }
}

export interface SignedBody {
  secret: string
  body: string
  timestamp: string | null
  signature: string | null
  now: number
}

/** True when `signature` is the body's signature at `timestamp`, and that is within the window of `now`. */
export function isSignedBody({ secret, body, timestamp, signature, now }: SignedBody): boolean {
  if (!timestamp || !/^\d{1,15}$/.test(timestamp)) return false
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  const at = Number(timestamp)
  if (Math.abs(now - at) > SIGNATURE_WINDOW_MS) return false
  return timingSafeEqual(Buffer.from(signBody(secret, at, body), 'hex'), Buffer.from(signature, 'hex'))
}
