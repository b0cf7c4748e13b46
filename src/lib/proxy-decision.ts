/**
 * What the proxy does with a page request, as a plain function of the request: refuse it, redirect it (its
 * device's variant, a query-addressed page), or let it through (with the session hint cookie when a shared
 * session token came without it). Next's proxy (src/proxy.ts) answers from it; the production server's front
 * (scripts/lib/front.mjs) answers page loads from the same function before Next, so the common request does
 * not pay for Next's proxy machinery.
 */
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from './edu-contract'
import { deviceRedirectTarget } from './device-redirect'
import { queryRouteRedirect } from './query-routes'
import {
  applyRouteMiddleware,
  findNamedRoute,
  namedRoutes,
  routeMiddlewareRegistry,
  UnknownMiddlewareError,
} from './route-middleware'

/**
 * Set by the production server's front on a page load it let through after deciding it (and removed from every
 * request that comes in): Next's proxy skips such requests (src/proxy.ts, `missing` in its matcher).
 */
export const FRONT_DECIDED_HEADER = 'x-site-front-decided'

/** Set by Next when draft mode is on (src/app/api/preview/route.ts turns it on for signed-in staff only). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

export type ProxyDecision =
  | { type: 'error'; status: number; message: string }
  | { type: 'redirect'; location: string; status: number }
  | { type: 'next'; hintCookie: boolean }

export interface ProxyRequest {
  /** The URL's pathname as `new URL()` gives it (dot segments resolved, still percent-encoded). */
  pathname: string
  /** `?…` or empty. */
  search: string
  userAgent: string | null
  hasCookie: (name: string) => boolean
}

function isWellFormed(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

export function proxyDecision(
  { pathname, search, userAgent, hasCookie }: ProxyRequest,
  routes = namedRoutes,
  registry = routeMiddlewareRegistry,
): ProxyDecision {
  // Next answers a path it cannot decode with a bare 500; it is the visitor's typo, so say so.
  if (!isWellFormed(pathname))
    return { type: 'error', status: 400, message: '网址格式有误，请检查后重新输入' }
  // Staff previewing a draft (Next's draft-mode cookie) see the route they asked for, phone page or not.
  const target = hasCookie(DRAFT_MODE_COOKIE) ? null : deviceRedirectTarget({ pathname, search, userAgent })
  if (target) return { type: 'redirect', location: target, status: 302 }
  const queryRoute = queryRouteRedirect(pathname, new URLSearchParams(search))
  if (queryRoute) return { type: 'redirect', location: queryRoute.location, status: queryRoute.status }
  const route = findNamedRoute(pathname, routes)
  try {
    if (route) applyRouteMiddleware(route.middleware, { showHead: false }, registry)
  } catch (error) {
    if (!(error instanceof UnknownMiddlewareError)) throw error
    return { type: 'error', status: error.statusCode, message: error.message }
  }
  // A session token shared on the parent domain (the school site's sign-in) comes without our readable hint.
  return { type: 'next', hintCookie: hasCookie(SESSION_COOKIE) && !hasCookie(SESSION_HINT_COOKIE) }
}
