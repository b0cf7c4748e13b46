import type { Metadata, Viewport } from 'next'

import { ClientServices } from '@/components/app/ClientServices.client'
import { HeadScripts } from '@/components/app/HeadScripts.client'
import { LinkNavigation } from '@/components/app/LinkNavigation.client'
import { LoadingBar } from '@/components/app/LoadingBar.client'
import { SessionSync } from '@/components/auth/SessionSync.client'
import { serviceWorkerEnabled } from '@/lib/service-worker-settings'
import { getSiteUrl } from '@/lib/site-url'
import { pageViewsEnabled } from '@/server/page-views/settings'
import { getSiteSettings } from '@/server/settings'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { brandName, tagline } = await getSiteSettings()
  return {
    metadataBase: new URL(getSiteUrl()),
    // One file for the site and the admin (public/icon.svg), at a stable address.
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
    title: { default: brandName, template: `%s - ${brandName}` },
    description: `${brandName}：${tagline}。面向中小学与高校的 AI 教育与 Python 编程教学平台、课程体系、教师培训与测评认证。`,
    keywords: [
      'AI 教育',
      '人工智能教育',
      'Python 编程',
      '少儿编程',
      '编程教学平台',
      '信息科技课程',
      '教师培训',
    ],
    applicationName: brandName,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1d4ed8',
}

export default async function SiteRootLayout({ children }: { children: React.ReactNode }) {
  const { analyticsId } = await getSiteSettings()
  return (
    <html lang="zh-CN">
      <head>
        <HeadScripts />
      </head>
      <body>
        <a href="#main" className="skip-link">
          跳到主要内容
        </a>
        {/* Before the loading bar: its effect marks the page hydrated, with links taken by the router by then. */}
        <LinkNavigation />
        <LoadingBar />
        {children}
        <SessionSync />
        <ClientServices
          pageViews={{ count: pageViewsEnabled(), analyticsId: analyticsId.trim() }}
          serviceWorker={serviceWorkerEnabled()}
        />
      </body>
    </html>
  )
}
