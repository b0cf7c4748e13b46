import { LoginWidget } from '@/components/auth/LoginWidget.client'
import { FloatWindow } from '@/components/float/FloatWindow'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { trainingNav } from '@/content/nav'
import { getSiteSettings } from '@/server/settings'

export default async function TrainingLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <SiteHeader
        settings={settings}
        nav={trainingNav}
        label="教师培训导航"
        homeHref="/tch-training"
        actions={
          <LoginWidget
            links={{
              accountApply: settings.links.accountApply,
              forgotPassword: settings.links.forgotPassword,
            }}
            settingsUrl={settings.links.schoolSettings}
          />
        }
      />
      <main id="main">{children}</main>
      <FloatWindow settings={settings} />
      <SiteFooter settings={settings} />
    </>
  )
}
