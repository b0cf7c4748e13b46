'use client'

import { useEffect, useState } from 'react'

/**
 * False on the server, while the page hydrates and until the task after hydration's effects, true from then
 * on. A part rendered only then leaves nothing in the server's HTML, so no boundary for hydration to render on
 * the client (what a client-only `dynamic()` leaves, or a hook that bails out of the server's render), and its
 * render and commit are a task of their own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setHydrated(true), 0)
    return () => window.clearTimeout(timer)
  }, [])
  return hydrated
}
