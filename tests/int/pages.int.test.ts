import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { migrations } from '../../migrations/sqlite'

// The readers use the app's own Payload config: point it at a temp file first.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pages-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET = 'pages-test-secret-0123456789abcd'

let payload: Payload
let queryPage: typeof import('@/server/pages').queryPage
let queryNextPublication: typeof import('@/server/publication-schedule').queryNextPublication

const hero = (heading: string) => ({ kind: 'compact' as const, heading })
const faq = (heading: string) => ({
  blockType: 'faq' as const,
  heading,
  items: [{ question: '需要安装软件吗？', answer: '不需要，用浏览器打开即可。' }],
})

/** The per-field messages of a Payload ValidationError (its own message only names the fields). */
async function fieldErrors(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    if (data?.errors) return data.errors.map((item) => item.message)
    return [(error as Error).message]
  }
  throw new Error('expected a validation error')
}

async function publish(pagePath: Page['path'], heading: string, layout: Page['layout'] = [faq('常见问题')]) {
  return payload.create({
    collection: 'pages',
    data: { path: pagePath, title: heading, hero: hero(heading), layout, _status: 'published' },
    draft: false,
  })
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  ;({ queryPage } = await import('@/server/pages'))
  ;({ queryNextPublication } = await import('@/server/publication-schedule'))
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('what the public reads', () => {
  it('reads a published page and never a page that was only saved as a draft', async () => {
    await publish('/about-me', '关于我们')
    await payload.create({
      collection: 'pages',
      data: { path: '/join-us', title: '开放合作', hero: hero('草稿中的开放合作') },
      draft: true,
    })
    expect((await queryPage(payload, ['/about-me']))?.hero.heading).toBe('关于我们')
    expect(await queryPage(payload, ['/join-us'])).toBeNull()
    // Staff previewing read the draft.
    expect((await queryPage(payload, ['/join-us'], { draft: true }))?.hero.heading).toBe('草稿中的开放合作')
  })

  it('keeps showing the published version while staff work on a draft of it', async () => {
    const page = await publish('/gather', '活动')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { hero: hero('活动（修改中）') },
      draft: true,
    })
    expect((await queryPage(payload, ['/gather']))?.hero.heading).toBe('活动')
    expect((await queryPage(payload, ['/gather'], { draft: true }))?.hero.heading).toBe('活动（修改中）')
    // Asking the public API for drafts (?draft=true) gives a visitor nothing unpublished.
    for (const query of [{ draft: true }, { draft: false }]) {
      const found = await payload.find({ collection: 'pages', overrideAccess: false, limit: 100, ...query })
      const headings = found.docs.map((doc) => doc.hero.heading)
      expect(headings).not.toContain('活动（修改中）')
      expect(headings).not.toContain('草稿中的开放合作')
    }
    // Nor the version history.
    await expect(payload.findVersions({ collection: 'pages', overrideAccess: false })).rejects.toThrow(
      '您无权执行此操作',
    )
  })

  it('serves a phone route from its own document when there is one, else from the desktop page', async () => {
    await publish('/tch-training', '教师培训')
    expect((await queryPage(payload, ['/mobile/tch-training', '/tch-training']))?.path).toBe('/tch-training')
    await publish('/mobile/tch-training', '手机版教师培训')
    expect((await queryPage(payload, ['/mobile/tch-training', '/tch-training']))?.path).toBe(
      '/mobile/tch-training',
    )
  })
})

describe('scheduled publishing', () => {
  it('publishes a scheduled draft when its job runs, and the clock knows the moment until then', async () => {
    const page = await publish('/academy', '在线学院')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { hero: hero('在线学院（新版）') },
      draft: true,
    })
    const at = new Date(Date.now() + 60_000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: at,
    })
    expect(await queryNextPublication(payload, new Date())).toBe(at.getTime())

    // Not due yet: running the queue changes nothing.
    await payload.jobs.run()
    expect((await queryPage(payload, ['/academy']))?.hero.heading).toBe('在线学院')

    // Due (the job's time moved to the past, as time would): it publishes the draft and leaves the clock.
    await payload.update({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    // An overdue job still counts: the clock keeps asking until it has run.
    expect(await queryNextPublication(payload, new Date())).toBeLessThan(Date.now())
    await payload.jobs.run()
    expect((await queryPage(payload, ['/academy']))?.hero.heading).toBe('在线学院（新版）')
    expect(await queryNextPublication(payload, new Date())).toBeNull()
  })
})

describe('what staff may save', () => {
  it('refuses a path that is not a page of the site and a second document for the same path', async () => {
    expect(
      await fieldErrors(
        payload.create({
          collection: 'pages',
          data: { path: '/nowhere' as never, title: '无', hero: hero('无'), _status: 'published' },
          draft: false,
        }),
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/网址/)]))
    expect(await fieldErrors(publish('/about-me', '又一个关于我们'))).toEqual([
      '网址 /about-me 已有页面，请在页面列表中打开它修改',
    ])
  })

  it('checks block fields in characters, with Chinese messages', async () => {
    expect(await fieldErrors(publish('/teachmaterial', '教材', [faq('长'.repeat(41))]))).toEqual([
      '标题不能超过40个字',
    ])
    expect(
      await fieldErrors(
        publish('/teachmaterial', '教材', [
          {
            blockType: 'cta',
            heading: '开始试用',
            actions: [{ label: '申请试用', href: 'javascript:alert(1)' }],
          },
        ]),
      ),
    ).toEqual(['链接须是站内路径（以 / 开头）、本页锚点（以 # 开头）或 http(s) 网址'])
  })
})
