'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * With a session, the profile is loaded when the page loads and refreshed in the background on every
 * route change (navigation never waits). Code 36 ends the session: cookies cleared, 登录 shown again; any
 * other failure shows its msg (src/lib/session.ts loadProfile).
 */
export function SessionSync() {
  const pathname = usePathname()
  useEffect(() => {
    let cancelled = false
    void (async () => {
      // Loaded lazily: visitors without a session never download the request client for this.
      const session = await import('@/lib/session')
      if (!cancelled && session.hasSessionHint()) await session.loadProfile()
    })()
    return () => {
      cancelled = true
    }
  }, [pathname])
  return null
}
