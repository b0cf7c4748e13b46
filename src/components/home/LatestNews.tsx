import { Link } from '@/components/ui/Link'

import type { Device } from '@/blocks/types'
import { mobileArticlePath, mobileNewsListPath } from '@/components/mobile/news/paths'
import type { NewsTypeSlug } from '@/content/news-types'
import { formatDate } from '@/lib/format-date'
import { newsListHref } from '@/lib/news-query'
import { getNewsList, type NewsCard } from '@/server/news'

/** Articles the home shows. */
export const LATEST_NEWS_COUNT = 4

const desktopGrid = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** Where an article opens: its page on desktop, its card page on the phone site. */
const articleHref = (article: NewsCard, device: Device) =>
  device === 'mobile' ? mobileArticlePath(article.id) : article.path

/** The list of all articles (of one type): the news page, or the phone's news list. */
export const moreNewsHref = (type: NewsTypeSlug | null, device: Device) =>
  device === 'mobile' ? mobileNewsListPath(type) : newsListHref('/news', type)

/**
 * The newest articles as teasers: type, date and title, the whole item one link. Cards in a grid on
 * desktop, a divided list on the phone; a short note when nothing is published yet.
 */
export function NewsTeasers({
  articles,
  device,
  columns = 4,
  className = '',
}: {
  articles: NewsCard[]
  device: Device
  /** Cards per row on a wide desktop screen. */
  columns?: keyof typeof desktopGrid
  className?: string
}) {
  const mobile = device === 'mobile'
  if (!articles.length) {
    return (
      <p
        className={`rounded-2xl bg-white text-center text-muted ring-1 ring-slate-200 ${mobile ? 'p-6 text-sm' : 'p-10'} ${className}`}
      >
        还没有发布资讯，稍后再来看看。
      </p>
    )
  }
  return (
    <ul
      className={`${mobile ? 'divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200' : `grid gap-5 ${desktopGrid[columns]}`} ${className}`}
    >
      {articles.map((article) => (
        <li
          key={article.id}
          className={
            mobile
              ? 'relative px-4 py-3.5'
              : 'relative flex flex-col rounded-2xl bg-white p-5 text-ink shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:shadow-lg hover:shadow-lg'
          }
        >
          <p className={`flex items-center gap-3 text-muted ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}>
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
              href={articleHref(article, device)}
              className={`after:absolute after:inset-0 after:content-[''] hover:text-brand-600 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600 ${mobile ? '' : 'after:rounded-2xl'}`}
            >
              {article.title}
            </Link>
          </h3>
        </li>
      ))}
    </ul>
  )
}

/** The home's latest news from the CMS: the newest public articles, with a link to all of them. */
export async function LatestNews({ variant }: { variant: Device }) {
  const { list } = await getNewsList(null, 1, LATEST_NEWS_COUNT)
  const mobile = variant === 'mobile'
  return (
    <section
      aria-labelledby={`latest-news-${variant}-heading`}
      className={mobile ? 'px-5 py-8' : 'container-content py-12 md:py-16'}
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2
          id={`latest-news-${variant}-heading`}
          className={mobile ? 'text-xl font-bold text-ink' : 'text-2xl font-bold md:text-3xl'}
        >
          最新资讯
        </h2>
        <Link
          href={moreNewsHref(null, variant)}
          className="shrink-0 text-sm font-semibold text-brand-600 hover:text-brand-700 hover:underline"
        >
          更多资讯<span aria-hidden="true"> →</span>
        </Link>
      </div>
      <NewsTeasers articles={list} device={variant} className={mobile ? 'mt-5' : 'mt-8'} />
    </section>
  )
}
