import type { Payload, PayloadRequest, Where } from 'payload'

import type { News } from '@/payload-types'

import { publicNewsWhere } from './access'

type Placed = Pick<News, 'id' | 'type' | 'publishedAt'>
export type NeighbourDoc = Pick<News, 'id' | 'title' | 'type' | 'publishedAt'>

/**
 * The public articles just before (older) and after (newer) `doc` in its type, ordered by publish time
 * and then id, so two articles published in the same second still have a stable order.
 */
export async function findNeighbours(
  payload: Payload,
  doc: Placed | null | undefined,
  /** The request of a hook, so the query runs inside its transaction. */
  req?: PayloadRequest,
): Promise<{ older: NeighbourDoc | null; newer: NeighbourDoc | null }> {
  if (!doc?.publishedAt || !doc.type) return { older: null, newer: null }
  const at = doc.publishedAt
  const side = async (direction: 'older' | 'newer') => {
    const before = direction === 'older'
    const placed: Where = {
      or: [
        { publishedAt: { [before ? 'less_than' : 'greater_than']: at } },
        {
          and: [{ publishedAt: { equals: at } }, { id: { [before ? 'less_than' : 'greater_than']: doc.id } }],
        },
      ],
    }
    const found = await payload.find({
      collection: 'news',
      where: { and: [publicNewsWhere(), { type: { equals: doc.type } }, placed] },
      sort: before ? ['-publishedAt', '-id'] : ['publishedAt', 'id'],
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: { title: true, type: true, publishedAt: true },
    })
    return (found.docs[0] as NeighbourDoc | undefined) ?? null
  }
  return { older: await side('older'), newer: await side('newer') }
}
