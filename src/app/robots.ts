import type { MetadataRoute } from 'next'

import { getSiteUrl } from '@/lib/site-url'

/** /robots.txt: everything public is crawlable; the back office, the API and previews are not. */
export default function robots(): MetadataRoute.Robots {
  const site = getSiteUrl()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/news/preview/'] }],
    sitemap: `${site}/sitemap.xml`,
    host: site,
  }
}
