'use client'

import { Link } from '@/components/ui/Link'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'

import { findNewsType, newsTypes, type NewsTypeSlug } from '@/content/news-types'
import { isModifiedClick } from '@/lib/link-navigation'
import { createNewsStore, hasMoreNews, type NewsListData } from '@/stores/news'

import { NewsCardItem } from './NewsCardItem'
import { mobileNewsListPath } from './paths'

const tabs: { slug: NewsTypeSlug | null; label: string }[] = [{ slug: null, label: '全部' }, ...newsTypes]

const typeLabel = (type: NewsTypeSlug | null) => findNewsType(type)?.label ?? '全部资讯'

/**
 * The mobile news list: type tabs, article cards and 加载更多. It starts from the server-rendered list; with
 * `switchable` the tabs change the list in place through the news store (no page load), otherwise they are
 * links to the type pages. A failed load changes nothing and says nothing (spec §4).
 */
export function NewsFeed({
  type,
  initial,
  switchable,
}: {
  type: NewsTypeSlug | null
  initial: NewsListData
  switchable: boolean
}) {
  const [store] = useState(() => createNewsStore({ type, newsList: initial }))
  const current = useStore(store, (state) => state.type)
  const newsList = useStore(store, (state) => state.newsList)
  const [pending, setPending] = useState<{ kind: 'switch' | 'more' } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)

  // After 加载更多, focus moves to the first new card so keyboard and screen-reader users read on from there.
  useEffect(() => {
    if (focusFrom.current === null) return
    listRef.current?.querySelectorAll('a')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [newsList])

  async function run(kind: 'switch' | 'more', load: () => Promise<boolean>, done: () => void) {
    const token = { kind }
    setPending(token)
    if (await load()) done()
    setPending((value) => (value === token ? null : value))
  }

  function switchTo(event: MouseEvent, next: NewsTypeSlug | null) {
    if (!switchable || isModifiedClick(event)) return
    event.preventDefault()
    if (next === current && pending?.kind !== 'switch') return
    void run(
      'switch',
      () => store.getState().loadNewsList({ type: next, page: 1, pageSize: newsList.pageSize }),
      () => setAnnouncement(`已显示${typeLabel(next)}，共 ${store.getState().newsList.total} 篇`),
    )
  }

  function loadMore() {
    if (pending?.kind === 'more') return
    const shown = newsList.list.length
    void run(
      'more',
      () => store.getState().loadMoreNews(),
      () => {
        const { list } = store.getState().newsList
        if (list.length > shown) focusFrom.current = shown
        setAnnouncement(`已加载 ${list.length - shown} 篇`)
      },
    )
  }

  const loadingMore = pending?.kind === 'more'
  return (
    <>
      <nav aria-label="资讯分类" className="mt-3 px-4">
        <ul
          className="grid border-b border-slate-200"
          style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
        >
          {tabs.map((tab) => {
            const active = tab.slug === current
            return (
              <li key={tab.label}>
                <Link
                  href={mobileNewsListPath(tab.slug)}
                  data-handled-in-place={switchable ? '' : undefined}
                  aria-current={active ? (switchable ? 'true' : 'page') : undefined}
                  onClick={(event) => switchTo(event, tab.slug)}
                  className={`-mb-px flex h-11 items-center justify-center border-b-2 text-sm whitespace-nowrap focus-visible:outline-offset-[-2px] ${
                    active ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent text-muted'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="px-4 pt-4 pb-8">
        {newsList.list.length ? (
          <ul
            ref={listRef}
            aria-label="资讯列表"
            aria-busy={pending?.kind === 'switch'}
            className={`space-y-3 transition-opacity ${pending?.kind === 'switch' ? 'opacity-60' : ''}`}
          >
            {newsList.list.map((card) => (
              <li key={card.id}>
                <NewsCardItem card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-surface px-4 py-10 text-center text-sm text-muted">
            {typeLabel(current)}暂时没有文章，
            <Link href="/mobile/news" className="text-brand-700 underline">
              看看全部资讯
            </Link>
          </p>
        )}

        {hasMoreNews(newsList) ? (
          <button
            type="button"
            // Tapped before the page's scripts have run, it is pressed once they have (early-input.ts).
            data-early-tap=""
            onClick={loadMore}
            aria-disabled={loadingMore}
            className="mt-5 flex h-11 w-full items-center justify-center rounded-full border border-brand-600 text-sm font-semibold text-brand-700 active:bg-brand-50 aria-disabled:opacity-70"
          >
            {loadingMore ? '加载中…' : '加载更多'}
          </button>
        ) : newsList.list.length ? (
          <p className="mt-5 text-center text-xs text-muted">已经到底了</p>
        ) : null}
      </div>
    </>
  )
}
