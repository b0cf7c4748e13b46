import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { trainingNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

export default async function TrainingLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader settings={settings} nav={trainingNav} label="教师培训导航" homeHref="/tch-training" />
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
    </>
  )
}
