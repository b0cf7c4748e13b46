/**
 * Pages whose public address carries its data in the query string (the spec's `/news?type=&page=` and
 * `/mobile/news/carddetail?id=`), served by static routes with path parameters: a page that reads the query
 * string is rendered on every request, a page with path parameters is prerendered and cached.
 *
 * next.config rewrites the public address to the route (always internal; a proxy rewrite to an absolute URL
 * becomes an outside request when the server's own host name differs from the one it listens on), and the
 * proxy sends a query that lacks what the page needs to its fallback, and a visit to the route itself to the
 * public address.
 */
interface QueryParam {
  key: string
  /** The route parameter when the query lacks this value; without one, the page cannot do without it. */
  fallback?: string
}

interface QueryRoute {
  /** The public path. */
  path: string
  /** The static route's prefix; its parameters follow in the order of `params`. */
  route: string
  params: QueryParam[]
  /** Where the public path sends a query that lacks a required value. */
  fallback?: string
}

/** The news list's route parameter for "every type". */
export const NEWS_LIST_ALL = 'all'

export const queryRoutes: QueryRoute[] = [
  {
    path: '/news',
    route: '/news/list',
    params: [
      { key: 'type', fallback: NEWS_LIST_ALL },
      { key: 'page', fallback: '1' },
    ],
  },
  {
    path: '/mobile/news/carddetail',
    route: '/mobile/news/card',
    params: [{ key: 'id' }],
    fallback: '/mobile/news',
  },
]

interface Rewrite {
  source: string
  destination: string
  has?: { type: 'query'; key: string; value: string }[]
}

/** Every subset of `items`, larger ones first (a rule that needs more of the query is tried first). */
function subsets<T>(items: T[]): T[][] {
  const all = items.reduce<T[][]>((sets, item) => [...sets.map((set) => [...set, item]), ...sets], [[]])
  return all.sort((a, b) => b.length - a.length)
}

/**
 * A route parameter no page accepts. Next puts a query value into the destination decoded, so a value with
 * `%` would make the path's encoding malformed (a 500): such a query goes to this value instead, a 404.
 */
const REFUSED_VALUE = '_'

/** next.config rewrites: one per combination of the optional values present in the query. */
export function queryRouteRewrites(): Rewrite[] {
  return queryRoutes.flatMap((entry) => [
    ...entry.params.map((param) => ({
      source: entry.path,
      destination: [entry.route, ...entry.params.map(() => REFUSED_VALUE)].join('/'),
      has: [{ type: 'query' as const, key: param.key, value: '.*%.*' }],
    })),
    ...subsets(entry.params.filter((param) => param.fallback !== undefined)).map((present) => {
      const given = (param: QueryParam) => param.fallback === undefined || present.includes(param)
      // A named group per value (its non-blank text); a blank value counts as missing.
      const has = entry.params
        .filter(given)
        .map((param) => ({ type: 'query' as const, key: param.key, value: `(?<${param.key}>.*\\S.*)` }))
      const segments = entry.params.map((param) => (given(param) ? `:${param.key}` : param.fallback))
      return {
        source: entry.path,
        destination: [entry.route, ...segments].join('/'),
        ...(has.length ? { has } : {}),
      }
    }),
  ])
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname

/**
 * The proxy's redirect for `pathname` (well-formed: the proxy refuses malformed percent-encoding first) with
 * `search`, or null when the rewrites (or nothing) apply.
 */
export function queryRouteRedirect(
  pathname: string,
  search: URLSearchParams,
): { location: string; status: 307 | 308 } | null {
  const path = withoutTrailingSlash(pathname)
  for (const entry of queryRoutes) {
    if (path === entry.path) {
      const missing = entry.params.some(
        (param) => param.fallback === undefined && !search.get(param.key)?.trim(),
      )
      return missing ? { location: entry.fallback ?? '/', status: 307 } : null
    }
    if (path.startsWith(`${entry.route}/`)) {
      const segments = path
        .slice(entry.route.length + 1)
        .split('/')
        .map(decodeURIComponent)
      const query = new URLSearchParams()
      entry.params.forEach((param, index) => {
        const value = segments[index]
        if (value !== undefined && value !== param.fallback) query.set(param.key, value)
      })
      const text = query.toString()
      return { location: text ? `${entry.path}?${text}` : entry.path, status: 308 }
    }
  }
  return null
}
