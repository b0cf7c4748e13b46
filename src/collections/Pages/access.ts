import type { Access, Where } from 'payload'

import { isStaff } from '../Admins/access'

/** The public reads published pages only (their published version: drafts stay with staff). */
export const publicPageWhere: Where = { _status: { equals: 'published' } }

export const readPages: Access = ({ req }) => (isStaff(req.user as never) ? true : publicPageWhere)
