import 'server-only'

import type { Payload, Where } from 'payload'

import { NEWS_REVALIDATE_SECONDS } from '@/content/news-types'

import { getPayloadClient } from './payload'
import { createPublicationClock, sharedPublicationClock } from './publication-clock'

/** The next moment public content changes by the clock: an article's publish time or a banner's window edge. */
export async function queryNextPublication(payload: Payload, now: Date): Promise<number | null> {
  const iso = now.toISOString()
  /** The earliest value of a date field after now, among documents matching `where`. */
  const firstAfter = async (collection: 'news' | 'banners', field: string, where: Where) => {
    const found = await payload.find({
      collection,
      where: { and: [where, { [field]: { greater_than: iso } }] },
      sort: field,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { [field]: true },
    })
    const value: unknown = found.docs[0] && Reflect.get(found.docs[0], field)
    return typeof value === 'string' ? Date.parse(value) : NaN
  }
  const enabled: Where = { enabled: { equals: true } }
  const moments = (
    await Promise.all([
      firstAfter('news', 'publishedAt', { status: { equals: 'published' } }),
      firstAfter('banners', 'activeFrom', enabled),
      firstAfter('banners', 'activeTo', enabled),
    ])
  ).filter((ms) => Number.isFinite(ms))
  return moments.length ? Math.min(...moments) : null
}

/** This server process's clock for the cached readers of `news.ts`. */
export const publicationClock = sharedPublicationClock(() =>
  createPublicationClock(
    async (now) => queryNextPublication(await getPayloadClient(), now),
    NEWS_REVALIDATE_SECONDS,
  ),
)
