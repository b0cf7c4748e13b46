import type { Access, Where } from 'payload'

import { isStaff } from '../Admins/access'

/** What the public may read: published articles whose publish time has come. */
export function publicNewsWhere(now = new Date()): Where {
  return {
    and: [{ status: { equals: 'published' } }, { publishedAt: { less_than_equal: now.toISOString() } }],
  }
}

/** Staff read everything (drafts, scheduled); everyone else only what is public. */
export const readNews: Access = ({ req }) => (isStaff(req.user as never) ? true : publicNewsWhere())
