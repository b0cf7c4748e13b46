'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { CAROUSEL_AUTOPLAY_MS } from '@/lib/constants'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Until hydrated the motion preference is unknown: treat it as reduced, so nothing moves early. */
function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

/**
 * Embla, fetched when the carousel is about to be used (pointer over it, a touch, keyboard focus, a click on
 * its controls) or once the page has loaded and the browser is idle, so it is not part of the page's first
 * load. Until then the server's markup shows the first slide, its links work and nothing moves. Resolves with
 * the engine (the same one however often it is asked).
 */
function useLazyEmbla(options: { loop: boolean; duration: number }, onSelect: (index: number) => void) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const pending = useRef<Promise<EmblaCarouselType | undefined>>(null)
  const { loop, duration } = options

  const load = useCallback(() => {
    pending.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current
      if (!viewport) return undefined
      const engine = EmblaCarousel(viewport, { loop, duration })
      // Listening from the start: a click that brought embla here moves it at once.
      engine.on('select', () => onSelect(engine.selectedScrollSnap()))
      setEmbla(engine)
      return engine
    })
    return pending.current
  }, [loop, duration, onSelect])

  useEffect(() => {
    let idle = 0
    let timer = 0
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => void load(), { timeout: 3000 })
      else timer = setTimeout(() => void load(), 1500) as unknown as number
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [load])

  useEffect(() => () => embla?.destroy(), [embla])

  return { viewportRef, embla, load }
}

const controlClass =
  'grid place-items-center rounded-full bg-ink/55 text-white backdrop-blur-sm transition-colors hover:bg-ink/75 focus-visible:outline-white'

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={`size-5 ${flip ? 'rotate-180' : ''}`} aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

/**
 * Banner carousel (WAI-ARIA carousel pattern): previous/next buttons, one dot per slide, arrow keys while it
 * has focus, swipe and drag by embla. It moves on every few seconds, except while hovered, while keyboard
 * focus is inside, when paused with its button, and never under reduced motion. Slides out of view are inert.
 */
export function Carousel({
  label,
  duration,
  slides,
}: {
  label: string
  /** Embla's `duration` for the slide speed (see src/lib/embla-duration.ts). */
  duration: number
  slides: React.ReactNode[]
}) {
  const count = slides.length
  const rootRef = useRef<HTMLElement>(null)
  const [selected, setSelected] = useState(0)
  const onSelect = useCallback((index: number) => {
    // Focus inside a slide that is about to turn inert would fall to the page: keep it on the carousel.
    const slide = document.activeElement?.closest('[data-slide]')
    if (slide && Number(slide.getAttribute('data-slide')) !== index) rootRef.current?.focus()
    setSelected(index)
  }, [])
  const { viewportRef, embla, load } = useLazyEmbla({ loop: true, duration }, onSelect)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = useReducedMotion()
  const playing = !reducedMotion && !stopped && count > 1

  // A control used before embla has arrived waits for it.
  const goTo = useCallback(
    async (index: number) => (await load())?.scrollTo((index + count) % count, reducedMotion),
    [load, count, reducedMotion],
  )
  const step = useCallback(
    async (delta: 1 | -1) => {
      const engine = await load()
      if (!engine) return
      // Embla may not loop two slides: wrap around by index then.
      const canStep = delta > 0 ? engine.canScrollNext() : engine.canScrollPrev()
      if (reducedMotion || !canStep) void goTo(engine.selectedScrollSnap() + delta)
      else if (delta > 0) engine.scrollNext()
      else engine.scrollPrev()
    },
    [load, goTo, reducedMotion],
  )

  useEffect(() => {
    if (!embla || !playing || hovered || focused) return
    const timer = window.setTimeout(() => void step(1), CAROUSEL_AUTOPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [embla, playing, hovered, focused, selected, step])

  return (
    <section
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      data-engine={embla ? 'ready' : 'waiting'}
      className="relative h-full rounded-[inherit] focus-visible:outline-white focus-visible:outline-offset-0 focus-visible:shadow-[0_0_0_5px_var(--color-ink)]"
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
        event.preventDefault()
        void step(event.key === 'ArrowRight' ? 1 : -1)
      }}
      onMouseEnter={() => {
        setHovered(true)
        void load()
      }}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => void load()}
      onFocus={(event) => {
        setFocused(event.target.matches(':focus-visible'))
        void load()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div ref={viewportRef} className="h-full overflow-hidden rounded-[inherit]">
        <div className="flex h-full touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`第 ${index + 1} 张，共 ${count} 张`}
              data-slide={index}
              inert={index !== selected}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <button
        type="button"
        aria-label="上一张"
        className={`${controlClass} absolute top-1/2 left-3 size-10 -translate-y-1/2`}
        onClick={() => void step(-1)}
      >
        <Chevron />
      </button>
      <button
        type="button"
        aria-label="下一张"
        className={`${controlClass} absolute top-1/2 right-3 size-10 -translate-y-1/2`}
        onClick={() => void step(1)}
      >
        <Chevron flip />
      </button>

      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`第 ${index + 1} 张`}
            aria-current={index === selected ? 'true' : undefined}
            className="grid h-6 min-w-6 place-items-center rounded-full focus-visible:outline-white"
            onClick={() => void goTo(index)}
          >
            <span
              className={`block h-2 rounded-full shadow ring-1 ring-ink/30 transition-[width] ${index === selected ? 'w-5 bg-white' : 'w-2 bg-white/60'}`}
            />
          </button>
        ))}
      </div>

      {reducedMotion || count < 2 ? null : (
        <button
          type="button"
          aria-label={stopped ? '开始自动播放' : '暂停自动播放'}
          className={`${controlClass} absolute right-3 bottom-3 size-8`}
          onClick={() => setStopped(!stopped)}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
            {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      )}
    </section>
  )
}
