import 'server-only'

import type { Metadata } from 'next'

import { MOBILE_PREFIX } from '@/lib/constants'
import { imageRef } from '@/lib/media'
import type { Page } from '@/payload-types'

/** The news feed, announced on every page for feed readers. */
export const NEWS_FEED_PATH = '/news/rss.xml'

/** What a page document says about itself to search engines: its own SEO fields, else its title and lead. */
export function pageSeo(page: Page): { title: string; description: string } {
  return {
    title: page.seo?.title || page.title,
    description: page.seo?.description || page.hero.intro || '',
  }
}

/**
 * One place that turns a page document into the metadata of a route: title, description, canonical, the
 * phone twin of a desktop page, Open Graph. A phone route that shows a desktop page's document is a copy of
 * that page for search engines (canonical to the desktop route); a page of the phone's own is its own. The
 * desktop page names its phone twin for search engines that index separate mobile URLs.
 */
export function pageMetadata(page: Page, route: string, overrides: Metadata = {}): Metadata {
  const { title, description } = pageSeo(page)
  // A desktop document's page is canonical at its own path, wherever it is shown (a phone twin, a legacy copy).
  const canonical = page.path.startsWith(MOBILE_PREFIX) ? route : page.path
  const phoneTwin =
    route === page.path && !route.startsWith(MOBILE_PREFIX)
      ? `${MOBILE_PREFIX}${route === '/' ? '' : route}`
      : null
  const image = imageRef(page.seo?.image)
  return {
    title,
    description,
    alternates: {
      canonical,
      ...(phoneTwin ? { media: { 'only screen and (max-width: 640px)': phoneTwin } } : {}),
      types: { 'application/rss+xml': NEWS_FEED_PATH },
    },
    openGraph: {
      title,
      description,
      url: canonical,
      type: 'website',
      ...(image
        ? { images: [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] }
        : {}),
    },
    ...overrides,
  }
}
