/**
 * Bodies of Payload's REST writes as an attacker or a broken client sends them, through the route Next calls
 * (`src/app/(payload)/api/[...slug]/route.ts`, behind `src/server/payload-rest-guard.ts`) on a temporary
 * SQLite database. Found by the fuzz suite: `POST /api/pages?draft=true` without a body was a 500 (Payload sets
 * `_status` on data that is not there), for visitors and staff alike.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations/sqlite'
import { signedInStaff } from '../helpers/staff-account'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'rest-bodies-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET = 'rest-bodies-test-secret-0123456789'

type RestRoute = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let routes: Record<'POST' | 'PATCH' | 'PUT' | 'GET', RestRoute>
let staffToken: string
let pageId: number

const REFUSED = { errors: [{ message: '请求内容应为一个 JSON 对象' }] }

/** A body as a client sends it: none, JSON text, text of another type, or a multipart form. */
type Body =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | { kind: 'text'; type: string; text: string }
  | { kind: 'form'; fields: Record<string, string> }

const BAD_BODIES: [string, Body][] = [
  ['no body', { kind: 'none' }],
  ['JSON null', { kind: 'json', text: 'null' }],
  ['a JSON string', { kind: 'json', text: '"x"' }],
  ['a JSON number', { kind: 'json', text: '7' }],
  ['a JSON array', { kind: 'json', text: '[{"title":"数组"}]' }],
  ['plain text', { kind: 'text', type: 'text/plain', text: '{"title":"x"}' }],
  ['JSON under an upper-case type', { kind: 'text', type: 'Application/JSON', text: '{"title":"x"}' }],
  ['a form without _payload', { kind: 'form', fields: { title: 'x' } }],
  ['a form whose _payload is null', { kind: 'form', fields: { _payload: 'null' } }],
  ['a form whose _payload is not JSON', { kind: 'form', fields: { _payload: '{x' } }],
]

