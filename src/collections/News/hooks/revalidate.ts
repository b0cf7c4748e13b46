import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { News } from '@/payload-types'
import { NEWS_LIST_TAG, newsArticleTag } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

import { findNeighbours } from '../neighbours'

/** The public articles just before and after `doc` in its type: their pages link to it. */
async function neighbourIds(req: PayloadRequest, doc: News | null | undefined): Promise<number[]> {
  const { older, newer } = await findNeighbours(req.payload, doc, req)
  return [older?.id, newer?.id].filter((id): id is number => typeof id === 'number')
}

/** An article changed: its page, its neighbours' pages (old and new place) and every list. */
export const revalidateNewsAfterChange: CollectionAfterChangeHook<News> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (req.context.disableRevalidate) return doc
  const ids = [doc.id, ...(await neighbourIds(req, doc)), ...(await neighbourIds(req, previousDoc))]
  await expireTags(req, [NEWS_LIST_TAG, ...ids.map(newsArticleTag)])
  return doc
}

export const revalidateNewsAfterDelete: CollectionAfterDeleteHook<News> = async ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  const ids = [doc.id, ...(await neighbourIds(req, doc))]
  await expireTags(req, [NEWS_LIST_TAG, ...ids.map(newsArticleTag)])
  return doc
}
