import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { pageTag, SITEMAP_TAG } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

/** A page was published, unpublished or moved: its path (old and new) and the sitemap. */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const published = doc._status === 'published'
  const wasPublished = previousDoc?._status === 'published'
  if (!published && !wasPublished) return doc
  const paths = [doc.path, previousDoc?.path].filter((path): path is Page['path'] => Boolean(path))
  await expireTags(req, [SITEMAP_TAG, ...paths.map(pageTag)])
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  // A draft copy has no path yet.
  await expireTags(req, [SITEMAP_TAG, ...(doc.path ? [pageTag(doc.path)] : [])])
  return doc
}
