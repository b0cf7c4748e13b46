import { describe, it, expect } from 'vitest'

import { isMobileUserAgent } from '@/lib/device'
import { MOBILE_PREFIX } from '@/lib/constants'
import { deviceRedirectTarget } from '@/lib/device-redirect'

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Safari/537.36',
  androidWechat:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  ucweb: 'JUC (Linux; U; 2.3.7; zh-cn; MB200; 320*480) UCWEB7.9.3.103/139/999',
  ucBrowserAndroid:
    'Mozilla/5.0 (Linux; U; Android 8.1.0; zh-CN; EML-AL00 Build/HUAWEIEML-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.108 UCBrowser/11.9.4.974 UWS/2.13.1.48 Mobile Safari/537.36',
  miuiBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; 2201123C Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.3.61115',
  windowsPhone10:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  windowsCe: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows CE; IEMobile 7.11)',
  operaMiniMidp:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  openHarmonyPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  harmonyOs4Huawei:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.303 Mobile Safari/537.36',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  googlebotDesktop:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  baiduspiderMobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)',
} as const

const MOBILE = UA.iphoneSafari
const DESKTOP = UA.chromeWindows

describe('isMobileUserAgent', () => {
  const cases: [name: keyof typeof UA | 'empty', mobile: boolean][] = [
    ['iphoneSafari', true],
    ['iphoneWechat', true],
    ['ipadLegacy', true],
    ['ipadDesktopMode', false],
    ['androidChrome', true],
    ['galaxyTab', true],
    ['androidWechat', true],
    ['ucweb', true],
    ['ucBrowserAndroid', true],
    ['miuiBrowser', true],
    ['windowsPhone10', true],
    ['windowsCe', true],
    ['operaMiniMidp', true],
    ['openHarmonyPhone', true],
    ['harmonyOs4Huawei', true],
    ['chromeWindows', false],
    ['edgeWindows', false],
    ['firefoxWindows', false],
    ['safariMac', false],
    ['chromeMac', false],
    ['firefoxLinux', false],
    ['googlebotDesktop', false],
    ['googlebotSmartphone', true],
    ['bingbot', false],
    ['baiduspider', false],
    ['baiduspiderMobile', true],
    ['empty', false],
  ]

  it.each(cases)('%s -> mobile=%s', (name, mobile) => {
    expect(isMobileUserAgent(name === 'empty' ? '' : UA[name])).toBe(mobile)
  })

  it('treats a missing UA as desktop', () => {
    expect(isMobileUserAgent(null)).toBe(false)
    expect(isMobileUserAgent(undefined)).toBe(false)
  })

  it('matches the UC7 rv marker and "ios" only as a word', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Windows; U; Windows NT 5.1; zh-CN; rv:1.2.3.4) Gecko/')).toBe(true)
    expect(isMobileUserAgent('SomeApp/1.0 (iOS 17.5)')).toBe(true)
    expect(isMobileUserAgent('Kubios HRV/3.5 (Windows NT 10.0)')).toBe(false)
  })

  it('needs a phone token for HarmonyOS', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (PC; OpenHarmony 5.0) AppleWebKit/537.36 ArkWeb/4.1.6.1')).toBe(
      false,
    )
  })
})

describe('deviceRedirectTarget', () => {
  const run = (url: string, userAgent: string | null) => {
    const [pathname = '', query] = url.split('?')
    return deviceRedirectTarget({ pathname, search: query === undefined ? '' : `?${query}`, userAgent })
  }

  it('uses a 7-character prefix', () => {
    expect(MOBILE_PREFIX).toBe('/mobile')
    expect(MOBILE_PREFIX).toHaveLength(7)
  })

  it.each([
    ['/', '/mobile'],
    ['/news?type=1', '/mobile/news?type=1'],
    ['/news/', '/mobile/news'],
    ['/school-home', '/mobile'],
    ['/school-home?from=wx', '/mobile?from=wx'],
    ['/mobile/school-home', '/mobile'],
    ['/mobile', null],
    ['/mobile/news?x=1', null],
    ['/news/detail/2/15?from=wx', '/mobile/news/detail/2/15?from=wx'],
    ['/mobilefoo', '/mobile/mobilefoo'],
  ])('mobile on %s -> %s', (url, expected) => {
    expect(run(url, MOBILE)).toBe(expected)
  })

  it.each([
    ['/mobile', '/'],
    ['/mobile/', '/'],
    ['/mobile/news?type=2', '/news?type=2'],
    ['/mobile/special/lanqiao', '/special/lanqiao'],
    ['/', null],
    ['/mobilefoo', null],
    ['/news', null],
  ])('desktop on %s -> %s', (url, expected) => {
    expect(run(url, DESKTOP)).toBe(expected)
  })

  it('treats a missing UA as desktop', () => {
    expect(run('/mobile/news', null)).toBe('/news')
    expect(run('/news', null)).toBeNull()
  })

  const neverRedirected = [
    '/admin',
    '/admin/collections/news',
    '/api/edu/user/login',
    '/_next/static/chunks/a.js',
    '/robots.txt',
    '/sitemap.xml',
    '/rss.xml',
    '/manifest.webmanifest',
    '/favicon.ico',
    '/logo.svg',
    '/sw.js',
    '/media/cover.webp',
    // The service worker's offline page serves both devices.
    '/offline',
  ]

  it.each(neverRedirected)('never redirects %s', (url) => {
    expect(run(url, MOBILE)).toBeNull()
    expect(run(url, DESKTOP)).toBeNull()
  })
})
