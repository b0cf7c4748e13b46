import { FloatWindow } from '@/components/float/FloatWindow'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { desktopNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

export default async function DefaultLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader settings={settings} nav={desktopNav} label="主导航" />
      <main id="main">{children}</main>
      <FloatWindow settings={settings} />
      <SiteFooter settings={settings} />
    </>
  )
}
