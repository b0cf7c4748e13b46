import type { MetadataRoute } from 'next'

import { getSiteUrl } from '@/lib/site-url'
import { getFeed } from '@/server/news'
import { publicPagePaths } from '@/server/sitemap'

/** Most articles a sitemap lists (the protocol allows 50 000 URLs per file). */
const SITEMAP_ARTICLES_MAX = 5000

/** /sitemap.xml: every public page and every published article; revalidated when staff publish either. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getSiteUrl()
  const articles = await getFeed(SITEMAP_ARTICLES_MAX)
  const newest = articles[0]?.updatedAt
  const pages = await publicPagePaths()
  return [
    ...pages.map(({ path, updatedAt }) => ({
      url: `${site}${path === '/' ? '' : path}`,
      lastModified: path.includes('news') ? newest : updatedAt,
      changeFrequency: path.includes('news') ? ('daily' as const) : ('weekly' as const),
      priority: path === '/' ? 1 : path.startsWith('/mobile') ? 0.5 : 0.7,
    })),
    ...articles.map((article) => ({
      url: `${site}${article.path}`,
      lastModified: article.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ]
}
