import http from 'node:http'

import { expect, test } from '@playwright/test'

import { e2eEnv } from '../../scripts/lib/e2e-env.mjs'
import { DEMO_SIGN_SECRET, signatureHeaders } from '../../src/lib/signature'

/** A raw HTTP request: the path goes out exactly as written (a URL parser would re-encode `%ZZ`). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; type: string; body: string; allow?: string }>((resolve, reject) => {
    const req = http.request(
      { host: 'localhost', port: Number(e2eEnv.E2E_PORT), method, path, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            allow: res.headers.allow as string | undefined,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'API answers do not depend on the device')
})

test('an undecodable path is 400 everywhere: {code, msg} under /api, the error page elsewhere', async () => {
  for (const path of ['/api/%ZZ', '/api/port/news/banners/%ZZ/pc/top', '/api/edu/user/%E0%A4%A', '/api/media/file/%ZZ']) {
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

test('a malformed token cookie is no session (code 36), not a fault', async () => {
  const headers = { ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })), cookie: 'token=%E0%A4%A' }
  const answer = await raw('GET', '/api/edu/user/userinfo', headers as Record<string, string>)
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toMatchObject({ code: 36 })
})
