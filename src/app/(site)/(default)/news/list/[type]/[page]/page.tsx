import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageBanner } from '@/components/banners/PageBanner'
import { NewsListItem } from '@/components/news/NewsListItem'
import { NewsPagination } from '@/components/news/NewsPagination'
import { NewsTypeTabs } from '@/components/news/NewsTypeTabs'
import { PageView } from '@/components/page/PageView'
import { findNewsType, NEWS_PAGE_SIZE, newsTypes } from '@/content/news-types'
import { pageContent } from '@/content/pages'
import { newsTypeIntros } from '@/content/pages/news'
import { newsListHref, parseNewsListQuery } from '@/lib/news-query'
import { NEWS_LIST_ALL } from '@/lib/query-routes'
import { NEWS_FEED_PATH } from '@/server/metadata'
import { getNewsList } from '@/server/news'

const content = pageContent('/news')

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
  const label = findNewsType(type)?.label
  const title = [label, content.title, list.page > 1 ? `第${list.page}页` : null].filter(Boolean).join(' - ')
  const description = type ? `${content.title} - ${label}：${newsTypeIntros[type]}` : content.description
  const url = newsListHref('/news', type, list.page)
  return {
    title,
    description,
    alternates: { canonical: url, types: { 'application/rss+xml': NEWS_FEED_PATH } },
    openGraph: { title, description, url, type: 'website' },
  }
}

export default async function NewsPage({ params }: Props) {
  const { type, list } = await loadList(params)
  const label = findNewsType(type)?.label
  return (
    <PageView
      content={{ ...content, intro: type ? newsTypeIntros[type] : content.intro }}
      banner={<PageBanner type="news" pcFlag="pc" />}
    >
      <div className="bg-surface">
        <div className="container-content pb-16 pt-8 md:pt-10">
          <NewsTypeTabs active={type} />
          <p className="mt-6 text-sm text-muted">
            {label ?? '全部资讯'}共 {list.total} 篇
            {list.totalPages > 1 ? `，第 ${list.page}/${list.totalPages} 页` : ''}
          </p>
          {list.list.length ? (
            <ul className="mt-4 grid gap-5">
              {list.list.map((article) => (
                <li key={article.id}>
                  <NewsListItem article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <p className="text-lg font-semibold text-ink">{label ?? '资讯'}栏目暂时还没有文章</p>
              <p className="mt-2 text-muted">新内容发布后会第一时间出现在这里，先看看其他类别的资讯吧。</p>
              {type ? (
                <Link
                  href="/news"
                  className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-2.5 font-medium text-white hover:bg-brand-700"
                >
                  查看全部资讯
                </Link>
              ) : null}
            </div>
          )}
          <NewsPagination type={type} page={list.page} totalPages={list.totalPages} />
        </div>
      </div>
    </PageView>
  )
}
