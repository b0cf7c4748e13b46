'use client'

import { useCallback, useSyncExternalStore } from 'react'

/** Subscribes to what changes scroll-derived state: scrolling and resizing. */
export function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

/** A value derived from the scroll position; re-renders only when it changes. `getSnapshot` must be stable. */
export function useScrollSnapshot<T extends string | number | boolean>(
  getSnapshot: () => T,
  serverSnapshot: T,
): T {
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => serverSnapshot)
}

/** True once the page is scrolled further than `threshold` px. Pass a stable function for a computed threshold. */
export function useScrolledPast(threshold: number | (() => number)): boolean {
  const getSnapshot = useCallback(
    () => window.scrollY > (typeof threshold === 'function' ? threshold() : threshold),
    [threshold],
  )
  return useScrollSnapshot(getSnapshot, false)
}
