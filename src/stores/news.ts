'use client'

import { createStore } from 'zustand/vanilla'

import type { NewsTypeSlug } from '@/content/news-types'
import type { ApiBody } from '@/lib/request'
import type { NewsCard } from '@/server/news'

/** The news list data object (spec §3 news module): the `data` of `GET {port}/news/list`. */
export interface NewsListData {
  list: NewsCard[]
  total: number
  page: number
  pageSize: number
}

export interface NewsListQuery {
  type: NewsTypeSlug | null
  page: number
  pageSize: number
}

export interface NewsState {
  /** The type the stored list belongs to (null: all types). */
  type: NewsTypeSlug | null
  newsList: NewsListData
  /**
   * Loads a list (spec §4): a response with code 0 replaces the stored list; any other code, an HTTP error
   * or a network failure leaves it unchanged, silently. Resolves whether the list was replaced.
   */
  loadNewsList: (query: NewsListQuery) => Promise<boolean>
  /** Loads the next page of the stored type and appends it, under the same rule. */
  loadMoreNews: () => Promise<boolean>
}

export type NewsStore = ReturnType<typeof createNewsStore>

/** Whether pages after the stored one exist. */
export function hasMoreNews({ page, pageSize, total }: NewsListData) {
  return page * pageSize < total
}

async function fetchNewsList(query: NewsListQuery): Promise<NewsListData | null> {
  try {
    // The signed request client arrives with the first request for more, not with the page.
    const { request } = await import('@/lib/request')
    const body = await request<ApiBody<NewsListData>>('port', '/news/list', {
      data: { ...query },
      // News list errors are swallowed (spec §8): no system-error toast, no body-code hook.
      silent: true,
    })
    return body?.code === 0 && body.data && Array.isArray(body.data.list) ? body.data : null
  } catch {
    return null
  }
}

/**
 * One store per list on screen, started from the server-rendered list, so the first paint needs no request
 * and no page ever sees another page's list. Only the latest request may write: a slow answer to an earlier
 * tap never overwrites a later one.
 */
export function createNewsStore(initial: { type: NewsTypeSlug | null; newsList: NewsListData }) {
  let latest = 0
  return createStore<NewsState>()((set, get) => ({
    ...initial,
    loadNewsList: async (query) => {
      const ticket = ++latest
      const data = await fetchNewsList(query)
      if (!data || ticket !== latest) return false
      set({ type: query.type, newsList: data })
      return true
    },
    loadMoreNews: async () => {
      const { type, newsList } = get()
      const ticket = ++latest
      const data = await fetchNewsList({ type, page: newsList.page + 1, pageSize: newsList.pageSize })
      if (!data || ticket !== latest) return false
      // An article published meanwhile shifts the pages by one: skip what is already shown.
      const shown = new Set(newsList.list.map((card) => card.id))
      set({
        newsList: { ...data, list: [...newsList.list, ...data.list.filter((card) => !shown.has(card.id))] },
      })
      return true
    },
  }))
}
