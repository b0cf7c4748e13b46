import { FloatWindow } from '@/components/float/FloatWindow'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { corporateNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

/** Corporate pages (about us, cooperation) use the six-entry header variant. */
export default async function CorporateLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader settings={settings} nav={corporateNav} label="主导航" />
      <main id="main">{children}</main>
      <FloatWindow settings={settings} />
      <SiteFooter settings={settings} />
    </>
  )
}
