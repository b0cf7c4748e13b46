import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import { Link } from '@/components/ui/Link'
import { telHref } from '@/lib/tel'

import type { SiteSettings } from '@/server/settings'

const footerLinks = [
  { label: '师培', href: '/mobile/tch-training' },
  { label: '合作', href: '/mobile/cooperation' },
  { label: '资讯', href: '/mobile/news' },
]

/**
 * Mobile footer: contact phone and e-mail, a few links, the ICP filing number to the filing site. Plain markup,
 * not repeated in the first document's payload (ServerMarkup).
 */
export function MobileFooter({ settings }: { settings: SiteSettings }) {
  return (
    <ServerMarkup
      as="footer"
      memo="mobile:footer"
      className="bg-ink px-5 pt-8 pb-6 text-sm leading-relaxed text-slate-300"
    >
      <p className="text-base font-semibold text-white">{settings.brandName}</p>
      <p className="mt-1 text-xs">{settings.tagline}</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <dt>咨询电话</dt>
        <dd>
          <a href={telHref(settings.phone)} className="text-white underline underline-offset-4">
            {settings.phone}
          </a>
        </dd>
        <dt>电子邮箱</dt>
        <dd>
          <a href={`mailto:${settings.email}`} className="break-all text-white underline underline-offset-4">
            {settings.email}
          </a>
        </dd>
      </dl>
      <nav aria-label="页脚导航" className="mt-5 border-t border-white/15 pt-4">
        <ul className="flex gap-6">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="inline-block py-1 text-white">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-xs">
        <a href={settings.icpUrl} target="_blank" rel="noopener" className="underline underline-offset-4">
          {settings.icp}
        </a>
      </p>
    </ServerMarkup>
  )
}
