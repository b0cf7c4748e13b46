'use client'

import dynamic from 'next/dynamic'

/**
 * The footer's follow buttons only do something on hover, focus or a tap (their QR codes), far below the first
 * screen: they arrive after the page is interactive. Until then their row keeps its height (a button is 38 px
 * tall), so nothing moves when they appear.
 */
export const LazyFollowUs = dynamic(() => import('./FollowUs.client').then((module) => module.FollowUs), {
  ssr: false,
  loading: () => <div className="h-[38px]" />,
})
