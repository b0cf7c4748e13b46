import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { applyRouteMiddleware, findNamedRoute, UnknownMiddlewareError } from '@/lib/route-middleware'
import { queryRouteRewrites } from '@/lib/query-routes'
import { createProxy } from '@/proxy'

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

function request(path: string, userAgent = iphone) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'user-agent': userAgent } })
}

describe('named route middleware', () => {
  it('hides the header on route mobile and shows it on mobile-news', () => {
    expect(applyRouteMiddleware(findNamedRoute('/mobile')!.middleware, { showHead: true })).toEqual({
      showHead: false,
    })
    expect(applyRouteMiddleware(findNamedRoute('/mobile/news/')!.middleware, { showHead: false })).toEqual({
      showHead: true,
    })
  })

  it('leaves other routes unchanged', () => {
    expect(findNamedRoute('/mobile/cooperation')).toBeUndefined()
    expect(applyRouteMiddleware([], { showHead: true })).toEqual({ showHead: true })
  })

  it('throws a 500 "Unknown middleware {name}" for a name missing from the registry', () => {
    let caught: unknown
    try {
      applyRouteMiddleware(['mobile', 'no-such-thing'], { showHead: false })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UnknownMiddlewareError)
    expect((caught as UnknownMiddlewareError).statusCode).toBe(500)
    expect((caught as Error).message).toBe('Unknown middleware no-such-thing')
  })
})

describe('proxy', () => {
  it('answers HTTP 500 with the message when a route names an unknown middleware', async () => {
    const proxy = createProxy([{ name: 'broken', path: '/mobile/uc', middleware: ['does-not-exist'] }])
    const response = proxy(request('/mobile/uc'))
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('500')
    expect(html).toContain('Unknown middleware does-not-exist')
    expect(html).toContain('href="/"')
  })

  it('passes a route with known middleware through', () => {
    const response = createProxy()(request('/mobile/news'))
    expect(response.status).toBe(200)
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it('redirects a phone to the mobile variant keeping the query, and marks the answer Vary: User-Agent', () => {
    const response = createProxy()(request('/news?type=company'))
    expect(response.status).toBe(302)
    expect(
      new URL(response.headers.get('location')!).pathname + new URL(response.headers.get('location')!).search,
    ).toBe('/mobile/news?type=company')
    expect(response.headers.get('vary')).toContain('User-Agent')
  })

  const desktop =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0'

  it("lets the news list through to next.config's rewrite to its static route, whatever the query", () => {
    for (const path of ['/news', '/news?type=company&page=2&utm_source=wechat', '/news?type=../../admin']) {
      const response = createProxy()(request(path, desktop))
      expect(response.headers.get('x-middleware-next'), path).toBe('1')
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull()
    }
  })

  it('sends a visit to the static route itself to the public list address', () => {
    const location = (path: string) => {
      const response = createProxy()(request(path, desktop))
      expect(response.status, path).toBe(308)
      const url = new URL(response.headers.get('location')!)
      return url.pathname + url.search
    }
    expect(location('/news/list/all/1')).toBe('/news')
    expect(location('/news/list/company/1')).toBe('/news?type=company')
    expect(location('/news/list/all/2')).toBe('/news?page=2')
  })

  it("lets a phone's article card through to its rewrite; without an id it goes to the list", () => {
    const card = createProxy()(request('/mobile/news/carddetail?id=12&from=wechat'))
    expect(card.headers.get('x-middleware-next')).toBe('1')
    for (const path of [
      '/mobile/news/carddetail',
      '/mobile/news/carddetail?id=',
      '/mobile/news/carddetail?id=%20',
    ]) {
      const none = createProxy()(request(path))
      expect(none.status, path).toBe(307)
      expect(new URL(none.headers.get('location')!).pathname, path).toBe('/mobile/news')
    }
    const direct = createProxy()(request('/mobile/news/card/12'))
    expect(direct.status).toBe(308)
    const location = new URL(direct.headers.get('location')!)
    expect(location.pathname + location.search).toBe('/mobile/news/carddetail?id=12')
  })

  it('answers a path with malformed percent-encoding with 400 and a Chinese message, on any device', async () => {
    for (const [path, ua] of [
      ['/about-me%E0', desktop],
      ['/news/list/%E0/1', desktop],
      ['/mobile/news/card/%E0', iphone],
    ] as const) {
      const response = createProxy()(request(path, ua))
      expect(response.status, path).toBe(400)
      expect(await response.text(), path).toContain('网址格式有误')
    }
  })

  it('leaves the article pages alone', () => {
    const response = createProxy()(request('/news/detail/company/1', desktop))
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('query-addressed routes', () => {
  it('rewrite rules need more of the query first and end with the bare address', () => {
    const news = queryRouteRewrites().filter((rule) => rule.source === '/news')
    expect(news.map((rule) => rule.has?.map((has) => has.key) ?? [])).toEqual([
      ['type'],
      ['page'],
      ['type', 'page'],
      ['page'],
      ['type'],
      [],
    ])
    expect(news.map((rule) => rule.destination)).toEqual([
      '/news/list/_/_',
      '/news/list/_/_',
      '/news/list/:type/:page',
      '/news/list/all/:page',
      '/news/list/:type/1',
      '/news/list/all/1',
    ])
    // A value with `%` goes to a value no page accepts (Next would put it into the path decoded).
    expect(new RegExp(`^${news[0]!.has![0]!.value}$`).test('a%b')).toBe(true)
    expect(new RegExp(`^${news[0]!.has![0]!.value}$`).test('company')).toBe(false)
    // A blank value does not match: `?type=` is the bare list.
    const pattern = new RegExp(`^${news[4]!.has![0]!.value}$`)
    expect(pattern.test('company')).toBe(true)
    expect(pattern.test('')).toBe(false)
    expect(pattern.test('  ')).toBe(false)
  })
})

describe('a session token shared on the parent domain', () => {
  const page = (cookie: string) =>
    createProxy()(new NextRequest(new URL('/tch-training', 'http://localhost:3000'), { headers: { cookie } }))

  it('gets the readable hint, so the page asks who is signed in', () => {
    const hint = page('token=abc').headers.get('set-cookie') ?? ''
    expect(hint).toMatch(/^has_session=1; Path=\/; SameSite=Lax/)
    expect(hint).not.toMatch(/Max-Age|HttpOnly/)
  })

  it('is left alone when the hint is there, and nothing is set without a token', () => {
    expect(page('token=abc; has_session=1').headers.get('set-cookie')).toBeNull()
    expect(page('other=1').headers.get('set-cookie')).toBeNull()
  })
})
