import { NAVIGATED_ATTRIBUTE } from '@/lib/constants'

/**
 * Part of the head's inline script (HeadScripts.client.tsx), which runs before the body is parsed. Sections
 * away from the first screen skip layout on the page a document was loaded with (`data-navigated` off,
 * globals.css), and the browser places them on estimated heights.
 * Wherever the browser has to land on an exact spot below them, the whole page is laid out first by setting the
 * same switch the router's navigations set:
 * - a reload or a back/forward load puts the visitor back where they were;
 * - a load with a fragment (`/tch-training#apply`) scrolls to its target;
 * - a link to a fragment of this page (a topic's side nav, a hero's 申请试用 → `#apply`) scrolls to its target.
 *   The listener runs in the capture phase, before the link's default action scrolls, and from the first parse,
 *   before the app has hydrated. Without it the target landed 160-184 px below its line.
 */
function layOutWholeWhenLanding(navigatedAttribute: string) {
  const root = document.documentElement
  const whole = () => root.setAttribute(navigatedAttribute, '')
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward' || location.hash.length > 1)
    whole()
  document.addEventListener(
    'click',
    function (event) {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null
      if (
        link instanceof HTMLAnchorElement &&
        link.hash &&
        link.href.split('#')[0] === location.href.split('#')[0]
      )
        whole()
    },
    true,
  )
}

export function exactScrollLayoutSource() {
  return `(${layOutWholeWhenLanding.toString()})(${JSON.stringify(NAVIGATED_ATTRIBUTE)})`
}
