import { REVEAL_SEQUENCE_INTERVAL_MS } from '@/lib/constants'

import { eachElement, logged } from './added-elements'

/**
 * Scroll reveal (spec §3, §4, §9), in the spec's second reading: a 600 ms fade with
 * cubic-bezier(0.5, 0, 0, 1), distance 0, no delay, not reset once shown (the transition is in globals.css).
 * Server HTML marks an element `data-reveal`; only an element below the first screen is hidden, so the page
 * as first painted (and its largest text) never waits, nothing moves (opacity only), and without JavaScript
 * or under prefers-reduced-motion everything simply shows. Where an element is comes from the observer's
 * first report, after a frame has been drawn: reading positions here would force the browser to lay out the
 * whole page before its first paint.
 */
export function startScrollReveal() {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const observer = new IntersectionObserver(
    logged('reveal', (entries: IntersectionObserverEntry[]) => {
      let order = 0
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        if (!element.dataset.revealState) {
          // First report: on the first screen or above it, it stays as drawn; below, it waits to be scrolled to.
          // An empty box is content the browser has not laid out yet (a section far from the first screen,
          // `content-visibility: auto` in globals.css): it is not on screen.
          const { top, width, height } = entry.boundingClientRect
          if (entry.isIntersecting || (top <= window.innerHeight && (width > 0 || height > 0))) {
            observer.unobserve(element)
            continue
          }
          element.dataset.revealState = 'hidden'
          continue
        }
        if (!entry.isIntersecting) continue
        observer.unobserve(element)
        element.style.setProperty('--reveal-delay', `${order++ * REVEAL_SEQUENCE_INTERVAL_MS}ms`)
        element.dataset.revealState = 'shown'
      }
    }),
  )
  eachElement<HTMLElement>(
    '[data-reveal]',
    logged('reveal', (element: HTMLElement) => {
      if (!element.dataset.revealState) observer.observe(element)
    }),
  )
}
