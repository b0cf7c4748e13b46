import type { Payload } from 'payload'

/** A staff account made with the Local API, signed in: its id and the token for `Authorization: JWT`. */
export async function signedInStaff(
  payload: Payload,
  account: { email: string; password: string; roles: ('admin' | 'editor')[]; name?: string },
): Promise<{ id: number; token: string }> {
  const { id } = await payload.create({ collection: 'admins', data: account, overrideAccess: true })
  const { token } = await payload.login({
    collection: 'admins',
    data: { email: account.email, password: account.password },
  })
  return { id: id as number, token: token! }
}
