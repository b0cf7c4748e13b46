'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense } from 'react'

/**
 * Competition layout rules (spec §2): the header is hidden on /com-exam or when embedded in the platform
 * (`from=platform`); the footer only when embedded.
 */
export function CompetitionChrome({
  part,
  children,
}: {
  part: 'header' | 'footer'
  children: React.ReactNode
}) {
  const pathname = usePathname()
  if (part === 'header' && pathname === '/com-exam') return null
  // The query is only known in the browser for a static page; until then the part renders as usual.
  return (
    <Suspense fallback={children}>
      <HiddenWhenEmbedded>{children}</HiddenWhenEmbedded>
    </Suspense>
  )
}

function HiddenWhenEmbedded({ children }: { children: React.ReactNode }) {
  const from = useSearchParams().get('from')
  return from === 'platform' ? null : children
}
