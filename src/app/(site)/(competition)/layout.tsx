import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { competitionNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

export default async function CompetitionLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader settings={settings} nav={competitionNav} label="竞赛导航" />
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
    </>
  )
}
