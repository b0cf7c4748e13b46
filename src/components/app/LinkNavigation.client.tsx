'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { clientNavigationTarget } from '@/lib/link-navigation'

/**
 * Renders the page one of the site's links points to in the browser, as Next's `Link` does, with one listener
 * for the whole document instead of a client component per link: the links stay plain server markup that costs
 * nothing to hydrate, and a click before this has mounted is an ordinary page load. On `window`, so that a
 * component's own handler (closing the menu, switching a tab in place) runs first and can keep the click.
 */
export function LinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const target = clientNavigationTarget(event, anchor, window.location)
      if (!target) return
      event.preventDefault()
      router.push(target)
    }
    window.addEventListener('click', onClick)
    return () => window.removeEventListener('click', onClick)
  }, [router])
  return null
}
