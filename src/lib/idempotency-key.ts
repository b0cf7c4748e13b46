/** Longest `Idempotency-Key` accepted (a UUID is 36 characters; room for a client's own prefix). */
export const IDEMPOTENCY_KEY_MAX = 200

// Printable ASCII, space included (an HTTP field value arrives trimmed of the spaces around it).
const PRINTABLE = /^[\x20-\x7e]+$/

/** True for a usable key: 1 to IDEMPOTENCY_KEY_MAX printable ASCII characters. */
export function isIdempotencyKey(value: string): boolean {
  return value.length > 0 && value.length <= IDEMPOTENCY_KEY_MAX && PRINTABLE.test(value)
}
