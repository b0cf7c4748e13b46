'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { isMobileUserAgent } from '@/lib/device'
import { useGlobalStore } from '@/stores/global'

import { headShownOn } from './mobile-nav'

/** On each route entry: recompute the desktop flag and run the route's named middleware on showHead. */
export function MobileRouteState() {
  const pathname = usePathname()
  useEffect(() => {
    const store = useGlobalStore.getState()
    store.setIsPc(!isMobileUserAgent(navigator.userAgent))
    store.setShowHead(headShownOn(pathname, store.showHead))
  }, [pathname])
  return null
}
