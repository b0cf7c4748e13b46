import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Access, Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'
import { lexicalBody } from '@/server/seed/lexical'

import { migrations } from '../../migrations/sqlite'
import { signedInStaff } from '../helpers/staff-account'
import type { RestAnswer, restClient } from '../helpers/payload-rest'

// A member (teacher) is an authenticated Payload user: with its token, Payload's REST API must answer
// exactly what it answers an anonymous visitor, apart from the member's own account.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'rest-access-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET = 'rest-access-test-secret-0123456789'
process.env.SITE_URL = 'https://www.example.com'

let payload: Payload
let rest: Awaited<ReturnType<typeof restClient>>
let memberToken: string
let memberId: number
let otherMemberId: number
let staffToken: string
/** Every document of every collection, by slug, read with the Local API before the probes. */
const ids: Record<string, (number | string)[]> = {}

const hour = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

async function memberLogin(username: string) {
  const login = (await import('@/app/api/edu/user/login/route')).POST
  const response = await login(
    new Request('http://localhost/api/edu/user/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.1',
        ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })),
      },
      body: JSON.stringify({ username, password: 'Teach@1234' }),
    }),
  )
  return (await response.json()).data.token as string
}

async function seed() {
  const admin = await signedInStaff(payload, {
    email: 'owner@example.com',
    password: 'Staff@123456',
    roles: ['admin'],
  })
  staffToken = admin.token
  memberId = (
    await payload.create({
      collection: 'members',
      data: { username: 'probe_teacher', password: 'Teach@1234' },
    })
  ).id
  otherMemberId = (
    await payload.create({
      collection: 'members',
      data: { username: 'other_teacher', password: 'Teach@1234' },
    })
  ).id
  memberToken = await memberLogin('probe_teacher')
  await memberLogin('other_teacher')

  const hero = (heading: string) => ({ kind: 'compact' as const, heading })
  const published = await payload.create({
    collection: 'pages',
    data: { path: '/about-me', title: '关于我们', hero: hero('关于我们'), _status: 'published' },
    draft: false,
  })
  await payload.update({
    collection: 'pages',
    id: published.id,
    data: { hero: hero('未发布的修改') },
    draft: true,
  })
  const draftOnly = await payload.create({
    collection: 'pages',
    data: { path: '/join-us', title: '草稿页面', hero: hero('草稿页面') },
    draft: true,
  })
  const body = lexicalBody([{ p: '正文' }])
  const news = (title: string, status: 'draft' | 'published', offset: number) =>
    payload.create({
      collection: 'news',
      data: { title, type: 'company', status, publishedAt: at(offset), body },
    })
  await news('公开的资讯', 'published', -hour)
  await news('资讯草稿', 'draft', -hour)
  await news('定时资讯', 'published', 24 * hour)
  await payload.create({
    collection: 'leads',
    data: {
      name: '王老师',
      phone: '13800138000',
      organisation: '实验小学',
      source: '/about-me',
      status: 'new',
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { brandName: '探针品牌', phone: '400-123-4567' },
  })
  // Staff at work in the admin: a document lock and preferences.
  await payload.db.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'pages', value: draftOnly.id },
      user: { relationTo: 'admins', value: admin.id },
    },
  })
  await payload.db.create({
    collection: 'payload-preferences',
    data: { key: 'nav', user: { relationTo: 'admins', value: admin.id }, value: { open: true } },
  })
  for (const collection of payload.config.collections) {
    if (collection.slug === 'payload-migrations') continue
    const found = await payload.find({
      collection: collection.slug as never,
      limit: 100,
      depth: 0,
      pagination: false,
    })
    ids[collection.slug] = found.docs.map((doc) => (doc as { id: number | string }).id)
  }
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  rest = await (await import('../helpers/payload-rest')).restClient()
  await seed()
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const seen = (answer: RestAnswer) => ({ status: answer.status, json: answer.json })

/** Collections whose documents the member reaches as its own (its account). */
const OWN = new Set(['members'])

