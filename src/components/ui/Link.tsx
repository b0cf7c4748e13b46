import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The site's link: Next's `Link` (client-side navigation) without prefetching on sight. Pages are prefetched
 * when a visitor shows intent instead (src/lib/intent-prefetch.ts, IntentPrefetch in the root layout).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
