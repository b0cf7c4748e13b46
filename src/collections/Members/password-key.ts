import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
} from 'payload'

import { bindMemberKey, unboundMemberKey } from '@/server/password-hash'

const KEYED_IN_THIS_REQUEST = 'memberPasswordKeyed'

type RawMember = { hash?: string | null; passwordKey?: string | null }

/** A key comes only from a password saved through Payload, never from the data a client sends. */
export const refuseKeyFromOutside: CollectionBeforeValidateHook = ({ data }) => {
  if (data && 'passwordKey' in data) delete data.passwordKey
  return data
}

/** A new password gets its key in the same write as Payload's hash of it (made after these hooks). */
export const keyNewPassword: CollectionBeforeChangeHook = async ({ data, context }) => {
  const password: unknown = data?.password
  if (typeof password !== 'string' || !password) return data
  context[KEYED_IN_THIS_REQUEST] = true
  return { ...data, passwordKey: await unboundMemberKey(password) }
}

/** After that write: the key names the hash it was saved with (only if that hash is still the stored one). */
export const bindNewMemberKey: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  if (!context[KEYED_IN_THIS_REQUEST]) return doc
  const where = { id: { equals: doc.id } }
  const raw = (await req.payload.db.findOne({ collection: 'members', where, req })) as RawMember | null
  const bound = raw?.hash ? bindMemberKey(raw.passwordKey, raw.hash) : null
  if (!raw?.hash || !bound) return doc
  await req.payload.db.updateOne({
    collection: 'members',
    where: { and: [where, { hash: { equals: raw.hash } }, { passwordKey: { equals: raw.passwordKey } }] },
    data: { passwordKey: bound },
    req,
    returning: false,
  })
  return doc
}
