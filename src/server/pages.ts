import 'server-only'

import { draftMode, headers } from 'next/headers'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { isStaff } from '@/collections/Admins/access'
import { markDraftRender } from '@/server/draft-render'
import { documentPathsFor, type PagePath } from '@/content/page-routes'
import type { Page } from '@/payload-types'

import { pageTag } from './cache-tags'
import { getPayloadClient } from './payload'
import { publicationClock } from './publication-schedule'

/**
 * The first of `candidates` that has a document: its published version, or (for staff previewing) its
 * latest draft. The public read rule applies unless `draft` is set.
 */
export async function queryPage(
  payload: Payload,
  candidates: PagePath[],
  { draft = false }: { draft?: boolean } = {},
): Promise<Page | null> {
  if (!candidates.length) return null
  const found = await payload.find({
    collection: 'pages',
    where: { path: { in: candidates } },
    draft,
    depth: 1,
    limit: candidates.length,
    pagination: false,
    overrideAccess: draft,
  })
  const docs = found.docs as Page[]
  for (const path of candidates) {
    const doc = docs.find((candidate) => candidate.path === path)
    if (doc) return doc
  }
  return null
}

/** Paths of every published page (for the sitemap). */
export async function queryPublishedPagePaths(
  payload: Payload,
): Promise<{ path: PagePath; updatedAt: string }[]> {
  const found = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: false,
    select: { path: true, updatedAt: true },
  })
  return (found.docs as Pick<Page, 'path' | 'updatedAt'>[]).map(({ path, updatedAt }) => ({
    path,
    updatedAt,
  }))
}

/** Staff signed in to the admin (only asked in draft mode, so public pages stay static). */
async function isStaffPreview(): Promise<boolean> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaff(user as never)
}

/**
 * The document a route shows: cached across requests, expired by its path's tag when staff publish, and
 * keyed by the publication clock so a scheduled publication shows at its time. Staff previewing (draft
 * mode, signed in) get the latest draft, never cached.
 */
export const getPage = cache(async (route: string): Promise<Page | null> => {
  const candidates = documentPathsFor(route)
  if ((await draftMode()).isEnabled && (await isStaffPreview())) {
    markDraftRender()
    return queryPage(await getPayloadClient(), candidates, { draft: true })
  }
  const window = await publicationClock.current()
  return unstable_cache(
    async () => queryPage(await getPayloadClient(), candidates),
    ['page', ...candidates, `clock:${window.key}`],
    { tags: candidates.map(pageTag), revalidate: window.revalidate },
  )()
})
