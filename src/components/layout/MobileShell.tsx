import Link from 'next/link'

import type { SiteSettings } from '@/server/settings'

import { Logo } from './Logo'

/** Mobile layout shell: top bar with the logo linking to /mobile, content, a short footer. */
export function MobileShell({ settings, children }: { settings: SiteSettings; children: React.ReactNode }) {
  return (
    <div className="mx-auto min-h-screen max-w-[768px] bg-white">
      <header className="sticky top-0 z-40 flex h-[3.125rem] items-center justify-between border-b border-slate-200 bg-white px-4">
        <Logo brandName={settings.brandName} href="/mobile" />
        <nav aria-label="移动端导航">
          <Link href="/mobile/news" className="text-sm text-brand-600">
            资讯
          </Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="bg-ink px-4 py-6 text-center text-xs text-slate-300">
        <p>
          咨询电话：<a href={`tel:${settings.phone}`}>{settings.phone}</a>
        </p>
        <p className="mt-2">{settings.icp}</p>
      </footer>
    </div>
  )
}
