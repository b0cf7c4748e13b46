'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import { Optional } from '@/components/app/Optional.client'
import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
import { loadWhenOnline } from '@/lib/load-when-online'

// A button's height: its 24 px icon, 8 px of padding above and below, a 1 px border.
const placeholder = <div className="h-[42px]" />

/**
 * The footer's follow buttons only do something on hover, focus or a tap (their QR codes), far below the first
 * screen: they arrive after the page is interactive. Until then their row keeps its height, so nothing moves
 * when they appear.
 */
const FollowUs = dynamic(
  () => loadWhenOnline(() => import('./FollowUs.client')).then((module) => module.FollowUs),
  {
    ssr: false,
    loading: () => placeholder,
  },
)

export function LazyFollowUs(props: ComponentProps<typeof FollowUs>) {
  if (!useIdleAfterLoad()) return placeholder
  return (
    <Optional name="follow-us" fallback={placeholder}>
      <FollowUs {...props} />
    </Optional>
  )
}
