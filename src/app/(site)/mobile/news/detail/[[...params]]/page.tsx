import { notFound, redirect } from 'next/navigation'

import { mobileArticlePath, mobileNewsListPath } from '@/components/mobile/news/paths'
import { findNewsType } from '@/content/news-types'
import { parseNewsId } from '@/lib/news-query'

type Params = { params: Promise<{ params?: string[] }> }

/**
 * `/mobile/news/detail/{type?}/{id?}`: where the device redirect sends a phone that opened a desktop article.
 * The article goes to its card page, a type without an id to that type's list, nothing to the news list.
 */
export default async function MobileNewsDetailRedirect({ params }: Params) {
  const [typeSegment, idSegment, ...rest] = (await params).params ?? []
  if (rest.length) notFound()
  if (idSegment === undefined) redirect(mobileNewsListPath(findNewsType(typeSegment)?.slug ?? null))
  const id = parseNewsId(idSegment)
  if (!id.ok) notFound()
  redirect(mobileArticlePath(id.value))
}
