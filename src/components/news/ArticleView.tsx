import { Img } from '@/components/media/Img'
import { Link } from '@/components/ui/Link'

import { formatDate } from '@/lib/format-date'
import { newsListHref } from '@/lib/news-query'
import type { NewsArticle, NewsLink } from '@/server/news'

import { ArticleBody } from './ArticleBody'
import { ArticleShare } from './ArticleShare'

const crumbLink = 'text-blue-50 underline-offset-4 hover:text-white hover:underline'

function Neighbour({ label, link, align }: { label: string; link: NewsLink | null; align: 'start' | 'end' }) {
  return (
    <div className={`min-w-0 flex-1 ${align === 'end' ? 'sm:text-right' : ''}`}>
      <p className="text-sm text-muted">{label}</p>
      {link ? (
        <Link
          href={link.path}
          rel={label === '上一篇' ? 'prev' : 'next'}
          className="mt-1 block font-medium text-ink underline-offset-4 hover:text-brand-600 hover:underline"
        >
          {link.title}
        </Link>
      ) : (
        <p className="mt-1 text-slate-600">没有了</p>
      )}
    </div>
  )
}

/**
 * An article as readers see it: breadcrumb, title, type, date, author, cover, body, share links and the
 * neighbours of its type. The public page and the staff preview both render it.
 */
export function ArticleView({
  article,
  url,
  notice,
  preview = false,
}: {
  article: NewsArticle
  /** The article's absolute canonical URL (what share links carry). */
  url: string
  /** Shown above the article (the preview's status). */
  notice?: React.ReactNode
  /** A preview has no share links and no neighbours: the public cannot open it yet. */
  preview?: boolean
}) {
  const typeHref = newsListHref('/news', article.type)
  return (
    <>
      <div className="bg-gradient-to-r from-brand-700 via-brand-600 to-brand-500 pt-[var(--spacing-header)]">
        <nav aria-label="面包屑" className="container-content py-4 text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-blue-50">
            <li>
              <Link href="/" className={crumbLink}>
                首页
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href="/news" className={crumbLink}>
                新闻资讯
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={typeHref} className={crumbLink}>
                {article.typeLabel}
              </Link>
            </li>
          </ol>
        </nav>
      </div>
      <div className="bg-surface pb-20 pt-8">
        <div className="mx-auto max-w-[52rem] px-5">
          {notice}
          <article className="rounded-2xl bg-white px-5 py-8 shadow-sm sm:px-10 sm:py-12">
            <header>
              <p>
                <Link
                  href={typeHref}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
                >
                  {article.typeLabel}
                </Link>
              </p>
              <h1 className="mt-4 text-2xl font-bold leading-snug text-ink md:text-[2rem]">
                {article.title}
              </h1>
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
                <div className="flex gap-1">
                  <dt>发布时间：</dt>
                  <dd>
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                  </dd>
                </div>
                {article.author ? (
                  <div className="flex gap-1">
                    <dt>作者：</dt>
                    <dd>{article.author}</dd>
                  </div>
                ) : null}
              </dl>
            </header>
            {article.cover ? (
              <Img
                src={article.cover.url}
                alt={article.cover.alt}
                width={article.cover.width}
                height={article.cover.height}
                sizes="(min-width: 832px) 752px, calc(100vw - 40px)"
                preload
                className="mt-8 h-auto w-full rounded-xl"
              />
            ) : null}
            {article.summary ? (
              <p className="mt-8 rounded-xl bg-surface px-5 py-4 leading-relaxed text-muted">
                {article.summary}
              </p>
            ) : null}
            <div className="mt-8">
              <ArticleBody data={article.body} />
            </div>
            {preview ? null : (
              <footer className="mt-12 border-t border-slate-200 pt-6">
                <ArticleShare url={url} title={article.title} />
              </footer>
            )}
          </article>
          {preview ? null : (
            <>
              <nav
                aria-label="上一篇和下一篇"
                className="mt-6 flex flex-col gap-5 rounded-2xl bg-white px-5 py-6 shadow-sm sm:flex-row sm:px-10"
              >
                <Neighbour label="上一篇" link={article.prev} align="start" />
                <Neighbour label="下一篇" link={article.next} align="end" />
              </nav>
              <p className="mt-8 text-center">
                <Link
                  href={typeHref}
                  className="inline-block rounded-full border border-brand-600 px-6 py-2.5 font-medium text-brand-600 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  返回{article.typeLabel}列表
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  )
}
