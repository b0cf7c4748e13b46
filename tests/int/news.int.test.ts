import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NEWS_PAGE_SIZE, NEWS_PAGE_SIZE_MAX } from '@/content/news-types'
import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'
import { lexicalBody } from '@/server/seed/lexical'

import { migrations } from '../../migrations/sqlite'

// The routes read the database through the app's own Payload config: point it at a temp file first.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'news-api-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET = 'news-api-test-secret-0123456789'
process.env.SITE_URL = 'https://www.example.com'

type Json = { code: number; msg: string; data?: any } // eslint-disable-line @typescript-eslint/no-explicit-any
type Get = (request: Request) => Promise<Response>
type BannerGet = (
  request: Request,
  context: { params: Promise<{ type: string; pcFlag: string; location: string }> },
) => Promise<Response>

let payload: Payload
let listRoute: Get
let detailRoute: Get
let bannersRoute: BannerGet
let coverId: number

const DAY = 86_400_000
const now = Date.now()
const ago = (days: number) => new Date(now - days * DAY).toISOString()

const ids: Record<string, number> = {}

/** The per-field messages of a Payload ValidationError (its own message only names the fields). */
async function fieldErrors(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map(
      (item) => item.message,
    )
  }
  throw new Error('expected a validation error')
}

async function article(key: string, data: { type?: string; status?: string; publishedAt?: string }) {
  const doc = await payload.create({
    collection: 'news',
    data: {
      title: `测试资讯 ${key}`,
      type: (data.type ?? 'company') as 'company',
      status: (data.status ?? 'published') as 'published',
      publishedAt: data.publishedAt,
      summary: `摘要 ${key}`,
      cover: coverId,
      body: lexicalBody([{ p: `正文 ${key}` }]),
    },
  })
  ids[key] = doc.id
  return doc
}

async function call(route: Get, url: string, headers?: Record<string, string>): Promise<[number, Json]> {
  const response = await route(
    new Request(url, { headers: headers ?? { ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })) } }),
  )
  return [response.status, (await response.json()) as Json]
}

