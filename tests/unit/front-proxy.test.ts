/**
 * The production server's front decides page loads with the proxy's own function (src/lib/proxy-decision.ts,
 * compiled the way scripts/start.mjs loads it) before Next: over real HTTP, with a handler in Next's place that
 * records what reached it. Redirects and their headers match what Next's proxy answered; what reaches Next is
 * marked as decided only when nothing is left for its proxy, and a client cannot send the mark itself.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FRONT_DECIDED_HEADER } from '@/lib/proxy-decision'

import { DESKTOP_UA, IPHONE_UA } from '../../scripts/lib/chromium.mjs'
import { createFront } from '../../scripts/lib/front.mjs'
import { createFrontProxy, loadProxyDecision } from '../../scripts/lib/front-proxy.mjs'

const reached: http.IncomingHttpHeaders[] = []
let server: http.Server
let origin: string

beforeAll(async () => {
  const decidePage = createFrontProxy(await loadProxyDecision())
  server = http.createServer(
    createFront(
      (req: http.IncomingMessage, res: http.ServerResponse) => {
        reached.push({ ...req.headers, ':path': req.url })
        res.setHeader('Content-Type', 'text/plain')
        res.end('from next')
      },
      { decidePage },
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(() => new Promise((resolve) => server.close(resolve)))

function request(path: string, headers: Record<string, string>, method = 'GET') {
  reached.length = 0
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('page loads decided by the front', () => {
  it('sends a phone to the mobile page with the query kept, as the proxy did, without reaching Next', async () => {
    const answer = await request('/about-me?from=ad', { 'user-agent': IPHONE_UA })
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe('/mobile/about-me?from=ad')
    expect(answer.headers.vary).toBe('User-Agent')
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(reached).toHaveLength(0)
  })

  it('sends a desktop away from a mobile page, and a query-addressed page to its canonical address', async () => {
    const desktop = await request('/mobile/news', { 'user-agent': DESKTOP_UA })
    expect([desktop.status, desktop.headers.location]).toEqual([302, '/news'])
    const legacy = await request('/news/list/company/2', { 'user-agent': DESKTOP_UA })
    expect(legacy.status).toBe(308)
    expect(legacy.headers.location).toBe('/news?type=company&page=2')
    expect(reached).toHaveLength(0)
  })

  it('lets a page load through marked as decided, and strips a mark the client sent', async () => {
    await request('/about-me', { 'user-agent': DESKTOP_UA })
    expect(reached).toHaveLength(1)
    expect(reached[0][FRONT_DECIDED_HEADER]).toBe('1')

    // A phone that sends the mark itself is still redirected: the mark never skips the decision.
    const forged = await request('/about-me', { 'user-agent': IPHONE_UA, [FRONT_DECIDED_HEADER]: '1' })
    expect(forged.status).toBe(302)
    expect(reached).toHaveLength(0)
  })

  it("leaves to Next's proxy what it must answer itself, unmarked", async () => {
    const cases: [string, Record<string, string>, string?][] = [
      // A client navigation's RSC request.
      ['/about-me', { 'user-agent': IPHONE_UA, rsc: '1', [FRONT_DECIDED_HEADER]: '1' }],
      // A session token from the parent domain without our hint: Next's proxy adds the hint cookie.
      ['/about-me', { 'user-agent': DESKTOP_UA, cookie: 'token=abc' }],
      // Next's own trailing-slash redirect comes first.
      ['/about-me/', { 'user-agent': IPHONE_UA }],
      // Not pages: the API, files.
      ['/api/port/news', { 'user-agent': IPHONE_UA }],
      ['/robots.txt', { 'user-agent': IPHONE_UA }],
    ]
    for (const [path, headers] of cases) {
      const answer = await request(path, headers)
      expect(answer.body, path).toBe('from next')
      expect(reached[0][FRONT_DECIDED_HEADER], path).toBeUndefined()
    }
  })

  it('lets staff previewing a draft see the route they asked for, as the proxy does', async () => {
    const answer = await request('/about-me', {
      'user-agent': IPHONE_UA,
      cookie: '__prerender_bypass=x; a=b',
    })
    expect(answer.body).toBe('from next')
    expect(reached[0][FRONT_DECIDED_HEADER]).toBe('1')
  })
})
