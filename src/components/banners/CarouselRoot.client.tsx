'use client'

import { useEffect, useLayoutEffect, useRef } from 'react'

import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_PREPARE_MS } from '@/lib/constants'
import { afterLoad, nextTask } from '@/lib/idle'
import { loadWhenOnline } from '@/lib/load-when-online'

import type { CarouselControl } from './carousel-behaviour'

/**
 * The carousel's frame, the only part of it that is React on the client. Its slides and controls are the
 * server's markup; what makes them move (`carousel-behaviour.ts`, with embla) is fetched when the carousel is
 * about to be used: a pointer over it, a touch, keyboard focus, a click or an arrow key, or, for a carousel
 * that plays by itself, shortly before its first move (`CAROUSEL_PREPARE_MS` after the page's load event;
 * it moves `CAROUSEL_AUTOPLAY_MS` after that event). So none of it is part of the page's first
 * load, nor of the busy seconds after it, and under reduced motion, or with one banner, it comes only if used.
 * Until then the first slide shows, its link works and nothing moves; a click or an arrow key given meanwhile
 * is carried out on arrival, offline too: the code then comes with the connection.
 */
export function CarouselRoot({
  duration,
  ...props
}: React.ComponentProps<'section'> & {
  /** Embla's `duration` for the slide speed (see src/lib/embla-duration.ts). */
  duration: number
}) {
  const ref = useRef<HTMLElement>(null)
  const control = useRef<CarouselControl>(undefined)

  // Stopped in a layout effect's cleanup, before the slides' markup is kept for going back (ServerMarkup's ref,
  // inside this component, lets go after this component's layout effects in the same commit): the markup it keeps
  // is the server's again.
  useLayoutEffect(
    () => () => {
      control.current?.destroy()
      control.current = undefined
    },
    [duration],
  )

  useEffect(() => {
    const root = ref.current!
    const uses = ['mouseenter', 'touchstart', 'focusin', 'click', 'keydown'] as const
    let pending: Promise<unknown> | undefined
    let gone = false
    let cancelLoad = () => {}
    let prepare = 0

    const forget = () => {
      for (const type of uses) root.removeEventListener(type, onUse)
      cancelLoad()
      clearTimeout(prepare)
    }
    // Offline, the code is fetched once the connection is back (loadWhenOnline); if it still fails, the next
    // use tries again (a failure while online also reloads the page once: the chunk guard in the head).
    // Fetched ahead of autoplay, the code is set going in a later task than the one that ran it, so that
    // neither is a long one on a slow phone, and it first moves when it would have had it come with the page;
    // fetched for a use, at once.
    const load = (firstMoveAt?: number) =>
      (pending ??= loadWhenOnline(() => import('./carousel-behaviour')).then(
        async ({ mountCarousel }) => {
          if (firstMoveAt !== undefined) await nextTask()
          forget()
          if (!gone) control.current = mountCarousel(root, duration, firstMoveAt)
        },
        () => (pending = undefined),
      ))
    function onUse(event: Event) {
      // Arrow keys move the carousel, not the page, even before its code is here.
      if (event instanceof KeyboardEvent && /^Arrow(Left|Right)$/.test(event.key)) event.preventDefault()
      void load().then(() => control.current?.replay(event))
    }

    // A touch only fetches the code: passive, so the page scrolls at once.
    for (const type of uses) root.addEventListener(type, onUse, { passive: type === 'touchstart' })
    const plays =
      root.querySelectorAll('[data-slide]').length > 1 &&
      !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (plays)
      cancelLoad = afterLoad(() => {
        const firstMoveAt = performance.now() + CAROUSEL_AUTOPLAY_MS
        prepare = window.setTimeout(() => void load(firstMoveAt), CAROUSEL_PREPARE_MS)
      })
    return () => {
      gone = true
      forget()
    }
  }, [duration])

  return <section ref={ref} {...props} />
}
