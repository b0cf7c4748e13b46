'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { afterLoad, whenIdle } from '@/lib/idle'
import { externalReferrerHost, PAGE_VIEW_ENDPOINT } from '@/lib/page-views'

import { analyticsVendor, loadAnalyticsTag } from './analytics-tag'

/** Staff previewing a draft or an unpublished article (the preview bar and notice carry this mark). */
const isStaffPreview = () => Boolean(document.querySelector('[data-staff-preview]'))

/** The page view goes out as a beacon: it survives the tab closing and never holds up the page. */
function sendView(path: string, referrerHost: string) {
  const body = new URLSearchParams({ p: path, r: referrerHost })
  if (!navigator.sendBeacon?.(PAGE_VIEW_ENDPOINT, body))
    fetch(PAGE_VIEW_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {})
}

/**
 * Counts each page the visitor sees, the first one and every client-side navigation: the site's own
 * statistics (`count`) and, with an analytics id, the third-party tag. Loaded after the page is interactive.
 */
export function PageViews({ count, analyticsId }: { count: boolean; analyticsId: string }) {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    const firstPage = first.current
    first.current = false
    // The public address (a page served through a rewrite has another route), read once the router moved.
    const path = window.location.pathname
    // Another site's address only for the page the visit starts on: later pages are moves within the site.
    const referrer = firstPage ? externalReferrerHost(document.referrer, window.location.host) : ''
    whenIdle(() => {
      if (isStaffPreview()) return
      if (count) sendView(path, referrer)
      if (!analyticsId) return
      // After the page's own load event: an idle moment can come first on a busy phone, while images still load.
      if (firstPage) afterLoad(() => loadAnalyticsTag(analyticsId))
      else analyticsVendor.trackPage(window, path)
    })
  }, [pathname, count, analyticsId])
  return null
}
