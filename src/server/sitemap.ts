import 'server-only'

import { unstable_cache } from 'next/cache'

import { newsTypes } from '@/content/news-types'

import { SITEMAP_TAG } from './cache-tags'
import { getPayloadClient } from './payload'
import { queryPublishedPagePaths } from './pages'

/** Pages that are not pages of their own for search engines: templates and utility pages. */
const notListed = new Set<string>([
  '/news/detail',
  '/mobile/news/carddetail',
  '/mobile/gather/detail',
  '/detectBrowser',
])

export interface SitemapPage {
  path: string
  updatedAt?: string
}

/** The published pages, cached until staff publish or unpublish one. */
const publishedPages = unstable_cache(
  async () => queryPublishedPagePaths(await getPayloadClient()),
  ['sitemap-pages'],
  { tags: [SITEMAP_TAG], revalidate: 3600 },
)

/**
 * Every public page of the site: each published page (a phone page is listed when it has a document of its
 * own; phone twins of desktop pages and the phone's news lists are canonical to their desktop page) and the
 * news tabs.
 */
export async function publicPagePaths(): Promise<SitemapPage[]> {
  const published = await publishedPages()
  const pages = published.flatMap(({ path, updatedAt }) => (notListed.has(path) ? [] : [{ path, updatedAt }]))
  const newsTabs = newsTypes.map((type) => ({ path: `/news?type=${type.slug}` }))
  return [...pages, ...newsTabs]
}
