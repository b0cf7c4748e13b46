import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { applyRouteMiddleware, findNamedRoute, UnknownMiddlewareError } from '@/lib/route-middleware'
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

  it('serves the news list from its static route: /news?type=&page= is rewritten, other query values kept', () => {
    const rewritten = (path: string) => {
      const response = createProxy()(request(path, desktop))
      expect(response.status, path).toBe(200)
      const target = new URL(response.headers.get('x-middleware-rewrite')!)
      return target.pathname
    }
    expect(rewritten('/news')).toBe('/news/list/all/1')
    expect(rewritten('/news/')).toBe('/news/list/all/1')
    expect(rewritten('/news?type=company')).toBe('/news/list/company/1')
    expect(rewritten('/news?page=3&utm_source=wechat')).toBe('/news/list/all/3')
    expect(rewritten('/news?type=training&page=2')).toBe('/news/list/training/2')
    // Malformed values reach the page, which answers 404; they cannot escape the route.
    expect(rewritten('/news?type=../../admin&page=x')).toBe('/news/list/..%2F..%2Fadmin/x')
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

  it("serves a phone's article card from its static route; without an id it goes to the list", () => {
    const card = createProxy()(request('/mobile/news/carddetail?id=12&from=wechat'))
    expect(new URL(card.headers.get('x-middleware-rewrite')!).pathname).toBe('/mobile/news/card/12')
    const none = createProxy()(request('/mobile/news/carddetail?id='))
    expect(none.status).toBe(307)
    expect(new URL(none.headers.get('location')!).pathname).toBe('/mobile/news')
    const direct = createProxy()(request('/mobile/news/card/12'))
    expect(direct.status).toBe(308)
    const location = new URL(direct.headers.get('location')!)
    expect(location.pathname + location.search).toBe('/mobile/news/carddetail?id=12')
  })

  it('leaves the article pages alone', () => {
    const response = createProxy()(request('/news/detail/company/1', desktop))
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })
})