const list = (query: string) => call(listRoute, `http://localhost/api/port/news/list${query}`)
const detail = (query: string) => call(detailRoute, `http://localhost/api/port/news/detail${query}`)
async function banners(type: string, pcFlag: string, location: string): Promise<[number, Json]> {
  const response = await bannersRoute(
    new Request(`http://localhost/api/port/news/banners/${type}/${pcFlag}/${location}`, {
      headers: { ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })) },
    }),
    { params: Promise.resolve({ type, pcFlag, location }) },
  )
  return [response.status, (await response.json()) as Json]
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2f6bff' } })
    .png()
    .toBuffer()
  coverId = (
    await payload.create({
      collection: 'media',
      data: { alt: '封面' },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    })
  ).id
  // 12 public company articles, c1 oldest ... c12 newest; plus drafts, scheduled ones and other types.
  for (let index = 1; index <= 12; index++) await article(`c${index}`, { publishedAt: ago(40 - index) })
  await article('draft', { status: 'draft', publishedAt: ago(30.5) })
  await article('future', { publishedAt: new Date(now + 5 * DAY).toISOString() })
  await article('i1', { type: 'industry', publishedAt: ago(3) })
  await article('i2', { type: 'industry', publishedAt: ago(2) })
  listRoute = (await import('@/app/api/port/news/list/route')).GET
  detailRoute = (await import('@/app/api/port/news/detail/route')).GET
  bannersRoute = (await import('@/app/api/port/news/banners/[type]/[pcFlag]/[location]/route')).GET
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('GET /api/port/news/list', () => {
  it('lists public articles newest first with the default page size', async () => {
    const [status, json] = await list('')
    expect(status).toBe(200)
    expect(json.code).toBe(0)
    expect(json.data.total).toBe(14)
    expect(json.data.page).toBe(1)
    expect(json.data.pageSize).toBe(NEWS_PAGE_SIZE)
    expect(json.data.list).toHaveLength(NEWS_PAGE_SIZE)
    expect(json.data.list[0].title).toBe('测试资讯 i2')
    const times = json.data.list.map((item: { publishedAt: string }) => Date.parse(item.publishedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(json.data.list[0]).toMatchObject({
      type: 'industry',
      typeLabel: '行业资讯',
      path: `/news/detail/industry/${ids.i2}`,
      cover: { url: expect.stringMatching(/^\/api\/media\/file\//), width: 64, height: 36 },
    })
  })

  it('never lists drafts or articles scheduled for later', async () => {
    const [, json] = await list(`?pageSize=${NEWS_PAGE_SIZE_MAX}`)
    const titles = json.data.list.map((item: { title: string }) => item.title)
    expect(titles).not.toContain('测试资讯 draft')
    expect(titles).not.toContain('测试资讯 future')
    expect(titles).toHaveLength(14)
  })

  it('filters by type and pages through it to the last partial page and past it', async () => {
    const [, first] = await list('?type=company&page=1&pageSize=5')
    expect(first.data).toMatchObject({ total: 12, page: 1, pageSize: 5 })
    expect(first.data.list.map((item: { title: string }) => item.title)).toEqual(
      ['c12', 'c11', 'c10', 'c9', 'c8'].map((key) => `测试资讯 ${key}`),
    )
    const [, last] = await list('?type=company&page=3&pageSize=5')
    expect(last.data.list.map((item: { title: string }) => item.title)).toEqual([
      '测试资讯 c2',
      '测试资讯 c1',
    ])
    const [status, past] = await list('?type=company&page=4&pageSize=5')
    expect(status).toBe(200)
    expect(past.data).toMatchObject({ list: [], total: 12, page: 4 })
  })

  it('caps a page size above the maximum instead of refusing it', async () => {
    const [status, json] = await list('?pageSize=100000')
    expect(status).toBe(200)
    expect(json.data.pageSize).toBe(NEWS_PAGE_SIZE_MAX)
  })

  it.each([
    ['?type=sports', '资讯类别不存在'],
    ['?page=0', '页码须为正整数'],
    ['?page=-1', '页码须为正整数'],
    ['?page=abc', '页码须为正整数'],
    ['?page=1.5', '页码须为正整数'],
    ['?page=99999999999', '页码须为正整数'],
    ['?pageSize=0', '每页条数须为正整数'],
    ['?pageSize=ten', '每页条数须为正整数'],
  ])('refuses %s with 400 and a Chinese message', async (query, msg) => {
    expect(await list(query)).toEqual([400, { code: 400, msg }])
  })

  it('refuses an unsigned call with 412', async () => {
    const [status, json] = await call(listRoute, 'http://localhost/api/port/news/list', {})
    expect(status).toBe(412)
    expect(json.code).toBe(412)
  })
})

describe('GET /api/port/news/detail', () => {
  it('returns the article with its older (prev) and newer (next) neighbour of the same type', async () => {
    const [status, json] = await detail(`?id=${ids.c5}`)
    expect(status).toBe(200)
    expect(json.code).toBe(0)
    expect(json.data).toMatchObject({ id: ids.c5, title: '测试资讯 c5', summary: '摘要 c5', type: 'company' })
    expect(json.data.body.root.children[0].children[0].text).toBe('正文 c5')
    expect(json.data.prev).toMatchObject({
      id: ids.c4,
      title: '测试资讯 c4',
      path: `/news/detail/company/${ids.c4}`,
    })
    expect(json.data.next).toMatchObject({ id: ids.c6 })
  })

  it('skips drafts between neighbours and ends at both ends of a type', async () => {
    // The draft sits between c9 and c10 in time; c10's previous is still c9.
    expect((await detail(`?id=${ids.c10}`))[1].data.prev.id).toBe(ids.c9)
    const [, oldest] = await detail(`?id=${ids.c1}`)
    expect(oldest.data.prev).toBeNull()
    const [, newest] = await detail(`?id=${ids.c12}`)
    expect(newest.data.next).toBeNull()
    const [, industry] = await detail(`?id=${ids.i1}`)
    expect(industry.data).toMatchObject({ prev: null, next: { id: ids.i2 } })
  })

  it('answers a draft, a scheduled and an unknown article alike: 404 with code 404, never 500', async () => {
    for (const id of [ids.draft, ids.future, 999_999]) {
      expect(await detail(`?id=${id}`)).toEqual([404, { code: 404, msg: '资讯不存在或已下线' }])
    }
  })

  it.each([
    ['', '缺少资讯编号'],
    ['?id=', '缺少资讯编号'],
    ['?id=abc', '资讯编号无效'],
    ['?id=0', '资讯编号无效'],
    ['?id=1e3', '资讯编号无效'],
  ])('refuses %s with 400', async (query, msg) => {
    expect(await detail(query)).toEqual([400, { code: 400, msg }])
  })
})

describe('scheduled publishing', () => {
  it('an article appears at its publish time without anyone touching it', async () => {
    await article('soon', { type: 'training', publishedAt: new Date(Date.now() + 1500).toISOString() })
    expect((await list('?type=training'))[1].data.total).toBe(0)
    expect((await detail(`?id=${ids.soon}`))[0]).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 1800))
    expect((await list('?type=training'))[1].data.total).toBe(1)
    expect((await detail(`?id=${ids.soon}`))[0]).toBe(200)
  })

  it('withdrawing (back to draft) removes it from the public API at once', async () => {
    await payload.update({ collection: 'news', id: ids.soon!, data: { status: 'draft' } })
    expect((await list('?type=training'))[1].data.total).toBe(0)
    expect((await detail(`?id=${ids.soon}`))[0]).toBe(404)
  })
})

describe("Payload's own REST rules (what /api/news answers the public)", () => {
  it('the public reads only published articles whose time has come; staff read all', async () => {
    const publicRead = await payload.find({ collection: 'news', overrideAccess: false, limit: 100, depth: 0 })
    const titles = publicRead.docs.map((doc) => doc.title)
    expect(titles).not.toContain('测试资讯 draft')
    expect(titles).not.toContain('测试资讯 future')
    const editor = await payload.create({
      collection: 'admins',
      data: { email: 'editor@example.com', password: 'Editor@12345', roles: ['editor'] },
    })
    const staffRead = await payload.find({
      collection: 'news',
      overrideAccess: false,
      user: { ...editor, collection: 'admins' },
      limit: 100,
      depth: 0,
    })
    expect(staffRead.docs.map((doc) => doc.title)).toEqual(
      expect.arrayContaining(['测试资讯 draft', '测试资讯 future']),
    )
  })

  it('editors write news and banners but not settings or staff; the public writes nothing', async () => {
    const [editor] = (
      await payload.find({ collection: 'admins', where: { email: { equals: 'editor@example.com' } } })
    ).docs
    const user = { ...editor!, collection: 'admins' as const }
    const created = await payload.create({
      collection: 'news',
      overrideAccess: false,
      user,
      data: { title: '编辑写的资讯', type: 'company', status: 'draft' },
    })
    expect(created.id).toBeGreaterThan(0)
    await expect(
      payload.updateGlobal({ slug: 'site-settings', overrideAccess: false, user, data: { brandName: 'x' } }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'admins',
        overrideAccess: false,
        user,
        data: { email: 'x@example.com', password: 'Xx@1234567', roles: ['admin'] },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'news',
        overrideAccess: false,
        data: { title: '匿名', type: 'company', status: 'draft' },
      }),
    ).rejects.toThrow()
  })

  it('refuses to publish an article without a body, in Chinese', async () => {
    expect(
      await fieldErrors(
        payload.create({
          collection: 'news',
          data: { title: '空文章', type: 'company', status: 'published' },
        }),
      ),
    ).toEqual(['发布前请填写正文'])
  })
})

describe('media limits', () => {
  it('refuses an image over 5 MB, a file over 20 MB and other types with clear Chinese messages', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: '太大' },
        file: { data: big, mimetype: 'image/png', name: 'big.png', size: big.length },
      }),
    ).rejects.toThrow('图片不能超过 5 MB，请压缩后再上传')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: '脚本' },
        file: { data: svg, mimetype: 'image/svg+xml', name: 'x.svg', size: svg.length },
      }),
    ).rejects.toThrow('只能上传 PNG、JPEG、WebP、GIF 图片，MP4、WebM 视频或 PDF 文件')
    const bigPdf = Buffer.alloc(20 * 1024 * 1024 + 1)
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: '太大的文件' },
        file: { data: bigPdf, mimetype: 'application/pdf', name: 'big.pdf', size: bigPdf.length },
      }),
    ).rejects.toThrow('文件不能超过 20 MB（图片不能超过 5 MB），请压缩后再上传')
  })
})

