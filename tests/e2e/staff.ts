import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Cookie } from '@playwright/test'

import { root } from '../../scripts/lib/e2e-env.mjs'
import { demoAdmin } from '../../src/server/seed/demo-accounts'

/** The demo admin the seed creates. */
export const STAFF = { email: demoAdmin.email, password: demoAdmin.password }

/**
 * One staff session for the whole run, signed in by `staff.setup.ts`. Payload stores sessions on the user
 * document with a read-modify-write, so parallel sign-ins to one account can drop each other's session.
 */
export const STAFF_STATE_PATH = path.join(root, 'data', 'e2e-staff-state.json')
export const STAFF_TOKEN_PATH = path.join(root, 'data', 'e2e-staff-token.json')

/** Header for REST writes as staff (API calls without a browser Origin must carry the token, not the cookie). */
export function staffAuth(): { Authorization: string } {
  const { token } = JSON.parse(readFileSync(STAFF_TOKEN_PATH, 'utf8')) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** The staff session's cookies, to add to a browser context that should visit pages as staff. */
export function staffCookies(): Cookie[] {
  return (JSON.parse(readFileSync(STAFF_STATE_PATH, 'utf8')) as { cookies: Cookie[] }).cookies
}
