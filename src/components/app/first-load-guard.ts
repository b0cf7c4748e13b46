import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/chunk-reload'
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants'

/**
 * Part of the head's inline script (HeadScripts.client.tsx), it runs before any page script: when one of the
 * page's own scripts (or their preloads, or a stylesheet) fails to load (a deployment replaced it) before the app
 * is up, the page reloads once per guard window, as reloadOnceForChunkError does later on (same storage key).
 * Once src/instrumentation-client.ts runs, it takes over (it knows where a navigation was going).
 */
function guard(key: string, windowMs: number) {
  window.addEventListener(
    'error',
    function (event) {
      const element = event.target as (HTMLScriptElement & HTMLLinkElement) | null
      if ((window as Window & { __siteChunkGuard?: boolean }).__siteChunkGuard || !navigator.onLine) return
      // A page script, its preload or a stylesheet of the build.
      const url =
        element &&
        (element.tagName === 'SCRIPT' ? element.src : element.tagName === 'LINK' ? element.href : '')
      if (!url || url.indexOf('/_next/static/') < 0) return
      try {
        const now = Date.now()
        if (now - Number(localStorage.getItem(key) || 0) < windowMs) return
        localStorage.setItem(key, String(now))
        location.reload()
      } catch {
        // Storage blocked: no guard against a loop, so no reload.
      }
    },
    true,
  )
}

export function firstLoadGuardSource() {
  return `(${guard.toString()})(${JSON.stringify(CHUNK_RELOAD_STORAGE_KEY)},${CHUNK_RELOAD_GUARD_MS})`
}
