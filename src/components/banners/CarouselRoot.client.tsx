'use client'

import { useEffect, useRef } from 'react'

import { nextTask, whenIdleAfterLoad } from '@/lib/idle'
import { loadWhenOnline } from '@/lib/load-when-online'

import type { CarouselControl } from './carousel-behaviour'

/**
 * The carousel's frame, the only part of it that is React on the client. Its slides and controls are the
 * server's markup; what makes them move (`carousel-behaviour.ts`, with embla) is fetched when the carousel is
 * about to be used (pointer over it, a touch, keyboard focus, a click or an arrow key) or once the page has
 * loaded and the browser is idle, so neither is part of the page's first load. Until then the first slide
 * shows, its link works and nothing moves; a click or an arrow key given meanwhile is carried out on arrival,
 * offline too: the code then comes with the connection.
 */
export function CarouselRoot({
  duration,
  ...props
}: React.ComponentProps<'section'> & {
  /** Embla's `duration` for the slide speed (see src/lib/embla-duration.ts). */
  duration: number
}) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const root = ref.current!
    const uses = ['mouseenter', 'touchstart', 'focusin', 'click', 'keydown'] as const
    let control: CarouselControl | undefined
    let pending: Promise<unknown> | undefined
    let gone = false
    let cancelIdle = () => {}

    const forget = () => {
      for (const type of uses) root.removeEventListener(type, onUse)
      cancelIdle()
    }
    // Offline, the code is fetched once the connection is back (loadWhenOnline); if it still fails, the next
    // use tries again (a failure while online also reloads the page once: the chunk guard in the head).
    // Fetched while the browser is idle, the code is set going in a later task than the one that ran it, so
    // that neither is a long one on a slow phone; fetched for a use, at once.
    const load = (idle = false) =>
      (pending ??= loadWhenOnline(() => import('./carousel-behaviour')).then(
        async ({ mountCarousel }) => {
          if (idle) await nextTask()
          forget()
          if (!gone) control = mountCarousel(root, duration)
        },
        () => (pending = undefined),
      ))
    function onUse(event: Event) {
      // Arrow keys move the carousel, not the page, even before its code is here.
      if (event instanceof KeyboardEvent && /^Arrow(Left|Right)$/.test(event.key)) event.preventDefault()
      void load().then(() => control?.replay(event))
    }

    // A touch only fetches the code: passive, so the page scrolls at once.
    for (const type of uses) root.addEventListener(type, onUse, { passive: type === 'touchstart' })
    cancelIdle = whenIdleAfterLoad(() => void load(true), 3000, 1500)
    return () => {
      gone = true
      forget()
      control?.destroy()
    }
  }, [duration])

  return <section ref={ref} {...props} />
}
