import { EARLY_TAP_GLOBAL, HYDRATED_ATTRIBUTE } from './constants'

/** Whether the root layout has hydrated (links navigate on the client, handlers are live). */
export function isHydrated() {
  return document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
}

/**
 * Called once, when the root layout has hydrated: marks the document (browser tests and the head's early-input
 * script read the mark) and presses the button a visitor tapped before this moment, which did nothing then.
 */
export function declareHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
  replayEarlyTap()
}

/**
 * Presses the button tapped before hydration (EarlyInput remembers it), now that its handler is live. Only if
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
