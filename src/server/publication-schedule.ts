import 'server-only'

import type { Payload } from 'payload'

import { NEWS_REVALIDATE_SECONDS } from '@/content/news-types'
import type { Banner, News } from '@/payload-types'

import { getPayloadClient } from './payload'
import { createPublicationClock, sharedPublicationClock } from './publication-clock'

/** The next moment public content changes by the clock: an article's publish time or a banner's window edge. */
export async function queryNextPublication(payload: Payload, now: Date): Promise<number | null> {
  const iso = now.toISOString()
  const [article, opening, closing] = await Promise.all([
    payload.find({
      collection: 'news',
      where: { and: [{ status: { equals: 'published' } }, { publishedAt: { greater_than: iso } }] },
      sort: 'publishedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { publishedAt: true },
    }),
    ...(['activeFrom', 'activeTo'] as const).map((field) =>
      payload.find({
        collection: 'banners',
        where: { and: [{ enabled: { equals: true } }, { [field]: { greater_than: iso } }] },
        sort: field,
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { [field]: true },
      }),
    ),
  ])
  const moments = [
    (article.docs[0] as News | undefined)?.publishedAt,
    (opening!.docs[0] as Banner | undefined)?.activeFrom,
    (closing!.docs[0] as Banner | undefined)?.activeTo,
  ]
    .map((value) => (value ? Date.parse(value) : NaN))
    .filter((ms) => Number.isFinite(ms))
  return moments.length ? Math.min(...moments) : null
}

/** This server process's clock for the cached readers of `news.ts`. */
export const publicationClock = sharedPublicationClock(() =>
  createPublicationClock(
    async (now) => queryNextPublication(await getPayloadClient(), now),
    NEWS_REVALIDATE_SECONDS,
  ),
)
