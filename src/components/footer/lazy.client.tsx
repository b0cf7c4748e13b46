'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import { Optional } from '@/components/app/Optional.client'
import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * The footer's follow buttons only do something on hover, focus or a tap (their QR codes), far below the first
 * screen: they arrive after the page is interactive. Until then their row keeps its height (a button is 38 px
 * tall), so nothing moves when they appear.
 */
const FollowUs = dynamic(
  () => loadWhenOnline(() => import('./FollowUs.client')).then((module) => module.FollowUs),
  {
    ssr: false,
    loading: () => <div className="h-[38px]" />,
  },
)

export function LazyFollowUs(props: ComponentProps<typeof FollowUs>) {
  if (!useIdleAfterLoad()) return <div className="h-[38px]" />
  return (
    <Optional name="follow-us" fallback={<div className="h-[38px]" />}>
      <FollowUs {...props} />
    </Optional>
  )
}
