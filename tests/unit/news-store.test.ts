import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { NewsTypeSlug } from '@/content/news-types'
import { configureRequest, resetRequestConfig } from '@/lib/request'
import type { NewsCard } from '@/server/news'
import { createNewsStore, hasMoreNews, type NewsListData } from '@/stores/news'

type Handler = (url: URL, res: ServerResponse) => void

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const card = (id: number, type: NewsTypeSlug = 'company'): NewsCard => ({
  id,
  title: `资讯 ${id}`,
  type,
  path: `/news/detail/${type}/${id}`,
  typeLabel: type,
  summary: '',
  publishedAt: '2026-11-20T01:30:00.000Z',
  cover: null,
})

const listData = (
  ids: number[],
  page = 1,
  total = ids.length,
  type: NewsTypeSlug = 'company',
): NewsListData => ({
  list: ids.map((id) => card(id, type)),
  total,
  page,
  pageSize: 2,
})

const initial = () => ({ type: null, newsList: listData([1, 2], 1, 5) })

let server: Server
let origin = ''
let handler: Handler
let seen: { url: URL; headers: IncomingMessage['headers'] }[] = []
const onSystemError = vi.fn()
const onBodyCode = vi.fn()

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    seen.push({ url, headers: req.headers })
    handler(url, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  seen = []
  onSystemError.mockReset()
  onBodyCode.mockReset()
  configureRequest({ baseUrls: { port: `${origin}/api/port` }, onSystemError, onBodyCode })
})

afterEach(() => resetRequestConfig())

describe('loadNewsList', () => {
  it('asks the port service for the list with type, page and pageSize, signed', async () => {
    handler = (_url, res) => json(res, 200, { code: 0, msg: 'ok', data: listData([7]) })
    await createNewsStore(initial()).getState().loadNewsList({ type: 'industry', page: 1, pageSize: 2 })
    expect(seen).toHaveLength(1)
    expect(seen[0].url.pathname).toBe('/api/port/news/list')
    expect(Object.fromEntries(seen[0].url.searchParams)).toMatchObject({
      type: 'industry',
      page: '1',
      pageSize: '2',
    })
    expect(seen[0].headers.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('replaces the stored list and its type on code 0', async () => {
    const data = listData([7, 8], 1, 3, 'industry')
    handler = (_url, res) => json(res, 200, { code: 0, msg: 'ok', data })
    const store = createNewsStore(initial())
    await expect(store.getState().loadNewsList({ type: 'industry', page: 1, pageSize: 2 })).resolves.toBe(
      true,
    )
    expect(store.getState().newsList).toEqual(data)
    expect(store.getState().type).toBe('industry')
  })

  it('keeps the stored list, silently, on a non-zero code', async () => {
    handler = (_url, res) => json(res, 200, { code: 1, msg: 'x', data: listData([9]) })
    const store = createNewsStore(initial())
    const before = store.getState()
    await expect(store.getState().loadNewsList({ type: 'industry', page: 1, pageSize: 2 })).resolves.toBe(
      false,
    )
    expect(store.getState().newsList).toBe(before.newsList)
    expect(store.getState().type).toBeNull()
    expect(onBodyCode).not.toHaveBeenCalled()
  })

  it('keeps the stored list, silently, on HTTP 500 (no system-error toast)', async () => {
    handler = (_url, res) => json(res, 500, { code: 500, msg: 'System Error' })
    const store = createNewsStore(initial())
    const before = store.getState().newsList
    await expect(store.getState().loadNewsList({ type: 'industry', page: 1, pageSize: 2 })).resolves.toBe(
      false,
    )
    expect(store.getState().newsList).toBe(before)
    expect(onSystemError).not.toHaveBeenCalled()
  })

  it('keeps the stored list on HTTP 400 and on code 0 without list data', async () => {
    const store = createNewsStore(initial())
    const before = store.getState().newsList
    handler = (_url, res) => json(res, 400, { code: 400, msg: '资讯类别不存在' })
    await expect(store.getState().loadNewsList({ type: null, page: 1, pageSize: 2 })).resolves.toBe(false)
    handler = (_url, res) => json(res, 200, { code: 0, msg: 'ok' })
    await expect(store.getState().loadNewsList({ type: null, page: 1, pageSize: 2 })).resolves.toBe(false)
    expect(store.getState().newsList).toBe(before)
  })

  it('keeps the stored list when the network fails', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    configureRequest({ baseUrls: { port: `http://127.0.0.1:${port}/api/port` } })

    const store = createNewsStore(initial())
    const before = store.getState().newsList
    await expect(store.getState().loadNewsList({ type: 'industry', page: 1, pageSize: 2 })).resolves.toBe(
      false,
    )
    expect(store.getState().newsList).toBe(before)
    expect(onSystemError).not.toHaveBeenCalled()
  })

  it('lets only the latest request write: a slow earlier answer is dropped', async () => {
    handler = (url, res) => {
      const type = url.searchParams.get('type') as NewsTypeSlug
      const reply = () =>
        json(res, 200, { code: 0, data: listData([type === 'company' ? 11 : 21], 1, 1, type) })
      if (type === 'company') setTimeout(reply, 150)
      else reply()
    }
    const store = createNewsStore(initial())
    const slow = store.getState().loadNewsList({ type: 'company', page: 1, pageSize: 2 })
    const fast = store.getState().loadNewsList({ type: 'industry', page: 1, pageSize: 2 })
    await expect(fast).resolves.toBe(true)
    await expect(slow).resolves.toBe(false)
    expect(store.getState().type).toBe('industry')
    expect(store.getState().newsList.list.map((c) => c.id)).toEqual([21])
  })
})

describe('loadMoreNews', () => {
  it('asks for the next page of the stored type and appends it, skipping cards already shown', async () => {
    handler = (_url, res) => json(res, 200, { code: 0, data: listData([2, 3], 2, 5) })
    const store = createNewsStore({ type: 'company', newsList: listData([1, 2], 1, 5) })
    await expect(store.getState().loadMoreNews()).resolves.toBe(true)
    expect(Object.fromEntries(seen[0].url.searchParams)).toMatchObject({
      type: 'company',
      page: '2',
      pageSize: '2',
    })
    expect(store.getState().newsList).toMatchObject({ page: 2, total: 5, pageSize: 2 })
    expect(store.getState().newsList.list.map((c) => c.id)).toEqual([1, 2, 3])
  })

  it('sends no type for the list of all types', async () => {
    handler = (_url, res) => json(res, 200, { code: 0, data: listData([3], 2, 5) })
    await createNewsStore(initial()).getState().loadMoreNews()
    expect(seen[0].url.searchParams.has('type')).toBe(false)
  })

  it('keeps what is shown when the next page fails', async () => {
    const store = createNewsStore(initial())
    const before = store.getState().newsList
    handler = (_url, res) => json(res, 500, { code: 500, msg: 'System Error' })
    await expect(store.getState().loadMoreNews()).resolves.toBe(false)
    handler = (_url, res) => json(res, 200, { code: 1, msg: 'x' })
    await expect(store.getState().loadMoreNews()).resolves.toBe(false)
    expect(store.getState().newsList).toBe(before)
    expect(onSystemError).not.toHaveBeenCalled()
  })
})

describe('hasMoreNews', () => {
  it('is true until the stored page reaches the total', () => {
    expect(hasMoreNews(listData([1, 2], 1, 5))).toBe(true)
    expect(hasMoreNews(listData([5], 3, 5))).toBe(false)
    expect(hasMoreNews(listData([1, 2], 1, 2))).toBe(false)
    expect(hasMoreNews(listData([], 1, 0))).toBe(false)
  })
})
