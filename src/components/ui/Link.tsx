import type { ComponentProps } from 'react'

/**
 * The site's link: a plain <a>. The router renders the page it points to on a click (LinkNavigation in the
 * root layout) and prefetches it when a visitor shows intent (src/lib/intent-prefetch.ts), so a page's links
 * add no client component to hydrate, and nothing is prefetched on sight.
 */
export function Link(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />
}
