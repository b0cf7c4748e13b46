'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import { Optional } from '@/components/app/Optional.client'
import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
import { useMediaQuery } from '@/components/hooks/use-media-query'
import { FLOAT_WINDOW_MEDIA } from '@/lib/constants'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * The float window arrives after the page is interactive: it is fixed at the screen's edge (nothing moves when
 * it appears) and nothing on the first paint needs it. Only screens of `FLOAT_WINDOW_MEDIA` show it, so only
 * they fetch and mount it (a window widened to it gets it then).
 */
const FloatWindow = dynamic(
  () => loadWhenOnline(() => import('./FloatWindow.client')).then((module) => module.FloatWindowClient),
  {
    ssr: false,
  },
)

type Props = ComponentProps<typeof FloatWindow>

export function LazyFloatWindow(props: Props) {
  return useMediaQuery(FLOAT_WINDOW_MEDIA) ? <FloatWindowAfterLoad {...props} /> : null
}

function FloatWindowAfterLoad(props: Props) {
  if (!useIdleAfterLoad()) return null
  return (
    <Optional name="float-window">
      <FloatWindow {...props} />
    </Optional>
  )
}
