import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { bannerSlots } from '@/content/banner-slots'
import { desktopPages } from '@/content/page-routes'
import { newsTypes } from '@/content/news-types'
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

// A full seed takes about 40 s on an idle 2-core machine, and longer while `test:all` builds beside the tests.
it(
  'seeds the demo accounts and settings once; a second run creates nothing and keeps staff edits',
  { timeout: 300_000 },
  async () => {
    const first = await seedDemo(payload)
    expect(first.created).toHaveLength(6)
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: '400-999-8888' } })
    const media = (await payload.count({ collection: 'media' })).totalDocs

    const second = await seedDemo(payload)
    expect(second.created).toEqual([])
    expect(second.skipped).toHaveLength(6)
    // Pictures, videos and PDFs are found again by name, never uploaded twice.
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(media)
    expect((await payload.count({ collection: 'admins' })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'members' })).totalDocs).toBe(1)
    expect((await payload.findGlobal({ slug: 'site-settings' })).phone).toBe('400-999-8888')

    const login = await payload.login({
      collection: 'members',
      data: { username: demoMember.username, password: demoMember.password },
    })
    expect(login.user?.nickname).toBe('示例老师')
  },
)

it('seeds 24+ public articles across every type with covers and bodies, and a banner in every slot', async () => {
  const publicNews = await payload.find({ collection: 'news', overrideAccess: false, limit: 200, depth: 1 })
  expect(publicNews.totalDocs).toBeGreaterThanOrEqual(24)
  for (const type of newsTypes) {
    expect(publicNews.docs.filter((doc) => doc.type === type.slug).length, type.label).toBeGreaterThanOrEqual(
      5,
    )
  }
  for (const doc of publicNews.docs) {
    expect(typeof doc.cover === 'object' && doc.cover?.url, doc.title).toMatch(/^.*\/api\/media\/file\/.+/)
    expect(doc.body?.root.children.length, doc.title).toBeGreaterThanOrEqual(3)
    expect(doc.summary?.length, doc.title).toBeGreaterThan(20)
  }
  // A draft and a scheduled example exist for staff, invisible to the public.
  expect((await payload.count({ collection: 'news' })).totalDocs).toBe(publicNews.totalDocs + 2)

  for (const slot of bannerSlots) {
    const found = await payload.find({
      collection: 'banners',
      overrideAccess: false,
      where: {
        and: [
          { type: { equals: slot.type } },
          { pcFlag: { equals: slot.pcFlag } },
          { location: { equals: slot.location } },
        ],
      },
    })
    expect(found.totalDocs, `${slot.type}/${slot.pcFlag}/${slot.location}`).toBeGreaterThanOrEqual(1)
  }
})

it('publishes a page for every desktop route and the phone pages of their own, each with its media', async () => {
  const pages = await payload.find({ collection: 'pages', overrideAccess: false, limit: 100, depth: 1 })
  const paths = pages.docs.map((page) => page.path)
  for (const { path } of desktopPages) expect(paths, path).toContain(path)
  for (const path of [
    '/mobile',
    '/mobile/landing',
    '/mobile/uc',
    '/mobile/academy_1',
    '/mobile/gather/detail',
  ])
    expect(paths, path).toContain(path)
  for (const page of pages.docs) {
    expect(page.layout?.length ?? 0, page.path).toBeGreaterThanOrEqual(3)
    // Editors see each block by its heading in the admin's list of blocks.
    for (const block of page.layout ?? [])
      if ('heading' in block && block.heading) expect(block.blockName).toBe(block.heading)
  }
  const video = pages.docs.flatMap((page) => page.layout ?? []).find((block) => block.blockType === 'video')
  expect(video && typeof video.video === 'object' ? video.video?.mimeType : null).toBe('video/mp4')
  const downloads = pages.docs
    .flatMap((page) => page.layout ?? [])
    .find((block) => block.blockType === 'downloads')
  const file = downloads?.blockType === 'downloads' ? downloads.items?.[0]?.file : null
  expect(typeof file === 'object' ? file?.mimeType : null).toBe('application/pdf')
})

it('uploads one file at a time in the order of first use, so an empty database gets the same media ids', async () => {
  // News covers first (each picture the first time an article uses it), then one picture per banner.
  const news = await payload.find({ collection: 'news', sort: 'id', limit: 200, depth: 0 })
  const covers: number[] = []
  for (const doc of news.docs) {
    const cover = doc.cover as number
    if (!covers.includes(cover)) covers.push(cover)
  }
  const banners = await payload.find({ collection: 'banners', sort: 'id', limit: 200, depth: 0 })
  const order = [...covers, ...banners.docs.map((banner) => banner.image as number)]
  expect(covers.length).toBeGreaterThan(5)
  expect(order).toEqual(order.map((_, index) => index + 1))
})
