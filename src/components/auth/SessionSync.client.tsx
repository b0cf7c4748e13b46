'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { EduCode } from '@/lib/edu-contract'
import { useUserStore } from '@/stores/user'

/**
 * With a session, the profile is loaded when the page loads and refreshed in the background on every
 * route change (navigation never waits). Code 36 ends the session: cookies cleared, 登录 shown again.
 */
export function SessionSync() {
  const pathname = usePathname()
  useEffect(() => {
    let cancelled = false
    void (async () => {
      // Loaded lazily: visitors without a session never download the request client for this.
      const session = await import('@/lib/session')
      if (!session.hasSessionHint()) return
      try {
        const result = await session.fetchProfile()
        if (cancelled) return
        if (result.code === 0 && result.data) useUserStore.getState().setProfile(result.data)
        else if (result.code === EduCode.sessionInvalid) {
          session.clearReadableCookies()
          useUserStore.getState().setProfile(null)
        }
      } catch {
        // A failed background refresh keeps the current state; the next navigation tries again.
      }
    })()
    return () => {
      cancelled = true
    }
  }, [pathname])
  return null
}
