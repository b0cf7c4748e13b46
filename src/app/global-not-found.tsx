import type { Metadata } from 'next'

import { NotFoundView } from '@/components/error/NotFoundView'
import { getSiteSettings } from '@/server/settings'

import './(site)/globals.css'

// Any URL no route matches: a page of its own (the site and the admin have separate root layouts), prerendered
// with its content in the HTML. The production server also serves it for a page's notFound(), whose HTML Next
// leaves empty (scripts/lib/front.mjs).

export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSiteSettings()
  // Next marks a 404 noindex itself.
  return { title: `页面不存在 - ${brandName}` }
}

export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body>
        <NotFoundView />
      </body>
    </html>
  )
}
