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
            itemClassName="relative py-2 opacity-90 hover:opacity-100 aria-[current=page]:font-semibold aria-[current=page]:opacity-100 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-1 aria-[current=page]:after:h-0.5 aria-[current=page]:after:bg-current group-data-[solid=true]/header:aria-[current=page]:text-brand-600"
          />
          {actions}
        </nav>
      </div>
    </HeaderShell>
  )
}
