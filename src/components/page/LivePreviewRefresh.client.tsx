'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live preview (an iframe of this site in draft mode): tells the admin the page is ready and
 * re-renders it whenever the admin saves the document (autosave included), so the draft shows as it is typed.
 * The messages are Payload's live-preview protocol; only this site's own origin is listened to.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.origin === window.location.origin && data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
