'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { isMobileUserAgent } from '@/lib/device'
import { useGlobalStore } from '@/stores/global'

/** Recomputes the global `isPc` flag on every route entry (spec §2). */
export function DeviceFlag() {
  const pathname = usePathname()
  const setIsPc = useGlobalStore((state) => state.setIsPc)
  useEffect(() => {
    setIsPc(!isMobileUserAgent(navigator.userAgent))
  }, [pathname, setIsPc])
  return null
}
