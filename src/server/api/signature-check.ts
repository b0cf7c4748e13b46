import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { DEMO_SIGN_SECRET, signRequest } from '@/lib/signature'

import type { GuardStore } from '../guards/store'
import { ApiError } from './respond'

export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000

/** The signing secret shared with browsers (public by nature: it stops casual scripting and replay). */
export function signSecret(): string {
  return process.env.API_SIGN_SECRET || DEMO_SIGN_SECRET
}

const refuse = () => new ApiError(412, 412, '请求签名无效，请刷新页面后重试')

/**
 * Spec §7 request signing: signature present and right, timestamp within 5 minutes, nonce not seen in
 * that window. Anything else is HTTP 412. `repeatable`: the nonce may have been seen (it is still recorded), for
 * a request whose repeats are answered from its first result (a lead with an Idempotency-Key), which nginx
 * resends unchanged to another instance when the first one dies mid-request.
 */
export async function verifySignature(
  headers: Headers,
  store: GuardStore,
  now = Date.now(),
  { repeatable = false }: { repeatable?: boolean } = {},
): Promise<void> {
  const timestamp = headers.get('timestamp') ?? ''
  const nonce = headers.get('nonce') ?? ''
  const signature = (headers.get('signature') ?? '').toLowerCase()
  if (!/^\d{10,16}$/.test(timestamp) || !nonce || nonce.length > 100 || !/^[0-9a-f]{64}$/.test(signature))
    throw refuse()
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) throw refuse()
  const expected = await signRequest({ secret: signSecret(), timestamp, nonce })
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) throw refuse()
  // Checked last so a forged request cannot burn a legitimate client's nonce.
  if (!(await store.remember(nonce, 2 * SIGNATURE_WINDOW_MS)) && !repeatable) throw refuse()
}
