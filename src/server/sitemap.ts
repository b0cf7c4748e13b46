import 'server-only'

import { newsTypes } from '@/content/news-types'
import { pages } from '@/content/pages'

/** Page templates and utility pages that are not pages of their own for search engines. */
const notListed = new Set<string>([
  '/news/detail',
  '/mobile/news/type',
  '/mobile/news/carddetail',
  '/mobile/gather/detail',
  '/detectBrowser',
  '/index-copy',
])

/** Every public page of the site, desktop and mobile (articles come from the news service). */
export function publicPagePaths(): string[] {
  const fromCopy = Object.keys(pages).filter((path) => !notListed.has(path))
  const newsTabs = newsTypes.map((type) => `/news?type=${type.slug}`)
  const mobileNewsTypes = newsTypes.map((type) => `/mobile/news/${type.slug}`)
  return [...fromCopy, ...newsTabs, ...mobileNewsTypes]
}
