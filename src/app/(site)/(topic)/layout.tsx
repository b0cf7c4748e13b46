import { HeaderShell } from '@/components/layout/HeaderShell.client'
import { Logo } from '@/components/layout/Logo'
import { NavLinks } from '@/components/layout/NavLinks.client'
import { resolveNav } from '@/components/layout/nav-links'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { competitionNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

/** Competition topics: a 60 px header; each page brings its side anchors (TopicNav). */
export default async function TopicLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <HeaderShell height="h-topic-header">
        <div className="container-content flex h-full items-center justify-between">
          <Logo brandName={settings.brandName} />
          <nav aria-label="竞赛导航">
            <NavLinks
              links={resolveNav(competitionNav, settings)}
              className="flex items-center gap-8 text-[15px]"
              itemClassName="py-2 opacity-90 hover:opacity-100"
            />
          </nav>
        </div>
      </HeaderShell>
      <main id="main" className="scroll-pt-[var(--spacing-topic-header)]">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </>
  )
}
