import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { HELPER_REQUEST_TIMEOUT_MS, REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from '@/lib/constants'
import {
  API_BASE_URLS,
  API_SIGN_SECRET,
  cleanPayload,
  configureRequest,
  helperRequest,
  HttpError,
  type Method,
  normaliseError,
  request,
  resetRequestConfig,
  type Service,
} from '@/lib/request'
import { DEMO_SIGN_SECRET } from '@/lib/signature'

interface Seen {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const ok: Handler = (_req, res) => json(res, 200, { code: 0, msg: 'ok', data: null })

let server: Server
let origin = ''
let handler: Handler = ok
let seen: Seen[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', origin),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      seen.push(entry)
      handler(req, res, entry)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const SERVICES: Service[] = ['edu', 'port', 'base', 'hadoop', 'customer']

beforeEach(() => {
  seen = []
  handler = ok
  const baseUrls = Object.fromEntries(SERVICES.map((s) => [s, `${origin}/api/${s}`])) as Record<
    Service,
    string
  >
  configureRequest({ baseUrls })
})

afterEach(() => {
  resetRequestConfig()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('configuration', () => {
  it('defaults every service to this site and the demo signing secret', () => {
    expect(API_BASE_URLS).toEqual({
      edu: '/api/edu',
      port: '/api/port',
      base: '/api/base',
      hadoop: '/api/hadoop',
      customer: '/api/customer',
    })
    expect(API_SIGN_SECRET).toBe(DEMO_SIGN_SECRET)
    expect(DEMO_SIGN_SECRET).toBe('demo-sign-secret')
  })

  it('uses the time-outs of spec §9', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000)
    expect(HELPER_REQUEST_TIMEOUT_MS).toBe(18_000)
    expect(REQUEST_RETRIES).toBe(3)
  })

  it.each(SERVICES)('sends %s calls to its configured base URL', async (service) => {
    await request(service, '/x/y')
    expect(seen[0].url.pathname).toBe(`/api/${service}/x/y`)
  })
})

describe('headers and credentials', () => {
  it('signs every call, includes credentials and keeps the caller headers', async () => {
    const inits: RequestInit[] = []
    configureRequest({
      signSecret: 'test-secret',
      fetch: (input, init) => {
        inits.push(init ?? {})
        return fetch(input, init)
      },
    })
    await request('edu', '/user/userinfo', { headers: { 'X-Extra': 'yes' }, token: 'tok-1' })
    const { headers } = seen[0]
    expect(headers.platform).toBe('web')
    expect(Math.abs(Number(headers.timestamp) - Date.now())).toBeLessThan(5_000)
    expect(headers.nonce).toMatch(/^[0-9a-f-]{36}$/)
    const expected = sha256(['test-secret', String(headers.timestamp), String(headers.nonce)].sort().join(''))
    expect(headers.signature).toBe(expected)
    expect(headers.token).toBe('tok-1')
    expect(headers['x-extra']).toBe('yes')
    expect(inits[0].credentials).toBe('include')
  })

  it('sends no token header when none is known (the session cookie is HttpOnly)', async () => {
    await request('edu', '/user/userinfo')
    expect(seen[0].headers).not.toHaveProperty('token')
  })

  it('sends a readable token cookie as the token header', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; token=from%20cookie; other=1' })
    await request('edu', '/user/userinfo')
    expect(seen[0].headers.token).toBe('from cookie')
  })

  it('lets a call send no token even when one is configured', async () => {
    configureRequest({ getToken: () => 'configured' })
    await request('edu', '/a')
    await request('edu', '/b', { token: null })
    expect(seen[0].headers.token).toBe('configured')
    expect(seen[1].headers).not.toHaveProperty('token')
  })
})

describe('payload', () => {
  const payload = { name: '  张三  ', empty: null, missing: undefined, page: 2, tags: [' a ', null, 'b'] }

  it('GET sends the cleaned payload as query plus a time parameter, and no body', async () => {
    const before = Date.now()
    await request('port', '/news/list', { data: payload })
    const { url, body, method } = seen[0]
    expect(method).toBe('GET')
    expect(url.searchParams.get('name')).toBe('张三')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.getAll('tags')).toEqual(['a', 'b'])
    expect(url.searchParams.has('empty')).toBe(false)
    expect(url.searchParams.has('missing')).toBe(false)
    expect(Number(url.searchParams.get('time'))).toBeGreaterThanOrEqual(before)
    expect(body).toBe('')
  })

  it('POST sends a trimmed, null-free JSON body without query or time', async () => {
    await request('edu', '/user/login', {
      method: 'POST',
      data: {
        username: ' teacher01 ',
        password: 'secret1 ',
        extra: null,
        nested: { a: ' x ', b: null, c: [{ d: ' y ', e: null }] },
      },
    })
    const { url, body, headers } = seen[0]
    expect(url.search).toBe('')
    expect(headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(body)).toEqual({
      username: 'teacher01',
      password: 'secret1',
      nested: { a: 'x', c: [{ d: 'y' }] },
    })
  })

  it('sends a form-encoded body when flagged', async () => {
    await request('edu', '/form', { method: 'POST', form: true, data: { a: ' 1 ', b: 'x y&z', c: null } })
    expect(seen[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(seen[0].body).toBe('a=1&b=x+y%26z')
  })

  it('DELETE sends the payload both as query and as body, without time', async () => {
    await request('edu', '/item', { method: 'DELETE', data: { id: ' 7 ', gone: null } })
    const { url, body, method } = seen[0]
    expect(method).toBe('DELETE')
    expect(url.searchParams.get('id')).toBe('7')
    expect(url.searchParams.has('time')).toBe(false)
    expect(JSON.parse(body)).toEqual({ id: '7' })
  })

  it.each<Method>(['PUT', 'PATCH'])('%s sends the payload as body only', async (method) => {
    await request('edu', '/item', { method, data: { id: 7 } })
    expect(seen[0].method).toBe(method)
    expect(seen[0].url.search).toBe('')
    expect(JSON.parse(seen[0].body)).toEqual({ id: 7 })
  })

  it('resolves with the parsed body', async () => {
    handler = (_req, res) => json(res, 200, { code: 0, data: { id: 1 } })
    await expect(request<{ code: number; data: { id: number } }>('edu', '/x')).resolves.toEqual({
      code: 0,
      data: { id: 1 },
    })
  })
})

describe('cleanPayload', () => {
  it('trims strings and drops null fields through arrays and nested objects, without mutating', () => {
    const date = new Date(0)
    const input = {
      a: ' x ',
      b: null,
      c: undefined,
      d: [' y ', null, { e: ' z ', f: null }],
      g: { h: { i: ' deep ' } },
      date,
      n: 0,
      f: false,
    }
    expect(cleanPayload(input)).toEqual({
      a: 'x',
      d: ['y', { e: 'z' }],
      g: { h: { i: 'deep' } },
      date,
      n: 0,
      f: false,
    })
    expect(input.a).toBe(' x ')
    expect(input.b).toBeNull()
    expect(cleanPayload(date)).toBe(date)
  })
})

describe('retries', () => {
  const failWith = (status: number, times = Infinity): Handler => {
    let failures = 0
    return (req, res, entry) =>
      failures++ < times ? json(res, status, { code: status, msg: 'busy' }) : ok(req, res, entry)
  }

  it.each<[Method, number]>([
    ['GET', REQUEST_RETRIES + 1],
    ['HEAD', REQUEST_RETRIES + 1],
    ['OPTIONS', REQUEST_RETRIES + 1],
    ['PUT', REQUEST_RETRIES + 1],
    ['DELETE', REQUEST_RETRIES + 1],
    ['POST', 1],
    ['PATCH', 1],
  ])('%s on a lasting 503 makes %i requests, then rejects', async (method, requests) => {
    handler = failWith(503)
    await expect(request('edu', '/busy', { method, data: { a: 1 } })).rejects.toBeDefined()
    expect(seen).toHaveLength(requests)
  })

  it('succeeds when a retry succeeds, signing each attempt afresh', async () => {
    handler = failWith(502, 2)
    await expect(request('edu', '/flaky')).resolves.toEqual({ code: 0, msg: 'ok', data: null })
    expect(seen).toHaveLength(3)
    expect(new Set(seen.map((s) => s.headers.nonce)).size).toBe(3)
  })

  it.each<[Method, number]>([
    ['GET', REQUEST_RETRIES + 1],
    ['PUT', REQUEST_RETRIES + 1],
    ['POST', 1],
  ])('%s on a network error makes %i requests and rejects with the raw error', async (method, requests) => {
    handler = (req) => req.socket.destroy()
    const error = await request('edu', '/drop', { method }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect(seen).toHaveLength(requests)
    expect(normaliseError(error).statusCode).toBe(500)
  })

  it.each([400, 401, 404, 412, 429])('GET does not retry HTTP %i', async (status) => {
    handler = failWith(status)
    await expect(request('edu', '/no')).rejects.toEqual({ code: status, msg: 'busy' })
    expect(seen).toHaveLength(1)
  })
})

describe('time-outs', () => {
  it('rejects with a time-out error after the given time and does not retry it', async () => {
    handler = () => {}
    const started = Date.now()
    const error = await request('edu', '/slow', { timeout: 150 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).toBe('TimeoutError')
    expect((error as Error).message).toBe('timeout of 150ms exceeded')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(seen).toHaveLength(1)
    expect(normaliseError(error)).toEqual({ message: 'timeout of 150ms exceeded', statusCode: 500 })
  })

  it('arms 10 000 ms by default and 18 000 ms for the helper', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout')
    await request('edu', '/a')
    await helperRequest('edu', '/b')
    await helperRequest('edu', '/c', { timeout: 500 })
    const delays = timers.mock.calls.map((call) => call[1])
    expect(delays).toContain(REQUEST_TIMEOUT_MS)
    expect(delays).toContain(HELPER_REQUEST_TIMEOUT_MS)
    expect(delays).toContain(500)
  })
})

describe('failures and hooks', () => {
  it.each([401, 403, 412, 413, 500])('HTTP %i rejects with the body and normalises', async (status) => {
    const body = { code: status, msg: status === 500 ? 'System Error' : 'refused' }
    handler = (_req, res) => json(res, status, body)
    const error = await request('edu', '/x', { method: 'POST' }).catch((e: unknown) => e)
    expect(error).toEqual(body)
    expect(normaliseError(error)).toEqual({
      message: `Request failed with status code ${status}`,
      statusCode: status,
    })
  })

  it('rejects with an HttpError when the failure body is not a JSON object', async () => {
    handler = (_req, res) => {
      res.writeHead(413, { 'Content-Type': 'text/plain' })
      res.end('Payload Too Large')
    }
    const error = await request('edu', '/x', { method: 'POST' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      status: 413,
      body: 'Payload Too Large',
      message: 'Request failed with status code 413',
    })
    expect(normaliseError(error)).toEqual({ message: 'Request failed with status code 413', statusCode: 413 })
  })

  it('calls onSystemError once on HTTP 500 (after the retries) and never on other statuses', async () => {
    const onSystemError = vi.fn()
    configureRequest({ onSystemError })
    for (const status of [401, 403, 412, 413, 502, 503]) {
      handler = (_req, res) => json(res, status, { code: status })
      await request('edu', '/x').catch(() => {})
    }
    expect(onSystemError).not.toHaveBeenCalled()
    handler = (_req, res) => json(res, 500, { code: 500, msg: 'System Error' })
    seen = []
    await request('edu', '/x').catch(() => {})
    expect(seen).toHaveLength(REQUEST_RETRIES + 1)
    expect(onSystemError).toHaveBeenCalledTimes(1)
    expect(onSystemError).toHaveBeenCalledWith({ code: 500, msg: 'System Error' })
  })

  it.each([110, 403, 1])('passes body code %i to onBodyCode and resolves with the body', async (code) => {
    const onBodyCode = vi.fn()
    configureRequest({ onBodyCode })
    const body = { code, msg: 'handled by the app' }
    handler = (_req, res) => json(res, 200, body)
    await expect(request('edu', '/x')).resolves.toEqual(body)
    expect(onBodyCode).toHaveBeenCalledExactlyOnceWith(code, body)
  })

  it.each([0, 36])('leaves body code %i to the caller', async (code) => {
    const onBodyCode = vi.fn()
    configureRequest({ onBodyCode })
    handler = (_req, res) => json(res, 200, { code })
    await expect(request('edu', '/x')).resolves.toEqual({ code })
    expect(onBodyCode).not.toHaveBeenCalled()
  })

  it('a silent call skips both hooks and still resolves or rejects with the body', async () => {
    const onSystemError = vi.fn()
    const onBodyCode = vi.fn()
    configureRequest({ onSystemError, onBodyCode })
    handler = (_req, res) => json(res, 500, { code: 500, msg: 'System Error' })
    await expect(request('port', '/x', { silent: true })).rejects.toEqual({ code: 500, msg: 'System Error' })
    handler = (_req, res) => json(res, 200, { code: 1, msg: 'refused' })
    await expect(request('port', '/x', { silent: true })).resolves.toEqual({ code: 1, msg: 'refused' })
    expect(onSystemError).not.toHaveBeenCalled()
    expect(onBodyCode).not.toHaveBeenCalled()
  })
})

describe('normaliseError', () => {
  it.each<[unknown, { message: string; statusCode: number }]>([
    [{ statusCode: 404 }, { message: 'Request failed with status code 404', statusCode: 404 }],
    [{ status: 401 }, { message: 'Request failed with status code 401', statusCode: 401 }],
    [{ response: { status: 413 } }, { message: 'Request failed with status code 413', statusCode: 413 }],
    [
      { statusCode: 412, status: 400 },
      { message: 'Request failed with status code 412', statusCode: 412 },
    ],
    [new TypeError('fetch failed'), { message: 'fetch failed', statusCode: 500 }],
    [
      { code: 1, msg: '账号或密码错误' },
      { message: '账号或密码错误', statusCode: 500 },
    ],
    [undefined, { message: 'Request failed', statusCode: 500 }],
  ])('normalises %o', (error, expected) => {
    expect(normaliseError(error)).toEqual(expected)
  })
})
