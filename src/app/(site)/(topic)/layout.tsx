import { Logo } from '@/components/layout/Logo'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { getSiteSettings } from '@/server/settings'

export default async function TopicLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <header className="sticky top-0 z-40 h-topic-header border-b border-slate-200 bg-white">
        <div className="container-content flex h-full items-center">
          <Logo brandName={settings.brandName} />
        </div>
      </header>
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
    </>
  )
}
