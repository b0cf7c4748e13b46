'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, useSyncExternalStore } from 'react'

import { Optional } from '@/components/app/Optional.client'
import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
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

const wide = () => window.matchMedia(FLOAT_WINDOW_MEDIA)
function onWidthChange(change: () => void) {
  const media = wide()
  media.addEventListener('change', change)
  return () => media.removeEventListener('change', change)
}

export function LazyFloatWindow(props: Props) {
  const shown = useSyncExternalStore(
    onWidthChange,
    () => wide().matches,
    () => false,
  )
  return shown ? <FloatWindowAfterLoad {...props} /> : null
}

function FloatWindowAfterLoad(props: Props) {
  if (!useIdleAfterLoad()) return null
  return (
    <Optional name="float-window">
      <FloatWindow {...props} />
    </Optional>
  )
}
