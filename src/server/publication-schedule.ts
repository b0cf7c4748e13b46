import 'server-only'

import type { Payload, Where } from 'payload'

import { NEWS_REVALIDATE_SECONDS } from '@/content/news-types'

import { getPayloadClient } from './payload'
import { createPublicationClock, sharedPublicationClock } from './publication-clock'

/**
 * The earliest scheduled page publication still waiting to run. An overdue one counts too: until the job
 * has published the page, the clock keeps asking (every cached read lives one second), so the page shows
 * the change as soon as the job has run, however late.
 */
async function firstPendingSchedule(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { waitUntil: true },
  })
  const value = found.docs[0]?.waitUntil
  return typeof value === 'string' ? Date.parse(value) : NaN
}

/**
 * The next moment public content changes by the clock: an article's publish time, a banner's window edge or
 * a page's scheduled publication.
 */
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
      firstPendingSchedule(payload),
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
