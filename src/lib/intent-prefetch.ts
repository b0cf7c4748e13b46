import { samePage } from './navigation'

/**
 * Which address a link's "intent" (a pointer over it, a touch on it, keyboard focus) prefetches, if any.
 *
 * The site's links do not prefetch when they come into view (src/components/ui/Link.tsx): on a cheap phone the
 * router's prefetches of every page the first screen links to cost main-thread time while the page is starting
 * (about 185 ms of Lighthouse's total blocking time on `/` at 4x), and data a visitor who never opens those
 * pages pays for. A page is prefetched once someone shows they may open it, which is still 100-300 ms before
 * the click.
 */
export function prefetchTarget(
  anchor: Pick<Element, 'tagName' | 'getAttribute' | 'hasAttribute'> | null,
  current: { origin: string; pathname: string; search: string },
): string | null {
  const url = routerLinkUrl(anchor, current)
  // The same page (a hash link to a section of it).
  if (!url || samePage(url, current)) return null
  return url.pathname + url.search
}

/**
 * The address of a link the site's router renders, or null for one the browser follows itself: not an <a>, a
 * download, a new tab, a link its own code handles in place (the phone news feed's tabs), another origin, the
 * API, the admin (its own root layout) and files.
 */
export function routerLinkUrl(
  anchor: Pick<Element, 'tagName' | 'getAttribute' | 'hasAttribute'> | null,
  current: { origin: string; pathname: string; search: string },
): URL | null {
  if (anchor?.tagName !== 'A') return null
  const target = anchor.getAttribute('target')
  if (anchor.hasAttribute('download') || (target && target !== '_self')) return null
  if (anchor.hasAttribute('data-handled-in-place')) return null
  const raw = anchor.getAttribute('href')
  if (!raw || raw.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(raw, current.origin + current.pathname + current.search)
  } catch {
    return null
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null
  if (/^\/(api|admin|_next)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null
  return url
}
