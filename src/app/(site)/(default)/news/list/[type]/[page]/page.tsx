import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NewsListSection } from '@/components/news/NewsListSection'
import { CmsPage } from '@/components/page/CmsPage'
import { cmsMetadata } from '@/components/page/cms-route'
import { findNewsType, NEWS_PAGE_SIZE, newsTypes } from '@/content/news-types'
import { newsListHref, parseNewsListQuery } from '@/lib/news-query'
import { NEWS_LIST_ALL } from '@/lib/query-routes'
import { getNewsList } from '@/server/news'

type Props = { params: Promise<{ type: string; page: string }> }

/** The first page of every tab is rendered at build time; other pages on their first visit, then cached. */
export function generateStaticParams() {
  return [NEWS_LIST_ALL, ...newsTypes.map((type) => type.slug)].map((type) => ({ type, page: '1' }))
}

/**
 * `/news?type=&page=`, rewritten here by next.config (`src/lib/query-routes.ts`). The list for the type and page; a
 * malformed value or a page past the last is the 404 page.
 */
async function loadList(params: Props['params']) {
  // Route parameters arrive decoded.
  const { type, page } = await params
  const query = parseNewsListQuery({ type: type === NEWS_LIST_ALL ? null : type, page })
  if (!query.ok) notFound()
  const list = await getNewsList(query.value.type, query.value.page, NEWS_PAGE_SIZE)
  if (query.value.page > list.totalPages) notFound()
  return { type: query.value.type, list }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, list } = await loadList(params)
  const base = await cmsMetadata('/news')
  const newsType = findNewsType(type)
  const pageTitle = String(base.title ?? '')
  const title = [newsType?.label, pageTitle, list.page > 1 ? `第${list.page}页` : null]
    .filter(Boolean)
    .join(' - ')
  const description = newsType ? `${pageTitle} - ${newsType.label}：${newsType.intro}` : base.description
  const url = newsListHref('/news', type, list.page)
  return {
    ...base,
    title,
    description,
    alternates: { ...base.alternates, canonical: url, media: undefined },
    openGraph: { ...base.openGraph, title, description: description ?? undefined, url },
  }
}

/** The news page: its document's hero, the list of the type and page, then the document's blocks. */
export default async function NewsPage({ params }: Props) {
  const { type, list } = await loadList(params)
  return (
    <CmsPage route="/news">
      <NewsListSection type={type} list={list} />
    </CmsPage>
  )
}
