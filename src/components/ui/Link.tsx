import type { ComponentProps } from 'react'

import { ROUTER_LINK_ATTRIBUTE } from '@/lib/link-navigation'

/**
 * The site's link: a plain <a>, marked for the router, which renders the page it points to on a click
 * (LinkNavigation in the root layout) and prefetches it when a visitor shows intent (src/lib/intent-prefetch.ts).
 * A page's links add no client component to hydrate, and nothing is prefetched on sight.
 */
export function Link(props: ComponentProps<'a'> & { href: string }) {
  return <a {...{ [ROUTER_LINK_ATTRIBUTE]: '' }} {...props} />
}
