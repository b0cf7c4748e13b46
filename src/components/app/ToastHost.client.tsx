'use client'

import { useEffect, useState } from 'react'

import { loadWhenOnline } from '@/lib/load-when-online'
import { hasQueuedToasts, onToastQueued, takeQueuedToasts } from '@/lib/toast'

type Sonner = typeof import('sonner')

/**
 * Renders the site's toasts (src/lib/toast.ts). Sonner's code is fetched with the first toast; until then this
 * renders nothing. A toast queued while the code cannot be had (offline) waits, and the next one tries again.
 */
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null)

  useEffect(() => {
    if (sonner) {
      // Sonner's Toaster (a child) has subscribed to its store in its own effect, which ran before this one.
      const flush = () => {
        for (const { kind, message } of takeQueuedToasts()) sonner.toast[kind](message)
      }
      flush()
      return onToastQueued(flush)
    }
    let gone = false
    const load = () =>
      void loadWhenOnline(() => import('sonner')).then(
        (module) => !gone && setSonner(module),
        (error: unknown) => console.warn('[toasts]', error),
      )
    if (hasQueuedToasts()) load()
    const stop = onToastQueued(load)
    return () => {
      gone = true
      stop()
    }
  }, [sonner])

  return sonner ? <sonner.Toaster position="top-center" richColors closeButton /> : null
}
