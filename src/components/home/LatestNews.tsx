import Link from 'next/link'

import { formatDate } from '@/lib/format-date'
import { getNewsList, type NewsCard } from '@/server/news'

/** Articles the home shows. */
export const LATEST_NEWS_COUNT = 4

const variants = {
  desktop: {
    section: 'container-content py-12 md:py-16',
    heading: 'text-2xl font-bold md:text-3xl',
    list: 'mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4',
    more: '/news',
    href: (article: NewsCard) => article.path,
  },
  mobile: {
    section: 'px-5 py-8',
    heading: 'text-xl font-bold text-ink',
    list: 'mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white',
    more: '/mobile/news',
    href: (article: NewsCard) => `/mobile/news/carddetail?id=${article.id}`,
  },
} as const

/** The home's latest news from the CMS: the newest public articles, with a link to all of them. */
export async function LatestNews({ variant }: { variant: keyof typeof variants }) {
  const { list } = await getNewsList(null, 1, LATEST_NEWS_COUNT)
  const style = variants[variant]
  const mobile = variant === 'mobile'
  return (
    <section aria-labelledby={`latest-news-${variant}-heading`} className={style.section}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`latest-news-${variant}-heading`} className={style.heading}>
          最新资讯
        </h2>
        <Link
          href={style.more}
          className="shrink-0 text-sm font-semibold text-brand-600 hover:text-brand-700 hover:underline"
        >
          更多资讯<span aria-hidden="true"> →</span>
        </Link>
      </div>
      {list.length ? (
        <ul className={style.list}>
          {list.map((article) => (
            <li
              key={article.id}
              className={
                mobile
                  ? 'relative px-4 py-3.5'
                  : 'relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg'
              }
            >
              <p className="flex items-center gap-3 text-sm text-muted">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
                  {article.typeLabel}
                </span>
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              </p>
              <h3
                className={`line-clamp-2 font-semibold leading-snug text-ink ${mobile ? 'mt-2 text-[0.9375rem]' : 'mt-3 text-lg'}`}
              >
                {/* One link per item; its ::after covers the whole item so all of it is clickable. */}
                <Link
                  href={style.href(article)}
                  className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-600 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {article.title}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
      ) : (
        <p
          className={`rounded-xl bg-surface text-center text-muted ${mobile ? 'mt-5 p-6 text-sm' : 'mt-8 p-10'}`}
        >
          还没有发布资讯，稍后再来看看。
        </p>
      )}
    </section>
  )
}
