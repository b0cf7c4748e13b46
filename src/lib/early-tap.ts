import { EARLY_TAP_GLOBAL } from './constants'

/**
 * Presses the button a visitor tapped before the page had hydrated (EarlyInput remembers it), once the page has
 * hydrated and its handler is live. Only if what it opens is still closed: a tap React already handled is not
 * repeated.
 */
export function replayEarlyTap() {
  const store = window as unknown as Record<string, unknown>
  const button = store[EARLY_TAP_GLOBAL]
  delete store[EARLY_TAP_GLOBAL]
  if (!(button instanceof HTMLButtonElement) || !button.isConnected) return
  if (button.getAttribute('aria-expanded') === 'true') return
  button.click()
}
