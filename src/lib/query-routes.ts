/**
 * Pages whose public address carries its data in the query string (the spec's `/news?type=&page=` and
 * `/mobile/news/carddetail?id=`), served by static routes with path parameters: a page that reads the query
 * string is rendered on every request, a page with path parameters is prerendered and cached. The proxy
 * rewrites the public address to the route, and sends a visit to the route itself to the public address.
 */
interface QueryRoute {
  /** The public path. */
  path: string
  /** The static route's prefix; its path parameters follow. */
  route: string
  /** The route's path parameters for the public query, or null when the query lacks what the page needs. */
  segments(search: URLSearchParams): string[] | null
  /** The public query for the route's path parameters. */
  query(segments: string[]): Record<string, string>
  /** Where the public path sends a query without what the page needs. */
  fallback?: string
}

/** The news list's route parameter for "every type". */
export const NEWS_LIST_ALL = 'all'

const value = (search: URLSearchParams, name: string) => search.get(name)?.trim() || null

export const queryRoutes: QueryRoute[] = [
  {
    path: '/news',
    route: '/news/list',
    segments: (search) => [value(search, 'type') ?? NEWS_LIST_ALL, value(search, 'page') ?? '1'],
    query: ([type, page]) => ({
      ...(type !== NEWS_LIST_ALL ? { type: type! } : {}),
      ...(page !== '1' ? { page: page! } : {}),
    }),
  },
  {
    path: '/mobile/news/carddetail',
    route: '/mobile/news/card',
    segments: (search) => {
      const id = value(search, 'id')
      return id ? [id] : null
    },
    query: ([id]) => ({ id: id! }),
    fallback: '/mobile/news',
  },
]

export type QueryRouteAction =
  { kind: 'rewrite'; path: string } | { kind: 'redirect'; location: string; status: 307 | 308 } | null

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname

/** What the proxy does with a request for `pathname` with `search`: rewrite, redirect, or nothing. */
export function queryRouteAction(pathname: string, search: URLSearchParams): QueryRouteAction {
  const path = withoutTrailingSlash(pathname)
  for (const entry of queryRoutes) {
    if (path === entry.path) {
      const segments = entry.segments(search)
      if (!segments) return { kind: 'redirect', location: entry.fallback ?? '/', status: 307 }
      return { kind: 'rewrite', path: [entry.route, ...segments.map(encodeURIComponent)].join('/') }
    }
    if (path.startsWith(`${entry.route}/`)) {
      const segments = path
        .slice(entry.route.length + 1)
        .split('/')
        .map(decodeURIComponent)
      const query = new URLSearchParams(entry.query(segments)).toString()
      return { kind: 'redirect', location: query ? `${entry.path}?${query}` : entry.path, status: 308 }
    }
  }
  return null
}
