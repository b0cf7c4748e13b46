import { routerLinkUrl } from './intent-prefetch'
import { samePage } from './navigation'

/** What of a click decides whether the router takes it (a MouseEvent, or its fields in a test). */
export interface LinkClick {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
export const isModifiedClick = (click: Omit<LinkClick, 'defaultPrevented'>) =>
  click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey

/** Marks the site's links (src/components/ui/Link.tsx): an <a> without it (a retry, leaving a preview) is a page load. */
export const ROUTER_LINK_ATTRIBUTE = 'data-router-link'

/**
 * Where the router should go for a click on one of the site's links, or null when the browser follows it itself
 * (as Next's `Link` decides): an <a> that is not one of them, a click handled already, another button or a
 * modifier key (a new tab or window, a download), a link the router does not render (routerLinkUrl), and a `#…`
 * on the page shown, which the browser scrolls to.
 */
export function clientNavigationTarget(
  click: LinkClick,
  anchor: Pick<Element, 'tagName' | 'getAttribute' | 'hasAttribute'> | null,
  current: { origin: string; pathname: string; search: string },
): string | null {
  if (click.defaultPrevented || isModifiedClick(click)) return null
  if (!anchor?.hasAttribute(ROUTER_LINK_ATTRIBUTE)) return null
  const url = routerLinkUrl(anchor, current)
  if (!url) return null
  if (url.hash && samePage(url, current)) return null
  return url.pathname + url.search + url.hash
}
