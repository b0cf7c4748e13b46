import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_PRELOAD_FACTOR, LAZY_IMAGE_THROTTLE_MS } from '@/lib/constants'

import { eachElement, logged } from './added-elements'

/** Shown in the image's own box after its last failed try: a picture outline on a light ground. */
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#eef2fb"/><g fill="none" stroke="#9fb0d3" stroke-width="3"><rect x="58" y="33" width="44" height="34" rx="4"/><path d="m62 63 12-13 9 9 6-6 9 10"/></g></svg>',
  )

type State = 'loading' | 'loaded' | 'error'

const setState = (image: HTMLImageElement, state: State) => (image.dataset.imgState = state)

/**
 * Content images (spec §4, §9): loading, loaded or error, shown in `data-img-state`; a lazy image starts
 * loading 1.3 viewport heights before it comes into view; a failed image is tried again, up to 3 tries in
 * all, and after the last one shows a placeholder in its own box (width and height stay, nothing shifts).
 * The server renders `<img data-img>` (src/components/media/Img.tsx): without JavaScript it is a plain image.
 */
export function startImages() {
  const failed = logged('images', (image: HTMLImageElement) => {
    if (image.dataset.imgState === 'error') return
    const tries = Number(image.dataset.imgTries ?? 1)
    if (tries >= LAZY_IMAGE_ATTEMPTS) {
      setState(image, 'error')
      image.removeAttribute('srcset')
      image.src = PLACEHOLDER
      return
    }
    image.dataset.imgTries = String(tries + 1)
    setState(image, 'loading')
    setTimeout(() => {
      // Setting the sources again, even to the same values, makes the browser request the image again.
      const { srcset, src } = image
      if (srcset) image.srcset = srcset
      image.src = src
    }, LAZY_IMAGE_THROTTLE_MS * tries)
  })
  const loaded = (image: HTMLImageElement) => {
    if (image.dataset.imgState !== 'error') setState(image, 'loaded')
  }

  // Capture phase: an image's load and error events do not bubble.
  for (const type of ['load', 'error'] as const)
    document.addEventListener(
      type,
      (event) => {
        const image = event.target
        if (image instanceof HTMLImageElement && image.hasAttribute('data-img'))
          (type === 'load' ? loaded : failed)(image)
      },
      true,
    )

  const preload =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue
              preload?.unobserve(entry.target)
              ;(entry.target as HTMLImageElement).loading = 'eager'
            }
          },
          { rootMargin: `${LAZY_IMAGE_PRELOAD_FACTOR * 100}% 0px` },
        )
      : null

  eachElement<HTMLImageElement>(
    'img[data-img]',
    logged('images', (image: HTMLImageElement) => {
      if (image.dataset.imgState) return
      if (!image.complete) {
        setState(image, 'loading')
        if (image.loading === 'lazy') preload?.observe(image)
      } else {
        // Settled before this script ran: decode() tells a broken image from one that loaded (an SVG can
        // have no natural width and still be fine).
        image.decode().then(
          () => loaded(image),
          () => failed(image),
        )
      }
    }),
  )
}
