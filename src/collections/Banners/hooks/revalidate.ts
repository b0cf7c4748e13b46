import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Banner } from '@/payload-types'
import { bannerSlotTag } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

const slotTag = (doc: Partial<Banner> | null | undefined) =>
  doc?.type && doc.pcFlag && doc.location ? [bannerSlotTag(doc.type, doc.pcFlag, doc.location)] : []

/** A banner changed: the slot it is in, and the slot it left. */
export const revalidateBannerAfterChange: CollectionAfterChangeHook<Banner> = async ({
  doc,
  previousDoc,
  req,
}) => {
  await expireTags(req, [...slotTag(doc), ...slotTag(previousDoc)])
  return doc
}

export const revalidateBannerAfterDelete: CollectionAfterDeleteHook<Banner> = async ({ doc, req }) => {
  await expireTags(req, slotTag(doc))
  return doc
}
