import { resolveNav } from '@/components/layout/nav-links'
import { mobileCompetitionGroup, mobileNav } from '@/content/nav'
import type { SiteSettings } from '@/server/settings'

import { MobileBar } from './MobileBar'
import { mobileCssVars } from './mobile-css'
import { MobileFooter } from './MobileFooter'
import { MobileHeader } from './MobileHeader.client'
import { MobileMenu } from './MobileMenu.client'
import { MobileRouteState } from './MobileRouteState.client'
import { MOBILE_ROOT_FONT_CSS } from './root-font'

/** Mobile layout shell: root font sizing, route flags, the drawer, top bar, content (max 768 px) and footer. */
export function MobileShell({ settings, children }: { settings: SiteSettings; children: React.ReactNode }) {
  return (
    <MobileMenu links={resolveNav(mobileNav, settings)} group={mobileCompetitionGroup}>
      {/* A plain <style> (no href/precedence) stays where it is rendered, so it leaves with the shell. */}
      <style>{MOBILE_ROOT_FONT_CSS}</style>
      <MobileRouteState />
      <div
        className="mx-auto flex min-h-screen max-w-(--mobile-max-width) flex-col bg-white"
        style={mobileCssVars}
      >
        <MobileHeader>
          <MobileBar brandName={settings.brandName} />
        </MobileHeader>
        <main id="main" className="flex-1">
          {children}
        </main>
        <MobileFooter settings={settings} />
      </div>
    </MobileMenu>
  )
}
