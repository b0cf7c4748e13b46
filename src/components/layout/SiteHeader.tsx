import type { NavEntry } from '@/content/nav'
import type { SiteSettings } from '@/server/settings'

import { Logo } from './Logo'
import { NavLinks } from './NavLinks.client'
import { resolveNav } from './nav-links'

/** Desktop header: logo, the layout's nav, optional extra actions on the right. */
export function SiteHeader({
  settings,
  nav,
  label,
  homeHref = '/',
  actions,
}: {
  settings: SiteSettings
  nav: NavEntry[]
  label: string
  homeHref?: string
  actions?: React.ReactNode
}) {
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-content flex h-full items-center justify-between gap-8">
        <Logo brandName={settings.brandName} href={homeHref} />
        <nav aria-label={label} className="flex items-center gap-6">
          <NavLinks
            links={resolveNav(nav, settings)}
            className="flex items-center gap-7 text-[15px]"
            itemClassName="py-2 text-ink hover:text-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600"
          />
          {actions}
        </nav>
      </div>
    </header>
  )
}
