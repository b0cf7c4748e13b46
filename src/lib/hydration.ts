import { EARLY_FRAGMENT_GLOBAL, EARLY_TAP_GLOBAL, HYDRATED_ATTRIBUTE } from './constants'

/** Whether the root layout has hydrated (links navigate on the client, handlers are live). */
export function isHydrated() {
  return document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
}

/**
 * Called once, when the root layout has hydrated: marks the document (browser tests and the head's early-input
 * script read the mark), puts back the `#…` of an in-page link followed before this moment and presses the
 * button a visitor tapped before it, which did nothing then.
 */
export function declareHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
  restoreEarlyFragment()
  replayEarlyTap()
}

/**
 * The router wrote the address it started from (its first commit, before this effect) over the one an in-page
 * link moved to while it was starting: early-input.ts remembered that one. Only the `#…` can differ (anything else
 * is a navigation of its own), and the router's state on the history entry is kept, as after such a link
 * followed once the page is up.
 */
function restoreEarlyFragment() {
  const store = window as unknown as Record<string, unknown>
  const href = store[EARLY_FRAGMENT_GLOBAL]
  delete store[EARLY_FRAGMENT_GLOBAL]
  if (typeof href !== 'string' || href === location.href) return
  if (href.split('#')[0] !== location.href.split('#')[0]) return
  window.history.replaceState(window.history.state, '', href)
}

/**
 * Presses the button tapped before hydration (early-input.ts remembers it), now that its handler is live. Only if
 * what it opens is still closed: a tap React already handled is not repeated.
 */
function replayEarlyTap() {
  const store = window as unknown as Record<string, unknown>
  const button = store[EARLY_TAP_GLOBAL]
  delete store[EARLY_TAP_GLOBAL]
  if (!(button instanceof HTMLButtonElement) || !button.isConnected) return
  if (button.getAttribute('aria-expanded') === 'true') return
  button.click()
}
