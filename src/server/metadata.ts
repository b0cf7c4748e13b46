import type { Metadata } from 'next'

import type { PageContent } from '@/content/types'

/** The news feed, announced on every page for feed readers. */
export const NEWS_FEED_PATH = '/news/rss.xml'

/** One place that turns a page's copy into its metadata (title, description, canonical, Open Graph). */
export function pageMetadata(content: PageContent, overrides: Metadata = {}): Metadata {
  return {
    title: content.title,
    description: content.description,
    alternates: { canonical: content.path, types: { 'application/rss+xml': NEWS_FEED_PATH } },
    openGraph: { title: content.title, description: content.description, url: content.path, type: 'website' },
    ...overrides,
  }
}
