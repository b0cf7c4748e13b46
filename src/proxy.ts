import { NextResponse, type NextRequest } from 'next/server'

import { deviceRedirectTarget } from '@/lib/device-redirect'
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/edu-contract'
import { errorDocument } from '@/lib/error-document.mjs'
import { queryRouteRedirect } from '@/lib/query-routes'
import {
  applyRouteMiddleware,
  findNamedRoute,
  namedRoutes,
  routeMiddlewareRegistry,
  UnknownMiddlewareError,
} from '@/lib/route-middleware'
import { sessionHintCookie } from '@/server/session-cookies'

/** Set by Next when draft mode is on (src/app/api/preview/route.ts turns it on for signed-in staff only). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

function isWellFormed(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

function errorResponse(status: number, message: string) {
  return new NextResponse(errorDocument(status, message), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** Builds the proxy over a route table and middleware registry (tests pass their own). */
export function createProxy(routes = namedRoutes, registry = routeMiddlewareRegistry) {
  return function proxy(request: NextRequest) {
    const { pathname, search } = request.nextUrl
    // Next answers a path it cannot decode with a bare 500; it is the visitor's typo, so say so.
    if (!isWellFormed(pathname)) return errorResponse(400, '网址格式有误，请检查后重新输入')
    // Staff previewing a draft (Next's draft-mode cookie) see the route they asked for, phone page or not.
    const previewing = request.cookies.has(DRAFT_MODE_COOKIE)
    const target = previewing
      ? null
      : deviceRedirectTarget({ pathname, search, userAgent: request.headers.get('user-agent') })
    let response: NextResponse
    let queryRoute: ReturnType<typeof queryRouteRedirect>
    if (target) {
      response = NextResponse.redirect(new URL(target, request.url), 302)
    } else if ((queryRoute = queryRouteRedirect(pathname, request.nextUrl.searchParams))) {
      response = NextResponse.redirect(new URL(queryRoute.location, request.url), queryRoute.status)
    } else {
      const route = findNamedRoute(pathname, routes)
      try {
        if (route) applyRouteMiddleware(route.middleware, { showHead: false }, registry)
        response = NextResponse.next()
      } catch (error) {
        if (!(error instanceof UnknownMiddlewareError)) throw error
        response = errorResponse(error.statusCode, error.message)
      }
    }
    // Redirects depend on the device. (Next sets its own Vary on rendered pages, dropping this one: a cache
    // in front must key on the device class itself, see README.)
    response.headers.append('Vary', 'User-Agent')
    // A session token shared on the parent domain (the school site's sign-in) comes without our readable hint.
    if (request.cookies.has(SESSION_COOKIE) && !request.cookies.has(SESSION_HINT_COOKIE))
      response.headers.append('Set-Cookie', sessionHintCookie())
    return response
  }
}

// Next 16 "proxy" (formerly middleware): send each device to its site variant before rendering.
export const proxy = createProxy()

export const config = {
  // Skip the API, the Payload admin, Next internals and anything that looks like a file.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|.*\\..*).*)'],
}
