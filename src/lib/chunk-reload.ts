import { CHUNK_RELOAD_GUARD_MS } from './constants'

/** The storage key of the last reload, shared with the first-load guard inlined in the page's head. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at'

/** True for the errors a missing or stale page chunk raises (webpack and Turbopack wordings). */
export function isChunkLoadError(reason: unknown): boolean {
  const name = typeof reason === 'object' && reason && 'name' in reason ? String(reason.name) : ''
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return (
    name === 'ChunkLoadError' ||
    /ChunkLoadError|Failed to load chunk|Loading chunk [\w-]+ failed/i.test(message)
  )
}

/** Reloads at most once per guard window; returns whether it reloaded. */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0)
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
  reload()
  return true
}

/**
 * After a chunk failed to load: loads the page again (the page the router was going to, during a navigation),
 * at most once per guard window. Returns whether it did; false means the caller shows the error page.
 */
export function recoverFromChunkError(target: URL | null): boolean {
  // Offline, nothing was replaced: a reload would only show the browser's own error page.
  if (!navigator.onLine) return false
  try {
    return reloadOnceForChunkError(window.localStorage, () => {
      if (target && target.href !== window.location.href) window.location.assign(target.href)
      else window.location.reload()
    })
  } catch {
    // Storage blocked (private mode): without a guard a reload could loop, so the error page shows instead.
    return false
  }
}
