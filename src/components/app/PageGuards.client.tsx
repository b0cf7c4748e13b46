'use client'

import { useEffect } from 'react'

import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload'

/**
 * Page-wide behaviour with no UI: one reload when a page chunk fails to load (a new deployment
 * replaced it), and no context menu on videos.
 */
export function PageGuards() {
  useEffect(() => {
    const onChunkFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      try {
        reloadOnceForChunkError(window.localStorage, () => window.location.reload())
      } catch {
        // Storage blocked (private mode): without a guard a reload could loop, so do nothing.
      }
    }
    const onError = (event: ErrorEvent) => onChunkFailure(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason)
    const onContextMenu = (event: MouseEvent) => {
      if (event.target instanceof HTMLVideoElement) event.preventDefault()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    document.addEventListener('contextmenu', onContextMenu)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      document.removeEventListener('contextmenu', onContextMenu)
    }
  }, [])
  return null
}
