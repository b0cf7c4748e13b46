import { expect, test } from '@playwright/test'

import { e2eEnv } from '../../scripts/lib/e2e-env.mjs'
import { DEMO_SIGN_SECRET, signatureHeaders } from '../../src/lib/signature'
import { rawRequest } from './raw-http'

/** A raw request to the test server (the path exactly as written), with its Allow header at hand. */
async function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const answer = await rawRequest({ method, path, headers }, body)
  return { ...answer, allow: answer.headers.allow }
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'API answers do not depend on the device')
})

test('an undecodable path is 400 everywhere: {code, msg} under /api, the error page elsewhere', async () => {
  for (const path of [
    '/api/%ZZ',
    '/api/port/news/banners/%ZZ/pc/top',
    '/api/edu/user/%E0%A4%A',
    '/api/media/file/%ZZ',
  ]) {
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(400)
    expect(JSON.parse(answer.body), path).toEqual({ code: 400, msg: '请求地址格式不正确' })
  }
  for (const path of ['/%ZZ', '/news/%E0%A4%A', '/_next/static/%ZZ.js', '/a%ZZ.png', '/admin/%ZZ']) {
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(400)
    expect(answer.type, path).toContain('text/html')
    expect(answer.body, path).toContain('网址格式有误')
  }
})

test('unknown paths under /api/edu and /api/port answer the catalogue 404, any method', async () => {
  for (const [method, path] of [
    ['GET', '/api/edu'],
    ['GET', '/api/edu/user'],
    ['POST', '/api/edu/user/register'],
    ['DELETE', '/api/port/news/archive'],
    ['PUT', '/api/port'],
    ['PATCH', '/api/port/leads/1'],
  ]) {
    const answer = await raw(method, path)
    expect(answer.status, `${method} ${path}`).toBe(404)
    expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({ code: 404, msg: '接口不存在' })
  }
})

test('a wrong method on a known route answers 405 {code, msg} with Allow, before any signature check', async () => {
  for (const [method, path, allow] of [
    ['GET', '/api/edu/user/login', 'POST'],
    ['DELETE', '/api/edu/user/logout', 'POST'],
    ['POST', '/api/edu/user/userinfo', 'GET'],
    ['PUT', '/api/port/leads', 'POST'],
    ['POST', '/api/port/news/list', 'GET'],
    ['PATCH', '/api/port/news/detail', 'GET'],
    ['DELETE', '/api/port/news/banners/news/pc/top', 'GET'],
  ]) {
    const answer = await raw(method, path)
    expect(answer.status, `${method} ${path}`).toBe(405)
    expect(answer.allow, `${method} ${path}`).toBe(allow)
    expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({ code: 405, msg: '不支持该请求方法' })
  }
})

test("QR files: only the site's own codes, only paths of this site, GET and HEAD only", async () => {
  for (const path of [
    '/qr/unknown.svg',
    '/qr/constructor.svg',
    '/qr/__proto__.svg',
    '/qr/wechat.png',
    '/qr/wechat',
  ]) {
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(404)
    expect(JSON.parse(answer.body), path).toEqual({ code: 404, msg: '二维码不存在' })
  }
  for (const target of [
    '',
    'news',
    '//evil.example/x',
    'https://evil.example/',
    '/news/<script>',
    '/a b',
    '/news?x=1',
    '/news#top',
    `/${'a'.repeat(400)}`,
  ]) {
    const path = `/qr/share.svg?path=${encodeURIComponent(target)}`
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(400)
    expect(JSON.parse(answer.body), path).toEqual({ code: 400, msg: '要分享的页面地址无效' })
  }
  const share = await raw('GET', '/qr/share.svg?path=%2Fnews%2Fdetail%2Fcompany%2F1&v=outdated0000')
  expect(share.status).toBe(200)
  expect(share.type).toContain('image/svg+xml')
  expect(share.body).toMatch(/data-qr-url="http[^"]+\/news\/detail\/company\/1\?share=wechat"/)
  expect(share.body).not.toContain('<script')
  // An address without the current fingerprint is not cached for good.
  expect(share.headers['cache-control']).toBe('public, max-age=300')
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const answer = await raw(method, '/qr/wechat.svg')
    expect(answer.status, method).toBe(405)
    expect(answer.allow, method).toBe('GET, HEAD')
    expect(answer.body, method).toContain('不支持该请求方法')
  }
  const head = await raw('HEAD', '/qr/wechat.svg')
  expect(head.status).toBe(200)
  expect(head.type).toContain('image/svg+xml')
  expect(head.body).toBe('')
})

