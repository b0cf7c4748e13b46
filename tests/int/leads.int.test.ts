import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'

type Handler = (request: Request) => Promise<Response>

const valid = {
  name: '王老师',
  phone: '13800138000',
  organisation: '实验小学',
  message: '想了解校园版的课程安排',
  source: '/about-me',
}

let tmp: string
let payload: Payload
let POST: Handler
let submitLead: (
  input: unknown,
) => Promise<{ ok: true; id: number | string } | { ok: false; message: string }>

let ipCounter = 0
// Each test gets its own address unless it names one, so the per-address limit never leaks across tests.
async function post(body: string | object, headers: Record<string, string> = {}) {
  const signed = await signatureHeaders({ secret: DEMO_SIGN_SECRET })
  return POST(
    new Request('http://localhost/api/port/leads', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${++ipCounter}`,
        ...signed,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const leadsCount = async () => (await payload.count({ collection: 'leads' })).totalDocs

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'int-leads-'))
  // The route reads the app's own Payload config, so point it at a throw-away file before anything loads it.
  process.env.DATABASE_URL = `file:${path.join(tmp, 'leads.db')}`
  process.env.PAYLOAD_SECRET ??= 'leads-int-test-secret-0123456789'
  const { getPayloadClient } = await import('@/server/payload')
  const { migrations } = await import('../../migrations/sqlite')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  ;({ POST } = await import('@/app/api/port/leads/route'))
  const leads = await import('@/server/leads')
  submitLead = leads.submitLead
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(tmp, { recursive: true, force: true })
})

describe('leads service', () => {
  it('stores a valid lead as new, trimmed, with its source page', async () => {
    const result = await submitLead({
      ...valid,
      name: '  李老师 ',
      message: '  请联系我们学校的信息科技组  ',
    })
    expect(result.ok).toBe(true)
    const doc = await payload.findByID({ collection: 'leads', id: (result as { id: number }).id })
    expect(doc).toMatchObject({
      name: '李老师',
      phone: '13800138000',
      organisation: '实验小学',
      message: '请联系我们学校的信息科技组',
      source: '/about-me',
      status: 'new',
    })
    expect(doc.createdAt).toBeTruthy()
  })

  it('refuses a bad phone number and a short message with the Chinese message, storing nothing', async () => {
    const before = await leadsCount()
    expect(await submitLead({ ...valid, phone: '12345678901' })).toEqual({
      ok: false,
      message: '请输入正确的手机号',
    })
    expect(await submitLead({ ...valid, message: '你好' })).toEqual({
      ok: false,
      message: '留言内容为5-500个字',
    })
    expect(await leadsCount()).toBe(before)
  })

  it('denies the public (no user, access enforced) create and read of leads', async () => {
    await expect(
      payload.create({ collection: 'leads', overrideAccess: false, data: { ...valid, status: 'new' } }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toMatchObject({
      name: 'Forbidden',
    })
  })
})

describe('POST /api/port/leads', () => {
  it('answers 200 with the new id and stores the lead', async () => {
    const res = await post({ ...valid, organisation: undefined, source: '/school-home' })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ code: 0, msg: '提交成功' })
    const doc = await payload.findByID({ collection: 'leads', id: body.data.id })
    expect(doc).toMatchObject({ name: valid.name, phone: valid.phone, source: '/school-home', status: 'new' })
    expect(doc.organisation ?? null).toBeNull()
  })

  it('answers 400 with the first Chinese message for invalid fields', async () => {
    const before = await leadsCount()
    const badPhone = await post({ ...valid, phone: '1380013800' })
    expect(badPhone.status).toBe(400)
    expect(await badPhone.json()).toEqual({ code: 400, msg: '请输入正确的手机号' })
    const short = await post({ ...valid, message: '在吗' })
    expect(await short.json()).toEqual({ code: 400, msg: '留言内容为5-500个字' })
    const missing = await post({ phone: 'x' })
    expect(await missing.json()).toEqual({ code: 400, msg: '请输入您的称呼' })
    expect(await leadsCount()).toBe(before)
  })

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    for (const body of ['{"name":', '[1,2]', 'null']) {
      const res = await post(body)
      expect(res.status, body).toBe(400)
      expect(await res.json()).toEqual({ code: 400, msg: '请求格式不正确' })
    }
    // An empty body is no fields at all: the first missing field is named.
    const empty = await post('')
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ code: 400, msg: '请输入您的称呼' })
  })

  it('answers 413 for a body over 64 KiB, declared or not', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(65 * 1024) })
    const streamed = await post(big)
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toEqual({ code: 413, msg: '请求内容过大' })
    const declared = await post(big, { 'content-length': String(Buffer.byteLength(big)) })
    expect(declared.status).toBe(413)
  })

  it('limits each address to 5 messages per 10 minutes with 429 and Retry-After', async () => {
    // As the server hands it on: what the client wrote, then the peer nginx saw, then nginx on loopback.
    const ip = { 'x-forwarded-for': '203.0.113.9, 198.51.100.200, 127.0.0.1' }
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).status).toBe(200)
    const limited = await post(valid, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    expect(await limited.json()).toEqual({ code: 429, msg: '提交过于频繁，请稍后再试' })
    // A different self-written entry or X-Real-IP does not get the same client past the limit...
    const spoofed = { 'x-forwarded-for': '203.0.113.10, 198.51.100.200, 127.0.0.1', 'x-real-ip': '192.0.2.1' }
    expect((await post(valid, spoofed)).status).toBe(429)
    // ...while another client behind the same proxy is not affected.
    expect((await post(valid, { 'x-forwarded-for': '198.51.100.201, 127.0.0.1' })).status).toBe(200)
  })

  it('answers 500 System Error without details when storing fails, logging them on the server', async () => {
    const create = vi
      .spyOn(payload, 'create')
      .mockRejectedValueOnce(new Error('disk I/O error at /secret/path'))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await post(valid)
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ code: 500, msg: 'System Error' })
      expect(text).not.toContain('disk')
      expect(log.mock.calls.flat()).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('disk') }),
      )
    } finally {
      create.mockRestore()
      log.mockRestore()
    }
  })
})
