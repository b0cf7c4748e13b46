import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import { Link } from '@/components/ui/Link'

import { FilingBadge } from '@/components/footer/FilingBadge'
import { LazyFollowUs } from '@/components/footer/lazy.client'
import { footerLinkGroups } from '@/components/footer/footer-links'
import { QrCode } from '@/components/ui/QrCode'
import { telHref } from '@/lib/tel'
import { channelQrSrc } from '@/server/qr'
import type { SiteSettings } from '@/server/settings'

import { Logo } from './Logo'
import { resolveNav, type ResolvedNavLink } from './nav-links'

function FooterLink({ link }: { link: ResolvedNavLink }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener" className="footer-link">
      {link.label}
      <span className="sr-only">（在新窗口打开）</span>
    </a>
  ) : (
    <Link href={link.href} className="footer-link">
      {link.label}
    </Link>
  )
}

/** Desktop footer: contact details, the spec's link list, follow-us QR codes and the filing numbers. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ink text-slate-300" data-testid="site-footer">
      <div className="container-content grid gap-10 py-14 md:grid-cols-[1.3fr_2fr_1.1fr]">
        <ServerMarkup memo="desktop:footer:contact" className="space-y-5">
          <Logo brandName={settings.brandName} inverted />
          <p className="text-sm text-slate-300">{settings.tagline}</p>
          <address className="space-y-3 not-italic">
            <p>
              <span className="block text-xs text-slate-400">咨询电话</span>
              <a
                className="text-2xl font-bold tracking-wide text-white hover:underline"
                href={telHref(settings.phone)}
                data-testid="footer-phone"
              >
                {settings.phone}
              </a>
            </p>
            <p>
              <span className="block text-xs text-slate-400">联系邮箱</span>
              <a
                className="text-white hover:underline"
                href={`mailto:${settings.email}`}
                data-testid="footer-email"
              >
                {settings.email}
              </a>
            </p>
          </address>
        </ServerMarkup>

        <ServerMarkup
          as="nav"
          memo="desktop:footer:nav"
          aria-label="页脚导航"
          className="grid grid-cols-2 gap-8 text-sm"
        >
          {footerLinkGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="font-semibold text-white">{group.heading}</h2>
              <ul className="mt-4 space-y-2.5">
                {resolveNav(group.entries, settings).map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </ServerMarkup>

        <div>
          <h2 className="text-sm font-semibold text-white">关注我们</h2>
          <p className="mt-4 text-sm text-slate-300">扫码关注，获取课程动态与活动通知。</p>
          <div className="mt-4">
            <LazyFollowUs
              channels={[
                {
                  name: 'wechat',
                  label: '微信公众号',
                  caption: '扫码关注微信公众号',
                  qr: (
                    <QrCode
                      src={channelQrSrc('wechat', settings.wechatQrUrl)}
                      label="微信公众号二维码"
                      size={112}
                    />
                  ),
                },
                {
                  name: 'weibo',
                  label: '官方微博',
                  caption: '扫码关注官方微博',
                  qr: (
                    <QrCode
                      src={channelQrSrc('weibo', settings.weiboQrUrl)}
                      label="官方微博二维码"
                      size={112}
                    />
                  ),
                },
              ]}
            />
          </div>
        </div>
      </div>

      <ServerMarkup memo="desktop:footer:legal" className="border-t border-white/10">
        <div className="container-content flex flex-wrap items-center justify-center gap-x-6 gap-y-2 py-5 text-xs text-slate-400">
          <span>
            © {year} {settings.brandName} 版权所有
          </span>
          <a
            className="hover:text-white hover:underline"
            href={settings.icpUrl}
            target="_blank"
            rel="noopener"
            data-testid="footer-icp"
          >
            {settings.icp}
          </a>
          <a
            className="inline-flex items-center gap-1.5 hover:text-white hover:underline"
            href={settings.publicSecurityUrl}
            target="_blank"
            rel="noopener"
            data-testid="footer-public-security"
          >
            <FilingBadge />
            {settings.publicSecurity}
          </a>
        </div>
      </ServerMarkup>
    </footer>
  )
}
