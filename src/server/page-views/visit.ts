import type { PageViewDevice } from '@/collections/PageViews/config'
import { newsTypes } from '@/content/news-types'
import { pagePaths, phoneCatchAllPaths } from '@/content/page-routes'
import { isMobileUserAgent } from '@/lib/device'
import { PAGE_VIEW_PATH_MAX, REFERRER_HOST_MAX } from '@/lib/page-views'

/** One counted view, as stored: the row (day, path, device, referring host) it adds to. */
export interface PageView {
  day: string
  path: string
  device: PageViewDevice
  referrerHost: string
}

/**
 * Crawlers, link previews, monitors, scripts and headless browsers: their views are not counted. Search
 * engines of China first (Baidu, Sogou, 360, Shenma, Toutiao), then the common rest.
 */
const BOT_USER_AGENT = new RegExp(
  [
    // Not the phone maker Cubot.
    '(?<!cu)bot\\b',
    'spider',
    'crawl',
    'slurp',
    'sogou',
    'yisou',
    '360spider',
    'haosouspider',
    'bytespider',
    'mediapartners',
    'facebookexternalhit',
    'embedly',
    'preview',
    'headless',
    'phantomjs',
    'lighthouse',
    'pagespeed',
    'pingdom',
    'uptime',
    'monitor',
    'curl/',
    'wget/',
    'python-',
    'go-http-client',
    'java/',
    'okhttp',
    'axios/',
    'node-fetch',
    'undici',
    'libwww',
  ].join('|'),
  'i',
)

/** A user agent to leave out of the statistics (an empty one too: every browser sends one). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent)
}

const NEWS_TYPES = newsTypes.map((type) => type.slug).join('|')
/** Articles and their type lists, on both devices: `/news/detail/company/12`, `/mobile/news/industry`. */
const NEWS_ROUTE = new RegExp(
  `^(?:(?:/mobile)?/news/detail(?:/(?:${NEWS_TYPES})(?:/\\d{1,9})?)?|/mobile/news/(?:${NEWS_TYPES}))$`,
)
const KNOWN_PATHS = new Set<string>([...pagePaths, ...phoneCatchAllPaths(), '/index copy'])

/**
 * The page a beacon names, as counted: decoded, without query, fragment or trailing slash, and only when it
 * is a public page of the site (the admin's previews, unknown addresses and made-up paths are not pages).
 * `undefined` when the value is not a path at all.
 */
export function countedPath(raw: unknown): string | null | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.length > PAGE_VIEW_PATH_MAX) return undefined
  let path = raw.replace(/[?#].*$/, '')
  try {
    path = decodeURI(path)
  } catch {
    return undefined
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return KNOWN_PATHS.has(path) || NEWS_ROUTE.test(path) ? path : null
}

const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/

/** A referring host name as the browser's URL parser gives it, or undefined when it is not one. */
export function referrerHost(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return ''
  if (typeof raw !== 'string') return undefined
  const host = raw.trim().toLowerCase()
  return host.length <= REFERRER_HOST_MAX && HOST_NAME.test(host) ? host : undefined
}

/** The date in Beijing (UTC+8, no daylight saving) as YYYY-MM-DD: the day a view counts for. */
export function beijingDay(at: number = Date.now()): string {
  return new Date(at + 8 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export function deviceOf(userAgent: string | null | undefined): PageViewDevice {
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop'
}

export type BeaconVerdict =
  | { kind: 'invalid'; message: string }
  | { kind: 'ignored'; reason: 'bot' | 'not-a-page' }
  | { kind: 'view'; view: PageView }

/** What a beacon's body and user agent amount to: a view to count, one to leave out, or a malformed body. */
export function judgeBeacon(
  body: Record<string, unknown>,
  userAgent: string | null | undefined,
  at: number = Date.now(),
): BeaconVerdict {
  const path = countedPath(body.p)
  if (path === undefined) return { kind: 'invalid', message: '页面地址格式不正确' }
  const host = referrerHost(body.r)
  if (host === undefined) return { kind: 'invalid', message: '来源网站格式不正确' }
  if (isBotUserAgent(userAgent)) return { kind: 'ignored', reason: 'bot' }
  if (path === null) return { kind: 'ignored', reason: 'not-a-page' }
  return {
    kind: 'view',
    view: { day: beijingDay(at), path, device: deviceOf(userAgent), referrerHost: host },
  }
}
