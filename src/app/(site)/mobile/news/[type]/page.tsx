import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NewsFeed } from '@/components/mobile/news/NewsFeed.client'
import { CmsPage } from '@/components/page/CmsPage'
import { cmsMetadata } from '@/components/page/cms-route'
import { findNewsType, NEWS_PAGE_SIZE, newsTypes } from '@/content/news-types'
import { newsListHref } from '@/lib/news-query'
import { getNewsList } from '@/server/news'

type Params = { params: Promise<{ type: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return newsTypes.map((type) => ({ type: type.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const type = findNewsType((await params).type)
  if (!type) notFound()
  const base = await cmsMetadata(`/mobile/news/${type.slug}`)
  const title = `${type.label} - ${String(base.title ?? '')}`
  // The desktop list of the type is the canonical copy.
  const canonical = newsListHref('/news', type.slug)
  return {
    ...base,
    title,
    description: `${type.label}：${type.intro}`,
    alternates: { ...base.alternates, canonical },
    openGraph: { ...base.openGraph, title, url: canonical },
  }
}

/**
 * One type's list. The page is static, so it has no `?page=N`: the first page is rendered here and 加载更多
 * appends the next ones in the browser; every article is also reachable through its neighbours' links.
 */
export default async function MobileNewsTypePage({ params }: Params) {
  const type = findNewsType((await params).type)
  if (!type) notFound()
  const { list, total, page, pageSize } = await getNewsList(type.slug, 1, NEWS_PAGE_SIZE)
  return (
    <CmsPage route={`/mobile/news/${type.slug}`} device="mobile" heading={type.label}>
      <p className="px-5 pt-6 text-sm leading-relaxed text-muted">{type.intro}</p>
      <NewsFeed
        key={type.slug}
        type={type.slug}
        initial={{ list, total, page, pageSize }}
        switchable={false}
      />
    </CmsPage>
  )
}
