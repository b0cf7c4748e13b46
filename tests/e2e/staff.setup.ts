import { writeFileSync } from 'node:fs'

import { expect, test as setup } from '@playwright/test'

import { STAFF, STAFF_STATE_PATH, STAFF_TOKEN_PATH } from './staff'

setup('sign the staff session in once for the run', async ({ request }) => {
  const response = await request.post('/api/admins/login', { data: STAFF })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  expect(token.length).toBeGreaterThan(20)
  await request.storageState({ path: STAFF_STATE_PATH })
  writeFileSync(STAFF_TOKEN_PATH, JSON.stringify({ token }))
})
