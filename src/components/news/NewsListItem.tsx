import { Img } from '@/components/media/Img'
import { Link } from '@/components/ui/Link'

import { formatDate } from '@/lib/format-date'
import type { NewsCard } from '@/server/news'

import { CoverPlaceholder } from './CoverPlaceholder'

/** One article in the list: cover, type and date, title (the card's one link) and summary. */
export function NewsListItem({ article }: { article: NewsCard }) {
  return (
    <article
      data-reveal=""
      data-news-card=""
      className="group relative flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg sm:flex-row sm:gap-7 sm:p-5"
    >
      <div className="relative aspect-[16/10] w-full shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:w-72">
        {article.cover ? (
          <Img
            src={article.cover.url}
            alt={article.cover.alt}
            fill
            sizes="(min-width: 640px) 288px, calc(100vw - 72px)"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <CoverPlaceholder label={article.typeLabel} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="flex items-center gap-3 text-sm text-muted">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
            {article.typeLabel}
          </span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
        <h2 className="mt-3 text-xl font-semibold leading-snug text-ink">
          {/* The title's link covers the whole card (after:inset-0), so the card is one link with one name. */}
          <Link
            href={article.path}
            className="transition-colors after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-600 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {article.title}
          </Link>
        </h2>
        {article.summary ? (
          <p className="mt-3 line-clamp-2 leading-relaxed text-muted">{article.summary}</p>
        ) : null}
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-medium text-brand-600">
          阅读全文 →
        </p>
      </div>
    </article>
  )
}
