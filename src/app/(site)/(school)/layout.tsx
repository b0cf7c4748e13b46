import { FloatWindow } from '@/components/float/FloatWindow'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { schoolNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

export default async function SchoolLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader
        settings={settings}
        nav={schoolNav}
        label="校园版导航"
        homeHref="/school-home"
        actions={
          <a
            href={settings.links.enterClassroom}
            target="_blank"
            rel="noopener"
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            进入课堂
          </a>
        }
      />
      <main id="main">{children}</main>
      <FloatWindow settings={settings} />
      <SiteFooter settings={settings} />
    </>
  )
}
