import type { NavEntry } from '@/content/nav'
import type { SiteSettings } from '@/server/settings'

import { HeaderShell } from './HeaderShell.client'
import { Logo } from './Logo'
import { NavLinks } from './NavLinks.client'
import { resolveNav } from './nav-links'

/** Desktop header of a layout: logo, the layout's nav, optional actions (enter classroom, login). */
export function SiteHeader({
  settings,
  nav,
  label,
  homeHref = '/',
  actions,
  noScroll,
}: {
  settings: SiteSettings
  nav: NavEntry[]
  label: string
  homeHref?: string
  actions?: React.ReactNode
  noScroll?: boolean
}) {
  return (
    <HeaderShell noScroll={noScroll}>
      <div className="container-content flex h-full items-center justify-between gap-8">
        <Logo brandName={settings.brandName} href={homeHref} />
        <nav aria-label={label} className="flex items-center gap-8">
          <NavLinks
            links={resolveNav(nav, settings)}
            className="flex items-center gap-8 text-[15px]"
            itemClassName="site-nav-item"
          />
          {actions}
        </nav>
      </div>
    </HeaderShell>
  )
}