async function send(method: keyof typeof routes, target: string, body: Body, token?: string) {
  const url = new URL(`http://localhost/api/${target}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = new Headers(token ? { authorization: `JWT ${token}` } : {})
  let payloadBody: BodyInit | undefined
  if (body.kind === 'json') {
    headers.set('content-type', 'application/json')
    payloadBody = body.text
  } else if (body.kind === 'text') {
    headers.set('content-type', body.type)
    payloadBody = body.text
  } else if (body.kind === 'form') {
    const form = new FormData()
    for (const [name, value] of Object.entries(body.fields)) form.set(name, value)
    payloadBody = form
  }
  const response = await routes[method](new Request(url, { method, headers, body: payloadBody }), {
    params: Promise.resolve({ slug }),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  staffToken = (
    await signedInStaff(payload, {
      email: 'owner@example.com',
      password: 'Staff@123456',
      roles: ['admin'],
    })
  ).token
  pageId = (
    await payload.create({
      collection: 'pages',
      data: {
        path: '/about-me',
        title: '关于我们',
        hero: { kind: 'compact', heading: '关于我们' },
        _status: 'published',
      },
      draft: false,
    })
  ).id as number
  await payload.updateGlobal({ slug: 'site-settings', data: { brandName: '探针品牌' } as never })
  const route = await import('@/app/(payload)/api/[...slug]/route')
  routes = { POST: route.POST, PATCH: route.PATCH, PUT: route.PUT, GET: route.GET }
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(tmp, { recursive: true, force: true })
})

const WRITES: [keyof typeof routes, () => string][] = [
  ['POST', () => 'pages?draft=true'],
  ['POST', () => 'pages'],
  ['POST', () => 'news?draft=true'],
  ['PATCH', () => `pages/${pageId}?draft=true`],
  ['PATCH', () => `pages/${pageId}`],
  ['POST', () => 'globals/site-settings?draft=true'],
  ['POST', () => 'globals/site-settings'],
  ['POST', () => 'media'],
]

describe('a REST write whose data is not a JSON object', () => {
  it('is a 400 in Chinese for staff and visitors, on every document route, and writes nothing', async () => {
    const problems: string[] = []
    for (const [method, target] of WRITES) {
      for (const [name, body] of BAD_BODIES) {
        for (const token of [staffToken, undefined]) {
          const answer = await send(method, target(), body, token)
          if (answer.status !== 400 || JSON.stringify(answer.json) !== JSON.stringify(REFUSED))
            problems.push(
              `${token ? 'staff' : 'visitor'} ${method} ${target()} with ${name}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 120)}`,
            )
        }
      }
    }
    expect(problems).toEqual([])
    const pages = await payload.find({ collection: 'pages', draft: true, limit: 10 })
    expect(pages.docs.map((page) => page.title)).toEqual(['关于我们'])
    expect(await payload.count({ collection: 'news' })).toEqual({ totalDocs: 0 })
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('探针品牌')
  })

  it('leaves real writes alone: JSON objects, an empty JSON body and a form with _payload', async () => {
    const created = await send(
      'POST',
      'pages?draft=true',
      {
        kind: 'json',
        text: JSON.stringify({
          path: '/join-us',
          title: '加入我们',
          hero: { kind: 'compact', heading: '加入我们' },
        }),
      },
      staffToken,
    )
    expect(created.status).toBe(201)
    const formEdit = await send(
      'PATCH',
      `pages/${pageId}?draft=true`,
      {
        kind: 'form',
        fields: { _payload: JSON.stringify({ title: '关于我们（草稿）' }) },
      },
      staffToken,
    )
    expect(formEdit.status).toBe(200)
    const empty = await send('PATCH', `pages/${pageId}?draft=true`, { kind: 'json', text: '' }, staffToken)
    expect(empty.status).toBe(200)
    const settings = await send(
      'POST',
      'globals/site-settings',
      { kind: 'json', text: '{"brandName":"新品牌"}' },
      staffToken,
    )
    expect(settings.status).toBe(200)
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('新品牌')
    const draft = await payload.findByID({ collection: 'pages', id: pageId, draft: true })
    expect(draft.title).toBe('关于我们（草稿）')
    // A visitor's well-formed write is still Payload's to refuse.
    const visitor = await send('POST', 'pages', { kind: 'json', text: '{"title":"x"}' })
    expect(visitor.status).toBe(403)
  })
})

describe('a duplicate of a document', () => {
  it('is a draft without an address, made without a body or with an object; data that is not one is refused', async () => {
    const problems: string[] = []
    for (const [name, body] of [
      ['a JSON string', { kind: 'json', text: '"x"' }],
      ['a JSON number', { kind: 'json', text: '7' }],
      ['a JSON array', { kind: 'json', text: '[1]' }],
      ['a form whose _payload is a string', { kind: 'form', fields: { _payload: '"x"' } }],
      ['a form whose _payload is empty', { kind: 'form', fields: { _payload: '' } }],
    ] as [string, Body][]) {
      for (const token of [staffToken, undefined]) {
        const answer = await send('POST', `pages/${pageId}/duplicate?draft=true`, body, token)
        if (answer.status !== 400 || JSON.stringify(answer.json) !== JSON.stringify(REFUSED))
          problems.push(`${token ? 'staff' : 'visitor'} with ${name}: ${answer.status}`)
      }
    }
    expect(problems).toEqual([])
    // The admin's duplicate: a draft copy without an address (each address has one page), made without a body
    // or with the admin's object; staff then give it an address and publish it.
    const before = await payload.count({ collection: 'pages' })
    const bare = await send('POST', `pages/${pageId}/duplicate`, { kind: 'none' }, staffToken)
    expect(bare.status).toBe(200)
    const copy = await send(
      'POST',
      `pages/${pageId}/duplicate`,
      { kind: 'json', text: JSON.stringify({ _status: 'draft' }) },
      staffToken,
    )
    expect(copy.status).toBe(200)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs + 2)
    const copyId = (copy.json as { doc: { id: number } }).doc.id
    const made = await payload.findByID({ collection: 'pages', id: copyId, draft: true })
    expect([made.path, made.title, made._status]).toEqual([null, '关于我们（草稿）', 'draft'])
    // Published without an address it is refused in Chinese; with a free one it goes live.
    const bareCopyId = (bare.json as { doc: { id: number } }).doc.id
    await expect(
      payload.update({ collection: 'pages', id: bareCopyId, data: { _status: 'published' } }),
    ).rejects.toThrow(/网址|path/)
    await payload.update({
      collection: 'pages',
      id: copyId,
      data: { path: '/cooperation', _status: 'published' },
    })
    expect((await payload.findByID({ collection: 'pages', id: copyId })).path).toBe('/cooperation')
    await payload.delete({ collection: 'pages', id: bareCopyId })
  })
})

describe('a read sent as a POST with X-HTTP-Method-Override: GET', () => {
  const read = (text: string, type = 'application/x-www-form-urlencoded', token = staffToken) =>
    routes.POST(
      new Request('http://localhost/api/pages', {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': type, 'x-http-method-override': 'GET' },
        body: text,
      }),
      { params: Promise.resolve({ slug: ['pages'] }) },
    )

  it("is still the read Payload's admin sends for long queries", async () => {
    const answer = await read('where[path][equals]=/about-me&depth=0')
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { docs: { path: string }[] }).docs.map((doc) => doc.path)).toEqual([
      '/about-me',
    ])
  })

  it('gets the query checks of a GET: 400, never a 500', async () => {
    for (const [text, message] of [
      ['where[id][in]=1,x', '查询条件不正确'],
      ['where[path][nonsense]=1', '查询条件不正确'],
      ['limit=1e309', '请求参数不正确'],
      ['depth=1&depth=2', '请求参数不正确'],
    ]) {
      const answer = await read(text)
      expect([text, answer.status, await answer.json()]).toEqual([text, 400, { errors: [{ message }] }])
    }
    const broken = await read('{x', 'application/json')
    expect([broken.status, await broken.json()]).toEqual([400, { errors: [{ message: '请求格式不正确' }] }])
  })
})
