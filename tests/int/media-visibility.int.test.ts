/**
 * Uploads are public only while something public uses them: probed as an anonymous visitor and as staff
 * through Payload's REST handler (listing, search by alt text, one document, the file itself).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalBody } from '@/server/seed/lexical'

import { migrations } from '../../migrations/sqlite'
import { signedInStaff } from '../helpers/staff-account'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-visibility-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET = 'media-visibility-secret-0123456789'

type RestRoute = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let restGet: RestRoute
let staffToken: string

const DAY = 24 * 60 * 60 * 1000
const media: Record<string, { id: number | string; filename: string }> = {}

async function upload(key: string, alt: string) {
  const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#2f6bff' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name: `${key}.png`, size: png.length },
  })
  media[key] = { id: doc.id, filename: doc.filename! }
}

async function get(pathWithQuery: string, staff = false) {
  const url = new URL(`http://localhost/api/${pathWithQuery}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = staff ? { Authorization: `JWT ${staffToken}` } : undefined
  return restGet(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
}

/** What an anonymous visitor can learn about one upload: in the list, found by its alt text, by id, its file. */
async function visibleToPublic(key: string, staff = false) {
  const { id, filename } = media[key]
  const list = (await (await get('media?limit=100&depth=0', staff)).json()) as { docs: { id: unknown }[] }
  const search = (await (
    await get(`media?depth=0&where[alt][contains]=${encodeURIComponent(key)}`, staff)
  ).json()) as { docs: { id: unknown }[] }
  // 403 or 404: refused either way, and neither says whether the upload exists.
  const outcome = (status: number) =>
    status === 200 ? 'served' : [403, 404].includes(status) ? 'refused' : status
  const byId = outcome((await get(`media/${id}`, staff)).status)
  const file = outcome((await get(`media/file/${filename}`, staff)).status)
  return {
    listed: list.docs.some((doc) => doc.id === id),
    found: search.docs.some((doc) => doc.id === id),
    byId,
    file,
  }
}

const HIDDEN = { listed: false, found: false, byId: 'refused', file: 'refused' }
const SHOWN = { listed: true, found: true, byId: 'served', file: 'served' }

let draftId: number | string
let scheduledId: number | string
let bannerId: number | string

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  for (const key of [
    'public-cover',
    'draft-cover',
    'scheduled-cover',
    'unused',
    'banner-image',
    'page-image',
    'body-image',
  ])
    await upload(key, `${key} 的图片`)
  const news = (
    key: string,
    status: 'draft' | 'published',
    publishedAt: string,
    cover: string,
    body?: string,
  ) =>
    payload.create({
      collection: 'news',
      data: {
        title: `资讯 ${key}`,
        type: 'company',
        status,
        publishedAt,
        summary: '摘要',
        cover: media[cover].id,
        body: body
          ? {
              root: {
                type: 'root',
                children: [{ type: 'upload', relationTo: 'media', value: media[body].id, version: 3 }],
                direction: null,
                format: '',
                indent: 0,
                version: 1,
              },
            }
          : lexicalBody([{ p: '正文' }]),
      } as never,
    })
  await news('public', 'published', new Date(Date.now() - DAY).toISOString(), 'public-cover', 'body-image')
  draftId = (await news('draft', 'draft', new Date(Date.now() - DAY).toISOString(), 'draft-cover')).id
  scheduledId = (
    await news('scheduled', 'published', new Date(Date.now() + DAY).toISOString(), 'scheduled-cover')
  ).id
  bannerId = (
    await payload.create({
      collection: 'banners',
      data: {
        title: '横幅',
        type: 'home',
        pcFlag: 'pc',
        location: 'top',
        image: media['banner-image'].id,
        enabled: false,
      } as never,
    })
  ).id
  await payload.create({
    collection: 'pages',
    data: {
      path: '/about-me',
      title: '关于我们',
      hero: { kind: 'compact', heading: '关于我们' },
      layout: [
        { blockType: 'gallery', heading: '校园', items: [{ image: media['page-image'].id, title: '机房' }] },
      ],
    } as never,
    draft: true,
  })
  staffToken = (
    await signedInStaff(payload, {
      email: 'editor@example.com',
      password: 'Staff@12345',
      roles: ['editor'],
    })
  ).token
  restGet = (await import('@/app/(payload)/api/[...slug]/route')).GET
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('media the public may read', () => {
  it('shows what published articles use (cover and body image)', async () => {
    expect(await visibleToPublic('public-cover')).toEqual(SHOWN)
    expect(await visibleToPublic('body-image')).toEqual(SHOWN)
  })

  it("hides the draft's and the scheduled article's covers, and unused uploads, from anyone but staff", async () => {
    for (const key of ['draft-cover', 'scheduled-cover', 'unused']) {
      expect(await visibleToPublic(key), key).toEqual(HIDDEN)
      expect(await visibleToPublic(key, true), `${key} for staff`).toEqual(SHOWN)
    }
  })

  it('shows the covers on the next request once their articles go public', async () => {
    await payload.update({ collection: 'news', id: draftId, data: { status: 'published' } })
    expect(await visibleToPublic('draft-cover')).toEqual(SHOWN)
    await payload.update({
      collection: 'news',
      id: scheduledId,
      data: { publishedAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect(await visibleToPublic('scheduled-cover')).toEqual(SHOWN)
    // And hides them again when an article is taken back.
    await payload.update({ collection: 'news', id: draftId, data: { status: 'draft' } })
    expect(await visibleToPublic('draft-cover')).toEqual(HIDDEN)
  })

  it("shows a banner's image only while the banner is enabled, a page's only while the page is published", async () => {
    expect(await visibleToPublic('banner-image')).toEqual(HIDDEN)
    await payload.update({ collection: 'banners', id: bannerId, data: { enabled: true } })
    expect(await visibleToPublic('banner-image')).toEqual(SHOWN)

    expect(await visibleToPublic('page-image')).toEqual(HIDDEN)
    const page = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/about-me' } },
      draft: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.docs[0].id,
      data: { _status: 'published' } as never,
      draft: false,
    })
    expect(await visibleToPublic('page-image')).toEqual(SHOWN)
  })
})
