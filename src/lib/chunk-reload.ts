import { CHUNK_RELOAD_GUARD_MS } from './constants'

const STORAGE_KEY = 'chunk-reload-at'

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
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0)
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(STORAGE_KEY, String(now))
  reload()
  return true
}
