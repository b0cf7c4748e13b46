import { MOBILE_PREFIX } from './constants'
import { isMobileUserAgent } from './device'
import { OFFLINE_PATH } from './service-worker'

// Root files that must be served as-is to every client (crawlers, PWA install).
const ROOT_FILES = new Set(['/robots.txt', '/sitemap.xml', '/rss.xml', '/manifest.webmanifest'])

// A dot-extension in the last segment marks a static file (/favicon.ico, /media/cover.webp, /sw.js).
const FILE_EXTENSION = /\.[a-z0-9]+$/i

export interface DeviceRedirectInput {
  pathname: string
  search: string
  userAgent: string | null
}

function underSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

function isExcluded(pathname: string): boolean {
  if (underSegment(pathname, '/admin') || underSegment(pathname, '/api')) return true
  if (pathname.startsWith('/_next')) return true
  if (ROOT_FILES.has(pathname)) return true
  // The service worker's offline page is one page for both devices (it fetches it with the phone's agent).
  if (pathname === OFFLINE_PATH) return true
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  return FILE_EXTENSION.test(lastSegment)
}

/** Where a request must be redirected for its device (path + query), or null to serve it as is. */
export function deviceRedirectTarget({ pathname, search, userAgent }: DeviceRedirectInput): string | null {
  if (isExcluded(pathname)) return null

  // '/news/' and '/news' are the same page; drop one trailing slash so targets never end in '/'.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  const onMobilePath = underSegment(path, MOBILE_PREFIX)

  if (isMobileUserAgent(userAgent)) {
    // The mobile site has no school home; send it straight to the mobile home in one hop.
    if (path.split('/').includes('school-home')) return `${MOBILE_PREFIX}${query}`
    if (onMobilePath) return null
    return `${MOBILE_PREFIX}${path === '/' ? '' : path}${query}`
  }

  if (!onMobilePath) return null
  return `${path.slice(MOBILE_PREFIX.length) || '/'}${query}`
}
