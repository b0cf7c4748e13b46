/**
 * The site's toasts. Sonner (about 12 kB gzip) renders them, but only a failed request, a login or a permission
 * error shows one, and most visits show none: a toast is queued here, and the toast host
 * (src/components/app/ToastHost.client.tsx) fetches sonner with the first one and shows what is queued.
 */
type Kind = 'success' | 'error'

export type QueuedToast = { kind: Kind; message: string }

const queued: QueuedToast[] = []
const listeners = new Set<() => void>()

function show(kind: Kind, message: string) {
  queued.push({ kind, message })
  for (const listener of listeners) listener()
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
}

/** The toasts waiting to be shown, removed from the queue. */
export function takeQueuedToasts(): QueuedToast[] {
  return queued.splice(0)
}

export function hasQueuedToasts(): boolean {
  return queued.length > 0
}

/** Calls `listener` whenever a toast is queued; returns the unsubscribe function. */
export function onToastQueued(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
