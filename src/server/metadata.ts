import type { Metadata } from 'next'

import type { PageContent } from '@/content/types'

/** One place that turns a page's copy into its metadata (title, description, canonical, Open Graph). */
export function pageMetadata(content: PageContent, overrides: Metadata = {}): Metadata {
  return {
    title: content.title,
    description: content.description,
    alternates: { canonical: content.path },
    openGraph: { title: content.title, description: content.description, url: content.path, type: 'website' },
    ...overrides,
  }
}
