'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import { Optional } from '@/components/app/Optional.client'
import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * The float window arrives after the page is interactive: it is fixed at the screen's edge (nothing moves when
 * it appears), only desktop screens show it, and nothing on the first paint needs it.
 */
const FloatWindow = dynamic(
  () => loadWhenOnline(() => import('./FloatWindow.client')).then((module) => module.FloatWindowClient),
  {
    ssr: false,
  },
)

export function LazyFloatWindow(props: ComponentProps<typeof FloatWindow>) {
  if (!useIdleAfterLoad()) return null
  return (
    <Optional name="float-window">
      <FloatWindow {...props} />
    </Optional>
  )
}
