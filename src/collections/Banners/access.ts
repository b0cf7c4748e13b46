import type { Access, Where } from 'payload'

import { isStaff } from '../Admins/access'

/** What the public may read: enabled banners inside their active window. */
export function publicBannerWhere(now = new Date()): Where {
  const iso = now.toISOString()
  return {
    and: [
      { enabled: { equals: true } },
      { or: [{ activeFrom: { exists: false } }, { activeFrom: { less_than_equal: iso } }] },
      { or: [{ activeTo: { exists: false } }, { activeTo: { greater_than: iso } }] },
    ],
  }
}

export const readBanners: Access = ({ req }) => (isStaff(req.user as never) ? true : publicBannerWhere())
