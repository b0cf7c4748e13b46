'use client'

import dynamic from 'next/dynamic'

/**
 * The float window arrives after the page is interactive: it is fixed at the screen's edge (nothing moves when
 * it appears), only desktop screens show it, and nothing on the first paint needs it.
 */
export const LazyFloatWindow = dynamic(
  () => import('./FloatWindow.client').then((module) => module.FloatWindowClient),
  { ssr: false },
)
