'use client'

import { useEffect } from 'react'

import { SESSION_HINT_COOKIE } from '@/lib/edu-contract'
import { subscribeNavigation } from '@/lib/navigation'

let inFlight: Promise<unknown> | null = null

const hasHint = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))

/** Asks who is signed in, in the background, once at a time; without a session hint nothing is loaded. */
function refreshProfile() {
  if (inFlight || !hasHint()) return
  inFlight = import('@/lib/session')
    .then((session) => session.loadProfile())
    .finally(() => {
      inFlight = null
    })
}

/**
 * With a session, the profile is loaded when the page loads and refreshed in the background before every
 * route change (spec §4: navigation never waits for it): when the router announces a navigation (a link,
 * back/forward, router.push), before it requests the next page. Code 36 ends the session:
 * cookies cleared, 登录 shown again; any other failure shows its msg (src/lib/session.ts loadProfile).
 */
export function SessionSync() {
  useEffect(() => {
    refreshProfile()
    return subscribeNavigation({ start: refreshProfile })
  }, [])
  return null
}
