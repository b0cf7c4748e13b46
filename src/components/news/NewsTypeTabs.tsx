import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import { Link } from '@/components/ui/Link'

import { newsTypes, type NewsTypeSlug } from '@/content/news-types'
import { newsListHref } from '@/lib/news-query'

/** The list's type filter: real links (crawlable, work without JavaScript), the current one marked. */
export function NewsTypeTabs({ active }: { active: NewsTypeSlug | null }) {
  const tabs = [{ slug: null, label: '全部' }, ...newsTypes]
  return (
    <ServerMarkup
      as="nav"
      memo={`desktop:news-tabs:${active ?? 'all'}`}
      aria-label="资讯类别"
      className="border-b border-slate-200"
    >
      <ul className="-mb-px flex flex-wrap gap-x-2 gap-y-1">
        {tabs.map((tab) => {
          const current = tab.slug === active
          return (
            <li key={tab.label}>
              <Link
                href={newsListHref('/news', tab.slug)}
                aria-current={current ? 'page' : undefined}
                className="inline-block border-b-2 border-transparent px-4 py-3 text-base text-muted transition-colors hover:text-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600"
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </ServerMarkup>
  )
}
