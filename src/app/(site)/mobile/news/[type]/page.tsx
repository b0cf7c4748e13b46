import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NewsCallout } from '@/components/mobile/news/NewsCallout'
import { NewsFeed } from '@/components/mobile/news/NewsFeed.client'
import { NewsListHeader } from '@/components/mobile/news/NewsListHeader'
import { findNewsType, NEWS_PAGE_SIZE, newsTypes } from '@/content/news-types'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'
import { getNewsList } from '@/server/news'

type Params = { params: Promise<{ type: string }> }

const content = pageContent('/mobile/news/type')

export const dynamicParams = false

export function generateStaticParams() {
  return newsTypes.map((type) => ({ type: type.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const type = findNewsType((await params).type)
  if (!type) notFound()
  return pageMetadata({
    ...content,
    path: `/mobile/news/${type.slug}`,
    title: `${type.label} - ${content.title}`,
  })
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
    <>
      <NewsListHeader content={content} heading={type.label} />
      <NewsFeed
        key={type.slug}
        type={type.slug}
        initial={{ list, total, page, pageSize }}
        switchable={false}
      />
      {content.sections.map((section) => (
        <NewsCallout key={section.id} section={section} />
      ))}
    </>
  )
}