test('a malformed token cookie is no session (code 36), not a fault', async () => {
  const headers = { ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })), cookie: 'token=%E0%A4%A' }
  const answer = await raw('GET', '/api/edu/user/userinfo', headers as Record<string, string>)
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toMatchObject({ code: 36 })
})

test("Payload's REST API answers hostile ids, missing files and broken multipart bodies without a 500", async () => {
  // Found by the fuzz suite: each was a 500 (the database driver throws on a NaN id, a missing file is logged
  // as an error, `formData()` throws on a body that is not multipart).
  for (const path of [
    '/api/pages/%00',
    '/api/media/%252e%252e',
    '/api/news/abc',
    '/api/pages/versions/x',
    '/api/globals/site-settings/versions/x',
  ]) {
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(404)
    expect(JSON.parse(answer.body), path).toEqual({ errors: [{ message: 'Not Found' }] })
  }
  for (const path of [
    '/api/pages?limit=1e309',
    '/api/banners?limit=1&limit=2',
    '/api/news?page=x',
    '/api/media?depth=-1',
  ]) {
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(400)
    expect(JSON.parse(answer.body), path).toEqual({ errors: [{ message: '请求参数不正确' }] })
  }
  const missing = await raw('GET', '/api/media/file/missing.webp')
  expect(missing.status).toBe(404)
  for (const path of ['/api/payload-preferences', '/api/leads', '/api/media']) {
    const answer = await raw(
      'POST',
      path,
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '3' },
      'abc',
    )
    expect(answer.status, path).toBe(400)
    expect(JSON.parse(answer.body), path).toEqual({ errors: [{ message: '请求格式不正确' }] })
  }
})

test('a write to a page that is not a server function is 405, not a 500 from parsing its body', async () => {
  // Found by the fuzz suite: POST /api/port/../../ (that is, /) with a broken multipart body was a 500.
  for (const path of ['/', '/about-me', '/admin', '/mobile/news']) {
    const answer = await raw(
      'POST',
      path,
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '7' },
      'garbage',
    )
    expect(answer.status, path).toBe(405)
    expect(answer.allow, path).toBe('GET, HEAD')
    expect(answer.body, path).toContain('不支持该请求方法')
  }
})

test('a request the HTTP parser refuses gets a JSON 400, not a bare one', async () => {
  // Raw bytes over a socket: a URL with a byte no URL may hold, as a broken client or a scanner sends it.
  const { Socket } = await import('node:net')
  const reply = await new Promise<string>((resolve, reject) => {
    const socket = new Socket()
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString('utf8')))
    socket.on('end', () => resolve(data))
    socket.on('error', reject)
    socket.connect(Number(e2eEnv.E2E_PORT), 'localhost', () =>
      socket.write('GET /api/edu/user/\u0001 HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    )
  })
  expect(reply).toMatch(/^HTTP\/1\.1 400 /)
  expect(JSON.parse(reply.split('\r\n\r\n')[1])).toEqual({ code: 400, msg: '请求格式不正确' })
})

test("Payload's REST API answers a query it cannot run with 400, not 500", async () => {
  // Found by the fuzz suite: a repeated condition, an id list with text, a date compared with text.
  for (const query of [
    'where[id][like]=%25&where[id][like]=%25',
    'where[id][equals]=1&where[id][equals]=2',
    'where[id][in]=1,x',
    'where[createdAt][greater_than]=x',
    'where[id][near]=1',
  ]) {
    const answer = await raw('GET', `/api/news?${query}`)
    expect(answer.status, query).toBe(400)
    expect(JSON.parse(answer.body), query).toEqual({ errors: [{ message: '查询条件不正确' }] })
  }
  // A list written the way qs writes it still runs.
  expect((await raw('GET', '/api/news?where[id][in][0]=1&where[id][in][1]=2')).status).toBe(200)
})

test('a lead whose kind is "__proto__" is taken as a plain message, not a 500', async () => {
  // Found by the fuzz suite: `'__proto__' in leadKinds` is true, and the form-encoded body can send it.
  const headers = {
    ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })),
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': '198.51.100.77',
  } as Record<string, string>
  const answer = await raw(
    'POST',
    '/api/port/leads',
    headers,
    'kind=__proto__&name=%E5%BC%A0&phone=13800138000&message=hello%20world',
  )
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toMatchObject({ code: 0 })
})
