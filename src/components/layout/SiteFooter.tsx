import Link from 'next/link'

import type { SiteSettings } from '@/server/settings'

import { Logo } from './Logo'

/** Desktop footer: contact, key links and the filing numbers. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-content grid gap-8 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <Logo brandName={settings.brandName} inverted />
          <p className="text-sm">{settings.tagline}</p>
        </div>
        <nav aria-label="页脚导航" className="text-sm">
          <ul className="grid grid-cols-2 gap-2">
            <li><Link className="hover:text-white" href="/cooperation">开放合作</Link></li>
            <li><Link className="hover:text-white" href="/news">新闻资讯</Link></li>
            <li><Link className="hover:text-white" href="/tch-training">教师培训</Link></li>
            <li><Link className="hover:text-white" href="/about-me">关于我们</Link></li>
          </ul>
        </nav>
        <address className="space-y-2 text-sm not-italic">
          <p>咨询电话：<a className="hover:text-white" href={`tel:${settings.phone}`}>{settings.phone}</a></p>
          <p>联系邮箱：<a className="hover:text-white" href={`mailto:${settings.email}`}>{settings.email}</a></p>
        </address>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        <p className="space-x-4">
          <span>© {year} {settings.brandName}</span>
          <a className="hover:text-white" href={settings.icpUrl} target="_blank" rel="noopener">{settings.icp}</a>
          <a className="hover:text-white" href={settings.publicSecurityUrl} target="_blank" rel="noopener">{settings.publicSecurity}</a>
        </p>
      </div>
    </footer>
  )
}
