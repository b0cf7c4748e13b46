import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import { Link } from '@/components/ui/Link'

import type { NewsTypeSlug } from '@/content/news-types'
import { newsListHref } from '@/lib/news-query'
import { pageWindow } from '@/lib/page-window'

const item = 'grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm'
const link = `${item} border border-slate-200 bg-white text-ink transition-colors hover:border-brand-500 hover:text-brand-600`

/** Server-rendered page links (crawlable, no JavaScript); page 1 has no page parameter. */
export function NewsPagination({
  type,
  page,
  totalPages,
}: {
  type: NewsTypeSlug | null
  page: number
  totalPages: number
}) {
  if (totalPages <= 1) return null
  const href = (n: number) => newsListHref('/news', type, n)
  return (
    <ServerMarkup
      as="nav"
      memo={`desktop:news-pages:${type ?? 'all'}:${page}:${totalPages}`}
      aria-label="分页"
      className="mt-10"
    >
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={link}>
              上一页
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border border-slate-100 text-slate-500`}>
              上一页
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-label={`第${n}页`}
                aria-current={n === page ? 'page' : undefined}
                className={`${link} aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={href(page + 1)} rel="next" className={link}>
              下一页
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border border-slate-100 text-slate-500`}>
              下一页
            </span>
          )}
        </li>
      </ul>
    </ServerMarkup>
  )
}
