'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { prefetchTarget } from '@/lib/intent-prefetch'

/**
 * Prefetches a page when a visitor shows they may open it: a pointer over its link (a mouse, or a finger as it
 * touches down), or keyboard focus. One listener for the whole document; the links themselves stay plain
 * server markup (src/components/ui/Link.tsx).
 */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    let last: Element | null = null
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (anchor === last) return
      last = anchor
      const target = prefetchTarget(anchor, window.location)
      if (target) router.prefetch(target)
    }
    const options = { capture: true, passive: true }
    document.addEventListener('pointerover', onIntent, options)
    document.addEventListener('focusin', onIntent, options)
    // For tests and anyone debugging: the listener is in place.
    document.documentElement.dataset.intentPrefetch = 'on'
    return () => {
      delete document.documentElement.dataset.intentPrefetch
      document.removeEventListener('pointerover', onIntent, options)
      document.removeEventListener('focusin', onIntent, options)
    }
  }, [router])
  return null
}
