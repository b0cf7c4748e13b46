/**
 * What a publish tells every app instance: the cache tags to expire. The same text travels as a PostgreSQL
 * notification (broadcast.ts) and as the body of the instance's call to its own route (loopback.ts).
 */

/** The notification channel; channels are per database, so sites sharing a server do not hear each other. */
export const REVALIDATE_CHANNEL = 'site_revalidate'

/** Instances of two releases run side by side during a rolling restart: a format they do not know is ignored. */
const VERSION = 1

/** Next's limit on the length of one cache tag. */
export const MAX_TAG_LENGTH = 256

/** Under pg_notify's 8000-byte limit: a refused notification would abort the transaction of the save. */
export const MAX_MESSAGE_BYTES = 7_500

export interface RevalidateMessage {
  tags: string[]
}

const isTag = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TAG_LENGTH

const encode = (tags: string[]) => JSON.stringify({ v: VERSION, tags })

/** The tags (each once, invalid ones left out) as messages of at most MAX_MESSAGE_BYTES each; none for none. */
export function encodeMessages(tags: Iterable<string>): string[] {
  const messages: string[] = []
  const empty = Buffer.byteLength(encode([]))
  let batch: string[] = []
  let bytes = empty
  for (const tag of new Set(tags)) {
    if (!isTag(tag)) continue
    const size = Buffer.byteLength(JSON.stringify(tag))
    if (batch.length && bytes + 1 + size > MAX_MESSAGE_BYTES) {
      messages.push(encode(batch))
      batch = []
      bytes = empty
    }
    // A comma before every tag but the first.
    bytes += (batch.length ? 1 : 0) + size
    batch.push(tag)
  }
  if (batch.length) messages.push(encode(batch))
  return messages
}

/** The message in `text`, or null when it is not one this release sends (wrong version, no or invalid tags). */
export function decodeMessage(text: string): RevalidateMessage | null {
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { v, tags } = value as { v?: unknown; tags?: unknown }
  if (v !== VERSION || !Array.isArray(tags) || tags.length === 0 || !tags.every(isTag)) return null
  return { tags: [...new Set(tags)] }
}
