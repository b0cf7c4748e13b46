import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import { Link } from '@/components/ui/Link'

import { findNewsType, type NewsTypeSlug } from '@/content/news-types'
import type { NewsListPage } from '@/server/news'

import { NewsListItem } from './NewsListItem'
import { NewsPagination } from './NewsPagination'
import { NewsTypeTabs } from './NewsTypeTabs'

/** The desktop news list: type tabs, the count, the articles of this page (or a friendly empty state), pages. */
export function NewsListSection({ type, list }: { type: NewsTypeSlug | null; list: NewsListPage }) {
  const newsType = findNewsType(type)
  return (
    <section aria-label={`${newsType?.label ?? '全部资讯'}列表`} className="bg-surface">
      <div className="container-content pb-16 pt-8 md:pt-10">
        <NewsTypeTabs active={type} />
        {newsType ? <p className="mt-6 max-w-3xl leading-relaxed text-muted">{newsType.intro}</p> : null}
        <p className="mt-6 text-sm text-muted">
          {newsType?.label ?? '全部资讯'}共 {list.total} 篇
          {list.totalPages > 1 ? `，第 ${list.page}/${list.totalPages} 页` : ''}
        </p>
        {list.list.length ? (
          <ServerMarkup
            as="ul"
            memo={`desktop:news:${type ?? 'all'}:${list.page}`}
            className="mt-4 grid gap-5"
          >
            {list.list.map((article) => (
              <li key={article.id}>
                <NewsListItem article={article} />
              </li>
            ))}
          </ServerMarkup>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <p className="text-lg font-semibold text-ink">{newsType?.label ?? '资讯'}栏目暂时还没有文章</p>
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
    </section>
  )
}
