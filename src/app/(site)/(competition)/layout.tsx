import { CompetitionChrome } from '@/components/layout/CompetitionChrome.client'
import { FloatWindow } from '@/components/float/FloatWindow'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { competitionNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

export default async function CompetitionLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <CompetitionChrome part="header">
        <SiteHeader settings={settings} nav={competitionNav} label="竞赛导航" />
      </CompetitionChrome>
      <main id="main">{children}</main>
      {/* Embedded in the platform (from=platform) the page shows neither footer nor float window. */}
      <CompetitionChrome part="footer">
        <FloatWindow settings={settings} />
        <SiteFooter settings={settings} />
      </CompetitionChrome>
    </>
  )
}
