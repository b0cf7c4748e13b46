import { Logo } from '@/components/layout/Logo'
import { MOBILE_PREFIX } from '@/lib/constants'

import { MenuButton } from './MenuButton.client'

/** What every mobile top bar holds: the logo back to /mobile and the menu button. */
export function MobileBar({ brandName, tone = 'dark' }: { brandName: string; tone?: 'dark' | 'light' }) {
  return (
    <>
      {/* The mark is drawn in px; sizing it in rem keeps it in step with the scaled root font. */}
      <div className="[&_svg]:size-8">
        <Logo brandName={brandName} href={MOBILE_PREFIX} inverted={tone === 'light'} />
      </div>
      <MenuButton tone={tone} />
    </>
  )
}
