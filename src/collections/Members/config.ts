import { ValidationError, type CollectionConfig } from 'payload'

import { adminsOnly, isAdmin } from '../Admins/access'
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@/lib/constants'
import { forgetPublicMedia } from '@/server/media-visibility'

import { bindNewMemberKey, keyNewPassword, refuseKeyFromOutside } from './password-key'

/** Teachers who log in on the public site. Created by staff; there is no public sign-up. */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: '教师账号', plural: '教师账号' },
  admin: { useAsTitle: 'username', group: '用户', defaultColumns: ['username', 'nickname', 'updatedAt'] },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    // Off: the sign-in route locks by username whether or not the account exists (src/server/auth.ts), so a
    // lock says nothing about which usernames are real. Payload's lock only ever applied to real accounts.
    maxLoginAttempts: 0,
    tokenExpiration: 7 * 24 * 60 * 60,
  },
  access: {
    // Members never use the admin panel; only admins manage them.
    admin: () => false,
    read: ({ req }) => {
      if (isAdmin(req.user)) return true
      if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
      return false
    },
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  hooks: {
    afterChange: [forgetPublicMedia, bindNewMemberKey],
    afterDelete: [forgetPublicMedia],
    beforeChange: [keyNewPassword],
    beforeValidate: [
      refuseKeyFromOutside,
      ({ data }) => {
        const password: unknown = data?.password
        if (
          typeof password === 'string' &&
          (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
        ) {
          throw new ValidationError({ errors: [{ message: '请输入6-16位的密码', path: 'password' }] })
        }
        return data
      },
    ],
  },
  fields: [
    {
      name: 'username',
      type: 'text',
      label: '账号',
      required: true,
      unique: true,
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
    },
    { name: 'nickname', type: 'text', label: '昵称', maxLength: 30 },
    {
      name: 'portrait',
      type: 'upload',
      relationTo: 'media',
      label: '头像',
      admin: { description: '留空时显示默认头像' },
    },
    // The member's own password key (src/server/password-hash.ts): written by the hooks only, never read out.
    { name: 'passwordKey', type: 'text', hidden: true },
  ],
}