describe('a member token on Payload REST reads what an anonymous visitor reads', () => {
  it('lists, drafts, versions and documents of every collection and global', async () => {
    const differences: string[] = []
    /** `refusedOnly`: the member must be refused, whatever the wording. */
    const probe = async (target: string, refusedOnly = false) => {
      const anonymous = seen(await rest('GET', target))
      const member = seen(await rest('GET', target, { token: memberToken }))
      if (
        refusedOnly
          ? member.status < 400 || member.status >= 500
          : member.status >= 500 || JSON.stringify(member) !== JSON.stringify(anonymous)
      ) {
        differences.push(
          `${target}: anonymous ${anonymous.status}, member ${member.status} ${JSON.stringify(member.json).slice(0, 120)}`,
        )
      }
    }
    for (const collection of payload.config.collections) {
      // payload-migrations has no endpoints at all (501 for everyone).
      if (OWN.has(collection.slug) || collection.slug === 'payload-migrations') continue
      const slug = collection.slug
      for (const query of [
        '?depth=1&limit=100',
        '?draft=true&limit=100',
        '?where[id][exists]=true&limit=100',
      ]) {
        await probe(`${slug}${query}`)
      }
      await probe(`${slug}/versions?limit=100`)
      await probe(`${slug}/count`)
      for (const id of ids[slug] ?? []) {
        await probe(`${slug}/${id}`)
        await probe(`${slug}/${id}?draft=true`)
      }
      if (collection.versions) {
        const versions = await payload.findVersions({ collection: slug as never, limit: 100 })
        for (const version of versions.docs) await probe(`${slug}/versions/${version.id}`)
      }
    }
    // Payload's own endpoints beyond the CRUD ones.
    // Payload checks only that someone is signed in before it finds pasting off (400, anonymous 403).
    await probe('media/paste-url?src=http%3A%2F%2F127.0.0.1%3A9%2Fx.png', true)
    await probe('payload-jobs/run')
    await probe('payload-jobs/handle-schedules')
    await probe('payload-preferences/nav')
    for (const global of payload.config.globals) {
      await probe(`globals/${global.slug}`)
      await probe(`globals/${global.slug}?draft=true`)
      await probe(`globals/${global.slug}/versions`)
    }
    expect(differences).toEqual([])
  })

  it('the pages the brief names: versions, drafts, leads, jobs, settings versions, staff accounts', async () => {
    const get = async (target: string) => rest('GET', target, { token: memberToken })
    expect((await get('pages/versions')).status).toBe(403)
    const pages = await get('pages?draft=true')
    expect(JSON.stringify(pages.json)).not.toMatch(/未发布的修改|草稿页面/)
    const news = await get('news?draft=true&limit=100')
    expect(news.json.docs.map((doc: { title: string }) => doc.title)).toEqual(['公开的资讯'])
    expect((await get('leads')).status).toBe(403)
    expect((await get('payload-jobs')).status).toBe(403)
    expect((await get('payload-locked-documents')).status).toBe(403)
    expect((await get('payload-preferences')).status).toBe(403)
    expect((await get('globals/site-settings/versions')).status).toBe(403)
    expect((await get('admins')).status).toBe(403)
  })

  it('its own account and nobody else’s', async () => {
    const list = await rest('GET', 'members', { token: memberToken })
    expect(list.json.docs.map((doc: { id: number }) => doc.id)).toEqual([memberId])
    expect((await rest('GET', `members/${otherMemberId}`, { token: memberToken })).status).toBe(404)
    expect(JSON.stringify(list.json)).not.toMatch(/hash|salt|other_teacher/)
  })

  it('staff still read their own tools: versions, locks, preferences', async () => {
    expect((await rest('GET', 'pages/versions', { token: staffToken })).status).toBe(200)
    expect((await rest('GET', 'payload-locked-documents', { token: staffToken })).json.totalDocs).toBe(1)
    expect((await rest('GET', 'payload-preferences', { token: staffToken })).json.totalDocs).toBe(1)
  })
})