describe('GET /api/port/news/banners/{type}/{pcFlag}/{location}', () => {
  beforeAll(async () => {
    const banner = (title: string, extra: Record<string, unknown>) =>
      payload.create({
        collection: 'banners',
        data: { title, type: 'home', pcFlag: 'pc', location: 'top', image: coverId, ...extra } as never,
      })
    await banner('第二张', { sort: 20, link: '/tch-training' })
    await banner('第一张', { sort: 10, link: 'https://example.com/a' })
    await banner('已停用', { sort: 5, enabled: false })
    await banner('已过期', { sort: 6, activeTo: ago(1) })
    await banner('未开始', { sort: 7, activeFrom: new Date(now + DAY).toISOString() })
    await banner('手机端', { sort: 1, pcFlag: 'mobile' })
  })

  it('returns the active banners of the slot, lowest sort first', async () => {
    const [status, json] = await banners('home', 'pc', 'top')
    expect(status).toBe(200)
    expect(json.data.map((item: { title: string }) => item.title)).toEqual(['第一张', '第二张'])
    expect(json.data[0]).toMatchObject({ link: 'https://example.com/a', image: { alt: '第一张', width: 64 } })
  })

  it('accepts 1 and 0 for the device, and an empty slot is an empty list', async () => {
    expect((await banners('home', '1', 'top'))[1].data).toHaveLength(2)
    expect((await banners('home', '0', 'top'))[1].data.map((item: { title: string }) => item.title)).toEqual([
      '手机端',
    ])
    expect(await banners('news', 'pc', 'middle')).toEqual([200, { code: 0, msg: 'success', data: [] }])
  })

  it.each([
    ['shop', 'pc', 'top', '横幅页面类型不存在'],
    ['home', 'tv', 'top', '设备类型须为 pc、mobile、1 或 0'],
    ['home', 'pc', 'footer', '横幅位置不存在'],
  ])('refuses %s/%s/%s with 400', async (type, pcFlag, location, msg) => {
    expect(await banners(type, pcFlag, location)).toEqual([400, { code: 400, msg }])
  })

  it('refuses a banner link that is neither a site path nor http(s)', async () => {
    expect(
      await fieldErrors(
        payload.create({
          collection: 'banners',
          data: {
            title: '坏链接',
            type: 'home',
            pcFlag: 'pc',
            location: 'top',
            image: coverId,
            link: 'javascript:alert(1)',
          },
        }),
      ),
    ).toEqual(['链接须是站内路径（以 / 开头）或 http(s) 网址'])
  })
})

