/**
 * Client navigations as the router announces them (src/instrumentation-client.ts): where the router is going,
 * and whether the page request failed. The loading bar, the session refresh and the chunk-error recovery
 * listen here instead of guessing from clicks.
 */

export type NavigationType = 'push' | 'replace' | 'traverse'

/** A page request that failed: the server's status (0 when the network failed) and where it was going. */
export interface NavigationFailure {
  status: number
  target: string
}

interface NavigationListener {
  start?: (target: URL, type: NavigationType) => void
  fail?: (failure: NavigationFailure) => void
}

const listeners = new Set<NavigationListener>()
let pending: URL | null = null

export function subscribeNavigation(listener: NavigationListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

type Page = Pick<URL, 'pathname' | 'search'>

/** Whether two addresses are the same page of the router (a `#…` aside). */
export const samePage = (a: Page, b: Page) => a.pathname === b.pathname && a.search === b.search

/** The router starts a navigation (a link, back/forward, or `router.push` from code). */
export function navigationStarted(href: string, type: NavigationType) {
  const target = new URL(href, window.location.href)
  // A link to the page already shown, or to an anchor on it: the route does not change.
  if (type !== 'traverse' && samePage(target, new URL(window.location.href))) return
  pending = target
  for (const listener of listeners) listener.start?.(target, type)
}

/** The new route has rendered. */
export function navigationSettled() {
  pending = null
}

/** Where the router is going, while a navigation is under way. */
export function pendingNavigation(): URL | null {
  return pending
}

function navigationFailed(failure: NavigationFailure) {
  for (const listener of listeners) listener.fail?.(failure)
}

/** A request the router makes to render a route (not a prefetch, not a server action). */
function isPageRequest(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
  return (
    headers.get('rsc') === '1' &&
    !headers.has('next-router-prefetch') &&
    !headers.has('next-router-segment-prefetch') &&
    !headers.has('next-action')
  )
}

function requestTarget(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
  url.searchParams.delete('_rsc')
  return url.href
}

/**
 * Watches the router's page requests: when the server answers 5xx or the network fails, the navigation is
 * reported failed (spec §4: the bar turns red and the error page is raised). The router is then left waiting
 * instead of falling back to a full page load, which would hide the failure behind another request; only
 * offline, with the service worker answering page loads, is the full load the better answer.
 */
export function watchPageRequests() {
  const send = window.fetch.bind(window)
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isPageRequest(input, init)) return send(input, init)
    let status = 0
    try {
      const response = await send(input, init)
      if (response.status < 500) return response
      status = response.status
    } catch (error) {
      if (init?.signal?.aborted) throw error
    }
    const target = pendingNavigation()?.href ?? requestTarget(input)
    // Offline with the service worker in charge: a full load lets it answer with the copy of the page this
    // browser saw last, or the offline page, instead of an error.
    if (status === 0 && !navigator.onLine && navigator.serviceWorker?.controller) {
      window.location.assign(target)
      return new Promise<Response>(() => {})
    }
    navigationFailed({ status, target })
    return new Promise<Response>(() => {})
  }
}
