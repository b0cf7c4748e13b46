import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageMetadata } from '@/server/metadata'
import { getPage } from '@/server/pages'

import { CmsPage, type CmsPageOptions } from './CmsPage'

/** The metadata of a route from its page document (404 when there is none). */
export async function cmsMetadata(route: string, overrides?: Metadata): Promise<Metadata> {
  const page = await getPage(route)
  if (!page) notFound()
  return pageMetadata(page, route, overrides)
}

/**
 * A route that shows its page document: the page component and its metadata, so a route file is three
 * lines (`const route = cmsRoute('/tch-training')`, then export both).
 */
export function cmsRoute(route: string, options: CmsPageOptions = {}) {
  function Page() {
    return <CmsPage route={route} {...options} />
  }
  return { Page, generateMetadata: () => cmsMetadata(route) }
}