describe('the next moment public content changes by the clock', () => {
  it('is the earliest of a scheduled article, a banner opening and a banner closing, never a past one', async () => {
    const { queryNextPublication } = await import('@/server/publication-schedule')
    const at = (ms: number) => new Date(now + ms).toISOString()
    // So far: the article `future` (in 5 days) and the banner 未开始 (opens in 1 day).
    expect(await queryNextPublication(payload, new Date())).toBe(Date.parse(at(DAY)))

    const closing = await payload.create({
      collection: 'banners',
      data: {
        title: '即将结束',
        type: 'news',
        pcFlag: 'pc',
        location: 'top',
        image: coverId,
        activeTo: at(DAY / 2),
      },
    })
    expect(await queryNextPublication(payload, new Date())).toBe(Date.parse(at(DAY / 2)))

    const soon = await article('clock', { type: 'industry', publishedAt: at(DAY / 4) })
    expect(await queryNextPublication(payload, new Date())).toBe(Date.parse(at(DAY / 4)))
    // A draft with a future time is not a moment: it goes public only when staff publish it.
    await payload.update({ collection: 'news', id: soon.id, data: { status: 'draft' } })
    expect(await queryNextPublication(payload, new Date())).toBe(Date.parse(at(DAY / 2)))
    // A disabled banner has no window either.
    await payload.update({ collection: 'banners', id: closing.id, data: { enabled: false } })
    expect(await queryNextPublication(payload, new Date())).toBe(Date.parse(at(DAY)))
    // Seen from after every moment: nothing left.
    expect(await queryNextPublication(payload, new Date(now + 10 * DAY))).toBeNull()
  })
})
