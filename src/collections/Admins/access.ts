import type { Access, FieldAccess } from 'payload'

type StaffUser = { collection?: string; roles?: string[] | null } | null | undefined

export const isStaff = (user: StaffUser): boolean => user?.collection === 'admins'

export const isAdmin = (user: StaffUser): boolean => isStaff(user) && Boolean(user?.roles?.includes('admin'))

export const staffOnly: Access = ({ req }) => isStaff(req.user as StaffUser)
export const adminsOnly: Access = ({ req }) => isAdmin(req.user as StaffUser)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req.user as StaffUser)
