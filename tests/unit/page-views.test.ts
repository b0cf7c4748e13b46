import { describe, expect, it } from 'vitest'

import { externalReferrerHost } from '@/lib/page-views'
import { createViewBuffer, type PendingRow } from '@/server/page-views/buffer'
import {
  beijingDay,
  countedPath,
  isBotUserAgent,
  judgeBeacon,
  referrerHost,
  type PageView,
} from '@/server/page-views/visit'

import { DESKTOP_UA, IPHONE_UA } from '../../scripts/lib/chromium.mjs'

describe('which visitors count', () => {
  it.each([
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    'Mozilla/5.0 (compatible; YisouSpider/5.0)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'python-requests/2.31.0',
    '',
  ])('leaves out %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true)
  })

  it.each([
    DESKTOP_UA,
    IPHONE_UA,
    'Mozilla/5.0 (Linux; Android 13; CUBOT P80) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44',
  ])('counts %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false)
  })
})

describe('what a beacon names', () => {
  it('counts the public pages of both devices, normalised', () => {
    expect(countedPath('/')).toBe('/')
    expect(countedPath('/about-me/')).toBe('/about-me')
    expect(countedPath('/mobile/tch-training')).toBe('/mobile/tch-training')
    expect(countedPath('/news/detail/company/12')).toBe('/news/detail/company/12')
    expect(countedPath('/mobile/news/industry')).toBe('/mobile/news/industry')
    expect(countedPath('/index%20copy')).toBe('/index copy')
    expect(countedPath('/news?type=company&page=2')).toBe('/news')
  })

  it('leaves out what is not a page of the site, and refuses what is not a path', () => {
    expect(countedPath('/news/preview/3')).toBeNull()
    expect(countedPath('/admin')).toBeNull()
    expect(countedPath('/wp-login.php')).toBeNull()
    expect(countedPath('/news/detail/company/1234567890')).toBeNull()
    expect(countedPath('about-me')).toBeUndefined()
    expect(countedPath('/%E0%A4%A')).toBeUndefined()
    expect(countedPath(`/${'a'.repeat(400)}`)).toBeUndefined()
    expect(countedPath(['/'])).toBeUndefined()
  })

  it('keeps a referring host name only', () => {
    expect(referrerHost('www.Baidu.com')).toBe('www.baidu.com')
    expect(referrerHost(undefined)).toBe('')
    expect(referrerHost('https://evil.example/')).toBeUndefined()
    expect(referrerHost('a b')).toBeUndefined()
    expect(externalReferrerHost('https://www.baidu.com/s?wd=编程', 'site.example')).toBe('www.baidu.com')
    expect(externalReferrerHost('http://site.example/news', 'site.example')).toBe('')
    expect(externalReferrerHost('', 'site.example')).toBe('')
  })

  it('counts a view for the Beijing day, by the user agent’s device', () => {
    const lateUtc = Date.parse('2026-11-24T17:30:00Z') // 01:30 on the 25th in Beijing
    expect(beijingDay(lateUtc)).toBe('2026-11-25')
    expect(judgeBeacon({ p: '/mobile', r: 'm.baidu.com' }, IPHONE_UA, lateUtc)).toEqual({
      kind: 'view',
      view: { day: '2026-11-25', path: '/mobile', device: 'mobile', referrerHost: 'm.baidu.com' },
    })
    expect(judgeBeacon({ p: '/' }, 'Baiduspider', lateUtc)).toEqual({ kind: 'ignored', reason: 'bot' })
    expect(judgeBeacon({ p: '/admin' }, DESKTOP_UA)).toEqual({ kind: 'ignored', reason: 'not-a-page' })
    expect(judgeBeacon({ p: 5 }, DESKTOP_UA).kind).toBe('invalid')
    expect(judgeBeacon({ p: '/', r: { host: 'x' } }, DESKTOP_UA).kind).toBe('invalid')
  })
})

describe('the view buffer', () => {
  const view = (path: string): PageView => ({ day: '2026-11-25', path, device: 'desktop', referrerHost: '' })

  it('writes one added count per row and keeps a failed write for the next one', async () => {
    const written: PendingRow[][] = []
    let failNext = true
    const buffer = createViewBuffer({
      flushMs: 60_000,
      chunk: 2,
      write: async (rows) => {
        if (failNext) {
          failNext = false
          throw new Error('database is locked')
        }
        written.push(rows)
      },
    })
    for (const path of ['/', '/', '/news', '/about-me', '/']) buffer.add(view(path))
    await buffer.flush()
    expect(written).toEqual([])
    expect(buffer.stats()).toMatchObject({ rows: 3, views: 5 })
    buffer.add(view('/'))
    await buffer.flush()
    expect(written.flat().map((row) => [row.path, row.views])).toEqual([
      ['/', 4],
      ['/news', 1],
      ['/about-me', 1],
    ])
    expect(buffer.stats()).toMatchObject({ rows: 0, views: 0 })
  })

  it('holds a bounded number of distinct rows, still counting the ones it holds', async () => {
    const buffer = createViewBuffer({ flushMs: 60_000, maxRows: 2, write: async () => {} })
    expect(buffer.add(view('/'))).toBe(true)
    expect(buffer.add(view('/news'))).toBe(true)
    expect(buffer.add(view('/about-me'))).toBe(false)
    expect(buffer.add(view('/'))).toBe(true)
    expect(buffer.stats()).toEqual({ rows: 2, views: 3, dropped: 1 })
  })
})
