import 'server-only'

import { IDEMPOTENCY_KEY_MAX, isIdempotencyKey } from '@/lib/idempotency-key'

import { ApiError } from './respond'

/**
 * The request's `Idempotency-Key` (null without the header): a client that did not get an answer (a time-out,
 * a dropped connection) sends the same key again and gets the first answer instead of a second write. A key that
 * is empty, too long or not printable ASCII is 400.
 */
export function idempotencyKeyOf(headers: Headers): string | null {
  const key = headers.get('idempotency-key')
  if (key === null) return null
  if (!isIdempotencyKey(key))
    throw new ApiError(400, 400, `Idempotency-Key 格式不正确，应为 1-${IDEMPOTENCY_KEY_MAX} 个可打印字符`)
  return key
}
