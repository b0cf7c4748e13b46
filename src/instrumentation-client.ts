// Runs in the browser before the app hydrates (Next's instrumentation-client convention).
import { isChunkLoadError, recoverFromChunkError } from '@/lib/chunk-reload'
import { NAVIGATED_ATTRIBUTE } from '@/lib/constants'
import { isHydrated } from '@/lib/hydration'
import { whenIdle } from '@/lib/idle'
import {
  navigationStarted,
  pendingNavigation,
  watchPageRequests,
  type NavigationType,
} from '@/lib/navigation'

// The public site only: Payload's admin (a root layout of its own) keeps Next's own behaviour.
const onSite = !window.location.pathname.startsWith('/admin')

if (onSite) {
  // From here on this module recovers from failed chunks; the guard inlined in the head stands down.
  ;(window as Window & { __siteChunkGuard?: boolean }).__siteChunkGuard = true
  watchPageRequests()

  const recover = () => recoverFromChunkError(pendingNavigation())
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target
      if (element instanceof HTMLScriptElement || element instanceof HTMLLinkElement) {
        // Until the page has hydrated, a page script (or its preload, or a stylesheet) that did not load leaves
        // it dead. Later a failed prefetch is harmless, and a chunk a route needs fails its render instead (the
        // error page recovers). Capture phase: the element's error event does not bubble.
        const url = element instanceof HTMLScriptElement ? element.src : element.href
        if (!isHydrated() && url.includes('/_next/static/')) recover()
      } else if (isChunkLoadError(event.error ?? event.message)) recover()
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recover()
  })
  // Scroll reveal and image retries start once the first screen is interactive: what they do happens below
  // the first screen or after an image has failed (one that failed earlier is found by its state).
  // An embellishment: if its code cannot be fetched (offline, a deployment removed it) the page goes on without.
  const startBehaviours = () =>
    void import('@/lib/behaviours/start').then(
      ({ startBehaviours }) => startBehaviours(),
      (error: unknown) => console.warn('[behaviours]', error),
    )
  whenIdle(startBehaviours)
  // Spec §2: videos have no context menu.
  document.addEventListener('contextmenu', (event) => {
    if (event.target instanceof HTMLVideoElement) event.preventDefault()
  })
}

export function onRouterTransitionStart(url: string, type: NavigationType) {
  if (!onSite) return
  // Sections away from the first screen skip layout only on the page the document was loaded with (globals.css):
  // a page the router renders is laid out whole, so back and forward land where the visitor left, not on heights
  // the browser estimated for sections it had not drawn yet.
  document.documentElement.setAttribute(NAVIGATED_ATTRIBUTE, '')
  navigationStarted(url, type)
}