describe('a member token on Payload REST writes nothing', () => {
  it('create, update and delete are refused on every collection and global, as for an anonymous visitor', async () => {
    const before = Object.fromEntries(Object.entries(ids).map(([slug, list]) => [slug, list.length]))
    const problems: string[] = []
    const attempt = async (method: 'POST' | 'PATCH' | 'DELETE', target: string, body?: unknown) => {
      const anonymous = await rest(method, target, { body })
      const member = await rest(method, target, { body, token: memberToken })
      if (member.status < 400 || member.status >= 500 || member.status !== anonymous.status) {
        problems.push(`${method} ${target}: anonymous ${anonymous.status}, member ${member.status}`)
      }
    }
    for (const collection of payload.config.collections) {
      const slug = collection.slug
      if (slug === 'payload-migrations') continue
      await attempt('POST', slug, {
        title: 'x',
        name: 'x',
        key: 'x',
        user: { relationTo: 'members', value: memberId },
      })
      await attempt('PATCH', `${slug}?where[id][exists]=true`, { title: 'x' })
      await attempt('DELETE', `${slug}?where[id][exists]=true`)
      for (const id of ids[slug] ?? []) {
        if (!(OWN.has(slug) && id === memberId)) {
          await attempt('PATCH', `${slug}/${id}`, { title: 'x', nickname: 'x' })
          await attempt('DELETE', `${slug}/${id}`)
        }
      }
    }
    for (const global of payload.config.globals) {
      await attempt('POST', `globals/${global.slug}`, { brandName: 'x' })
      await attempt('POST', `globals/${global.slug}/versions/1`)
    }
    for (const slug of ['pages', 'news']) {
      for (const id of ids[slug]) await attempt('POST', `${slug}/${id}/duplicate`)
    }
    const pageVersions = await payload.findVersions({ collection: 'pages', limit: 100 })
    for (const version of pageVersions.docs) await attempt('POST', `pages/versions/${version.id}`)
    // Preferences have endpoints of their own that check no access rule.
    await attempt('POST', 'payload-preferences/member-junk', { value: { junk: 'x'.repeat(1000) } })
    await attempt('DELETE', 'payload-preferences/nav')
    // Its own account is read-only to it too.
    const own = await rest('PATCH', `members/${memberId}`, { body: { nickname: '改名' }, token: memberToken })
    expect(own.status).toBe(403)
    expect(problems).toEqual([])
    for (const [slug, count] of Object.entries(before)) {
      expect([slug, (await payload.count({ collection: slug as never })).totalDocs]).toEqual([slug, count])
    }
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('探针品牌')
  })
})

describe('access rules of the configuration', () => {
  it('give a member nothing more than an anonymous visitor, on every collection and global', async () => {
    const fakeReq = (user: unknown) =>
      ({ user, payload, headers: new Headers(), context: {} }) as unknown as PayloadRequest
    const member = { id: memberId, collection: 'members' }
    const outcome = async (access: Access | undefined, user: unknown) =>
      JSON.stringify(access ? await access({ req: fakeReq(user) } as never) : Boolean(user))
    const differences: string[] = []
    // Public rules carry the current time (published before now): one instant for both callers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const check = async (name: string, rules: Record<string, unknown>, operations: string[]) => {
      for (const operation of operations) {
        const access = rules[operation] as Access | undefined
        const [anonymous, asMember] = [await outcome(access, null), await outcome(access, member)]
        if (anonymous !== asMember) differences.push(`${name}.${operation}: ${anonymous} -> ${asMember}`)
      }
    }
    try {
      for (const collection of payload.config.collections) {
        const operations = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock']
        await check(
          collection.slug,
          collection.access as never,
          OWN.has(collection.slug) ? operations.filter((op) => op !== 'read') : operations,
        )
      }
      for (const global of payload.config.globals) {
        await check(`globals.${global.slug}`, global.access as never, ['read', 'update', 'readVersions'])
      }
    } finally {
      vi.useRealTimers()
    }
    expect(differences).toEqual([])
  })
})
