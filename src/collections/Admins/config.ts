import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, isAdmin, isStaff } from './access'

/** Back-office staff. Only they reach /admin; only role admin manages other staff. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: '管理员', plural: '管理员' },
  admin: { useAsTitle: 'email', group: '系统', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    admin: ({ req }) => isStaff(req.user),
    // Every staff member sees the team (names, e-mails, roles) so leads can be assigned to a colleague.
    read: ({ req }) => isStaff(req.user),
    create: adminsOnly,
    update: ({ req }) => {
      if (isAdmin(req.user)) return true
      if (isStaff(req.user)) return { id: { equals: req.user!.id } }
      return false
    },
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text', label: '姓名', maxLength: 50 },
    {
      name: 'roles',
      type: 'select',
      label: '角色',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      options: [
        { label: '管理员', value: 'admin' },
        { label: '编辑', value: 'editor' },
      ],
    },
  ],
}
