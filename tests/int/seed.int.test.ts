import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createConfig } from '@/payload.config'
import { seedDemo } from '@/server/seed'
import { demoMember } from '@/server/seed/demo-accounts'

import { migrations } from '../../migrations/sqlite'

let tmp: string
let payload: Payload

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'int-seed-'))
  payload = await getPayload({
    config: createConfig({ databaseUrl: `file:${path.join(tmp, 'seed.db')}` }),
    key: 'seed',
  })
  await payload.db.migrate({ migrations: migrations as never })
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(tmp, { recursive: true, force: true })
})

it('seeds the demo accounts and settings once; a second run creates nothing and keeps staff edits', async () => {
  const first = await seedDemo(payload)
  expect(first.created).toHaveLength(3)
  await payload.updateGlobal({ slug: 'site-settings', data: { phone: '400-999-8888' } })

  const second = await seedDemo(payload)
  expect(second.created).toEqual([])
  expect(second.skipped).toHaveLength(3)
  expect((await payload.count({ collection: 'admins' })).totalDocs).toBe(1)
  expect((await payload.count({ collection: 'members' })).totalDocs).toBe(1)
  expect((await payload.findGlobal({ slug: 'site-settings' })).phone).toBe('400-999-8888')

  const login = await payload.login({
    collection: 'members',
    data: { username: demoMember.username, password: demoMember.password },
  })
  expect(login.user?.nickname).toBe('示例老师')
})
