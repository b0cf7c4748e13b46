/**
 * Named route middleware (spec §2): a route lists names, the registry says what each does to the
 * global flags. A name missing from the registry is a programming error answered with HTTP 500.
 */

export interface RouteFlags {
  showHead: boolean
}

type RouteMiddleware = (flags: RouteFlags) => RouteFlags

export const routeMiddlewareRegistry: Record<string, RouteMiddleware> = {
  mobile: (flags) => ({ ...flags, showHead: false }),
  'mobile-news': (flags) => ({ ...flags, showHead: true }),
}

/** Named routes and the middleware they run; paths match exactly after a trailing slash is dropped. */
export const namedRoutes: { name: string; path: string; middleware: string[] }[] = [
  { name: 'mobile', path: '/mobile', middleware: ['mobile'] },
  { name: 'mobile-news', path: '/mobile/news', middleware: ['mobile-news'] },
]

export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500
  constructor(readonly middlewareName: string) {
    super(`Unknown middleware ${middlewareName}`)
    this.name = 'UnknownMiddlewareError'
  }
}

export function findNamedRoute(pathname: string, routes = namedRoutes) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routes.find((route) => route.path === path)
}

/** Runs the named middleware in order over the flags; throws UnknownMiddlewareError for a missing name. */
export function applyRouteMiddleware(
  names: readonly string[],
  flags: RouteFlags,
  registry: Record<string, RouteMiddleware> = routeMiddlewareRegistry,
): RouteFlags {
  return names.reduce((current, name) => {
    const middleware = registry[name]
    if (!middleware) throw new UnknownMiddlewareError(name)
    return middleware(current)
  }, flags)
}
