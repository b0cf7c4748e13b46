'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { SESSION_HINT_COOKIE } from '@/lib/edu-contract'

/** A refresh started this recently covers the route change that follows it. */
const COVERED_MS = 3000

let inFlight: Promise<unknown> | null = null
let lastStarted = 0

const hasHint = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))

/** Asks who is signed in, in the background, once at a time; without a session hint nothing is loaded. */
function refreshProfile() {
  if (inFlight || !hasHint()) return
  lastStarted = Date.now()
  inFlight = import('@/lib/session')
    .then((session) => session.loadProfile())
    .finally(() => {
      inFlight = null
    })
}

/** A click that will make the router change route: a plain left click on a link to another page of the site. */
function leadsToAnotherPage(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin && url.pathname !== window.location.pathname
}

/**
 * With a session, the profile is loaded when the page loads and refreshed in the background before every
 * route change (spec §4: navigation never waits for it): on the click of a link and on back/forward, before
 * the router moves; a route change from code is covered when the new route renders. Code 36 ends the session:
 * cookies cleared, 登录 shown again; any other failure shows its msg (src/lib/session.ts loadProfile).
 */
export function SessionSync() {
  const pathname = usePathname()

  useEffect(() => {
    // Capture phase on the document: before the router's own click handler starts the navigation.
    const onClick = (event: MouseEvent) => {
      if (leadsToAnotherPage(event)) refreshProfile()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', refreshProfile)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', refreshProfile)
    }
  }, [])

  useEffect(() => {
    if (Date.now() - lastStarted > COVERED_MS) refreshProfile()
  }, [pathname])

  return null
}
