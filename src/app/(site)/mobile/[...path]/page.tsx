import { notFound } from 'next/navigation'

import { CmsPage } from '@/components/page/CmsPage'
import { cmsMetadata } from '@/components/page/cms-route'
import { phoneCatchAllPaths } from '@/content/page-routes'
import { MOBILE_PREFIX } from '@/lib/constants'

/** The route of a URL segment list: `['plan', 'schoolai']` is `/mobile/plan/schoolai`. */
function routeOf(segments: string[]): string {
  // The legacy `/index copy` reaches here as `index-copy` (next.config rewrites the encoded space).
  const path = segments.join('/') === 'index-copy' ? 'index copy' : segments.join('/')
  return `${MOBILE_PREFIX}/${path}`
}

// Only the pages of the site: any other /mobile path is a 404.
export const dynamicParams = false

/** Every phone page that shows a CMS document: the spec's phone pages and the phone twin of every desktop page. */
export function generateStaticParams() {
  return phoneCatchAllPaths().map((route) => ({
    path: route
      .slice(MOBILE_PREFIX.length + 1)
      .replace('index copy', 'index-copy')
      .split('/'),
  }))
}

type Props = { params: Promise<{ path: string[] }> }

export async function generateMetadata({ params }: Props) {
  const route = routeOf((await params).path)
  return cmsMetadata(route, route === '/mobile/index copy' ? { robots: { index: false, follow: true } } : {})
}

/** A phone page: its own document where staff wrote one for the phone, else the desktop page's document. */
export default async function MobilePage({ params }: Props) {
  const route = routeOf((await params).path)
  if (!phoneCatchAllPaths().includes(route)) notFound()
  return <CmsPage route={route} device="mobile" topicNav={route.startsWith(`${MOBILE_PREFIX}/special/`)} />
}
