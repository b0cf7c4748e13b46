import EmblaCarousel from 'embla-carousel'

import { CAROUSEL_AUTOPLAY_MS } from '@/lib/constants'

export interface CarouselControl {
  /** Carries out a click or an arrow key that arrived before this code did. */
  replay(event: Event): void
  /** Stops it and puts the markup back as the server wrote it (the first slide shown, nothing playing). */
  destroy(): void
}

/**
 * Makes the server's carousel markup (see Carousel.tsx) move: embla on the viewport, previous/next buttons,
 * one dot per slide, arrow keys while it has focus, swipe and drag. It moves on every few seconds, except
 * while hovered, while keyboard focus is inside, when paused with its button, while the next slide's picture
 * is still loading, and never under reduced motion. Slides out of view are inert. Plain DOM code: nothing of
 * it runs before the carousel is used or is about to play (see CarouselRoot), and it is not part of any page's
 * first load. `firstMoveAt` (`performance.now()`) is when it first moves on by itself, when fetched ahead of
 * that.
 */
export function mountCarousel(root: HTMLElement, duration: number, firstMoveAt?: number): CarouselControl {
  const viewport = root.querySelector<HTMLElement>('[data-viewport]')!
  const track = viewport.firstElementChild as HTMLElement
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')]
  const dots = [...root.querySelectorAll<HTMLElement>('[data-dot]')]
  const pause = root.querySelector<HTMLButtonElement>('[data-pause]')
  const count = slides.length
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  // The server's markup hides all but the first slide (their pictures wait for this code); embla measures them.
  for (const slide of slides) slide.hidden = false
  const engine = EmblaCarousel(viewport, { loop: true, duration })

  const keyboardFocusInside = () => {
    const active = document.activeElement
    return !!active && root.contains(active) && active.matches(':focus-visible')
  }
  let hovered = root.matches(':hover')
  let focused = keyboardFocusInside()
  let stopped = false
  let timer = 0
  let pictureWait: AbortController | undefined

  function render() {
    const selected = engine.selectedScrollSnap()
    slides.forEach((slide, index) => (slide.inert = index !== selected))
    dots.forEach((dot, index) =>
      index === selected ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    )
    const playing = !reducedMotion.matches && !stopped && count > 1
    track.setAttribute('aria-live', playing ? 'off' : 'polite')
    if (pause) {
      pause.hidden = reducedMotion.matches || count < 2
      pause.toggleAttribute('data-stopped', stopped)
      pause.setAttribute('aria-label', stopped ? '开始自动播放' : '暂停自动播放')
    }
    clearTimeout(timer)
    pictureWait?.abort()
    // The first move keeps the time it was given (fetched ahead of autoplay), at least a second from now.
    const wait =
      firstMoveAt === undefined ? CAROUSEL_AUTOPLAY_MS : Math.max(firstMoveAt - performance.now(), 1000)
    firstMoveAt = undefined
    if (playing && !hovered && !focused) timer = window.setTimeout(moveOn, wait)
  }

  // Autoplay's move, not into a picture still on its way: the later slides' pictures load when this code comes,
  // which on a slow connection may be after the first move was due. A click or a key moves at once.
  function moveOn() {
    const next = slides[(engine.selectedScrollSnap() + 1) % count]?.querySelector('img')
    if (!next || next.complete) return step(1)
    const wait = (pictureWait = new AbortController())
    const go = () => (wait.abort(), step(1))
    for (const type of ['load', 'error']) next.addEventListener(type, go, { signal: wait.signal })
  }

  const goTo = (index: number) => engine.scrollTo((index + count) % count, reducedMotion.matches)
  function step(delta: 1 | -1) {
    // Embla may not loop two slides: wrap around by index then.
    const canStep = delta > 0 ? engine.canScrollNext() : engine.canScrollPrev()
    if (reducedMotion.matches || !canStep) goTo(engine.selectedScrollSnap() + delta)
    else if (delta > 0) engine.scrollNext()
    else engine.scrollPrev()
  }

  engine.on('select', () => {
    // Focus inside a slide that is about to turn inert would fall to the page: keep it on the carousel.
    const slide = document.activeElement?.closest('[data-slide]')
    if (slide && slides.indexOf(slide as HTMLElement) !== engine.selectedScrollSnap()) root.focus()
    render()
  })

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
  }
  function onClick(event: Event) {
    const control = (event.target as Element).closest<HTMLElement>('[data-step], [data-dot], [data-pause]')
    if (!control || !root.contains(control)) return
    if (control.dataset.step) step(control.dataset.step === 'next' ? 1 : -1)
    else if (control.hasAttribute('data-dot')) goTo(dots.indexOf(control))
    else {
      stopped = !stopped
      render()
    }
  }
  const listeners: [string, EventListener][] = [
    ['keydown', onKeyDown as EventListener],
    ['click', onClick],
    ['mouseenter', () => ((hovered = true), render())],
    ['mouseleave', () => ((hovered = false), render())],
    ['focusin', (event) => ((focused = (event.target as Element).matches(':focus-visible')), render())],
    [
      'focusout',
      (event) => {
        if (root.contains((event as FocusEvent).relatedTarget as Node | null)) return
        focused = false
        render()
      },
    ],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener)
  reducedMotion.addEventListener('change', render)
  root.dataset.engine = 'ready'
  render()

  return {
    replay(event) {
      if (event.type === 'click') onClick(event)
      else if (event.type === 'keydown') onKeyDown(event as KeyboardEvent)
    },
    destroy() {
      clearTimeout(timer)
      pictureWait?.abort()
      for (const [type, listener] of listeners) root.removeEventListener(type, listener)
      reducedMotion.removeEventListener('change', render)
      engine.destroy()
      slides.forEach((slide, index) => {
        slide.hidden = index !== 0
        slide.inert = index !== 0
      })
      dots.forEach((dot, index) =>
        index === 0 ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
      )
      track.setAttribute('aria-live', 'polite')
      if (pause) {
        pause.hidden = true
        pause.removeAttribute('data-stopped')
        pause.setAttribute('aria-label', '暂停自动播放')
      }
      root.dataset.engine = 'waiting'
    },
  }
}
