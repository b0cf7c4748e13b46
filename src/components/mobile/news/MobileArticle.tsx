import { Img } from '@/components/media/Img'
import { Link } from '@/components/ui/Link'

import { formatDate } from '@/lib/format-date'
import type { NewsArticle, NewsLink } from '@/server/news'

import { ArticleBody } from './ArticleBody'
import { mobileArticlePath, mobileNewsListPath } from './paths'

function NeighbourLink({ label, link }: { label: string; link: NewsLink | null }) {
  return (
    <li className="rounded-xl bg-white px-4 py-3 shadow-[0_1px_8px_rgb(15_31_61/0.08)]">
      <span className="text-xs text-muted">{label}</span>
      {link ? (
        <Link
          href={mobileArticlePath(link.id)}
          rel={label === '上一篇' ? 'prev' : 'next'}
          className="mt-1 line-clamp-2 block text-sm font-medium text-ink"
        >
          {link.title}
        </Link>
      ) : (
        <p className="mt-1 text-sm text-muted">没有了</p>
      )}
    </li>
  )
}

/** An article as one card for a phone: cover, type, date, title, body; then its neighbours and the way back. */
export function MobileArticle({ article }: { article: NewsArticle }) {
  const listPath = mobileNewsListPath(article.type)
  return (
    <div className="px-4 py-4">
      <article className="overflow-hidden rounded-2xl bg-white shadow-[0_2px_12px_rgb(15_31_61/0.08)]">
        {article.cover ? (
          <Img
            src={article.cover.url}
            alt={article.cover.alt}
            width={article.cover.width}
            height={article.cover.height}
            sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
            preload
            className="aspect-[16/9] w-full object-cover"
          />
        ) : null}
        <div className="px-5 pt-5 pb-7">
          <p className="flex items-center gap-2 text-xs text-muted">
            <Link href={listPath} className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
              {article.typeLabel}
            </Link>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            {article.author ? <span>{article.author}</span> : null}
          </p>
          <h1 className="mt-3 text-xl leading-snug font-bold text-ink">{article.title}</h1>
          {article.body ? (
            <div className="mt-4">
              <ArticleBody data={article.body} />
            </div>
          ) : article.summary ? (
            <p className="mt-4 text-[0.9375rem] leading-[1.8]">{article.summary}</p>
          ) : null}
        </div>
      </article>

      <nav aria-label="上一篇和下一篇" className="mt-4">
        <ul className="space-y-3">
          <NeighbourLink label="上一篇" link={article.prev} />
          <NeighbourLink label="下一篇" link={article.next} />
        </ul>
      </nav>

      <p className="mt-5">
        <Link
          href={listPath}
          className="flex h-11 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          返回{article.typeLabel}
        </Link>
      </p>
    </div>
  )
}
