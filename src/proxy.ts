import { NextResponse, type NextRequest } from 'next/server'

import { errorDocument } from '@/lib/error-document.mjs'
import { proxyDecision } from '@/lib/proxy-decision'
import { namedRoutes, routeMiddlewareRegistry } from '@/lib/route-middleware'
import { sessionHintCookie } from '@/server/session-cookies'

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
    const decision = proxyDecision(
      {
        pathname,
        search,
        userAgent: request.headers.get('user-agent'),
        hasCookie: (name) => request.cookies.has(name),
      },
      routes,
      registry,
    )
    if (decision.type === 'error') return errorResponse(decision.status, decision.message)
    const response =
      decision.type === 'redirect'
        ? NextResponse.redirect(new URL(decision.location, request.url), decision.status)
        : NextResponse.next()
    // Redirects depend on the device. (Next sets its own Vary on rendered pages, dropping this one: a cache
    // in front must key on the device class itself, see README.)
    response.headers.append('Vary', 'User-Agent')
    if (decision.type === 'next' && decision.hintCookie)
      response.headers.append('Set-Cookie', sessionHintCookie())
    return response
  }
}

// Next 16 "proxy" (formerly middleware): send each device to its site variant before rendering.
export const proxy = createProxy()

export const config = {
  // Skip the API, the Payload admin, Next internals and anything that looks like a file, and page loads the
  // production server's front has already decided with the same function (FRONT_DECIDED_HEADER; a literal
  // here, as Next reads this config without running it).
  matcher: [
    {
      source: '/((?!api(?:/|$)|admin(?:/|$)|_next/|.*\\..*).*)',
      missing: [{ type: 'header', key: 'x-site-front-decided' }],
    },
  ],
}
