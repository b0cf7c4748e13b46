import { expect, type Page, type Request, test } from '@playwright/test'

import { baseURL, IPHONE_UA } from '../../playwright.config'
import { findNewsType, NEWS_PAGE_SIZE, newsTypes } from '../../src/content/news-types'
import { REQUEST_RETRIES } from '../../src/lib/constants'
import { canonicalHref } from './head'
import { expectHydrated } from './hydration'

const tabs = (page: Page) => page.getByRole('navigation', { name: '资讯分类' })
const cards = (page: Page) => page.getByRole('list', { name: '资讯列表' }).getByRole('listitem')
/** The cards' titles in order, from their text content: a card away from the screen is laid out only as it nears
 * it (`content-visibility: auto`), and what is compared is the list, not how it is drawn. */
const cardTitles = async (page: Page) =>
  (await cards(page).getByRole('heading').allTextContents()).map((title) => title.trim())
const loadMore = (page: Page) => page.getByRole('button', { name: '加载更多' })
const isListCall = (url: string) => new URL(url).pathname === '/api/port/news/list'

interface ListBody {
  code: number
  data: { list: { id: number; title: string; type: string }[]; total: number; page: number; pageSize: number }
}

/** Every document (page) request of the tab: a switch done in place makes none. */
function trackDocuments(page: Page) {
  const documents: string[] = []
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  return documents
}

/** Nothing was said: no toast, and the page reads exactly as it did before the failed load. */
async function expectNothingChanged(page: Page, mainText: string | null) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await page.locator('main').textContent()).toBe(mainText)
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the mobile news is read on a phone')
})

test('the first list is in the server-rendered page, with tabs that link to the type pages', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    userAgent: IPHONE_UA,
    viewport: { width: 375, height: 812 },
  })
  const page = await context.newPage()
  await page.goto('/mobile/news')
  // The news banner slot (its banner, or the news artwork when none is published) tops the page.
  await expect(page.locator('main > :first-child [data-banner-slot="news/mobile/top"]')).toBeVisible()
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(NEWS_PAGE_SIZE)
  await expect(cards(page).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/mobile\/news\/carddetail\?id=\d+$/,
  )
  await expect(tabs(page).getByRole('link')).toHaveText(['全部', ...newsTypes.map((type) => type.label)])
  await expect(tabs(page).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true')
  for (const type of newsTypes) {
    await expect(tabs(page).getByRole('link', { name: type.label })).toHaveAttribute(
      'href',
      `/mobile/news/${type.slug}`,
    )
  }
  await context.close()
})

test('a type tab switches the list through the API, without a page load', async ({ page }) => {
  await page.goto('/mobile/news')
  await expectHydrated(page)
  const before = await cardTitles(page)
  const documents = trackDocuments(page)
  const type = newsTypes[1]

  const answer = page.waitForResponse(
    (response) =>
      isListCall(response.url()) && new URL(response.url()).searchParams.get('type') === type.slug,
  )
  await tabs(page).getByRole('link', { name: type.label }).click()
  const response = await answer
  expect(response.request().headers()['signature']).toMatch(/^[0-9a-f]{64}$/)
  const body = (await response.json()) as ListBody
  expect(body.code).toBe(0)

  await expect(tabs(page).getByRole('link', { name: type.label })).toHaveAttribute('aria-current', 'true')
  await expect(tabs(page).getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current')
  await expect(cards(page)).toHaveCount(body.data.list.length)
  expect(await cardTitles(page)).toEqual(body.data.list.map((item) => item.title))
  expect(await cardTitles(page)).not.toEqual(before)
  for (const card of await cards(page).all()) await expect(card).toContainText(type.label)

  await expect(page).toHaveURL(/\/mobile\/news$/)
  expect(documents).toEqual([])
  // Not a route change: the route loading bar stays idle.
  await expect(page.locator('[role="progressbar"][aria-label="页面加载进度"]')).toHaveAttribute(
    'data-status',
    'idle',
  )
  // The route still shows the fixed top bar of `mobile-news`.
  await expect
    .poll(() =>
      page
        .getByRole('banner')
        .locator('> div')
        .evaluate((el) => getComputedStyle(el).position),
    )
    .toBe('fixed')
})

for (const failure of [
  { name: 'HTTP 500', status: 500, json: { code: 500, msg: 'System Error' }, attempts: REQUEST_RETRIES + 1 },
  { name: 'code 1', status: 200, json: { code: 1, msg: 'x' }, attempts: 1 },
]) {
  test(`a tab load answered with ${failure.name} leaves the list as it was, silently`, async ({ page }) => {
    await page.goto('/mobile/news')
    // The tabs work in place once the page has hydrated (its scripts come after the first paint).
    await expectHydrated(page)
    const before = await cardTitles(page)
    const mainText = await page.locator('main').textContent()
    let calls = 0
    await page.route('**/api/port/news/list**', (route) => {
      calls += 1
      return route.fulfill({ status: failure.status, json: failure.json })
    })

    await tabs(page).getByRole('link', { name: newsTypes[0].label }).click()
    await expect.poll(() => calls).toBe(failure.attempts)
    await expect(page.getByRole('list', { name: '资讯列表' })).toHaveAttribute('aria-busy', 'false')

    expect(await cardTitles(page)).toEqual(before)
    await expect(tabs(page).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true')
    await expect(tabs(page).getByRole('link', { name: newsTypes[0].label })).not.toHaveAttribute(
      'aria-current',
    )
    await expectNothingChanged(page, mainText)
  })
}

test('加载更多 appends the next pages until the end, and a failed page keeps what is shown', async ({
  page,
}) => {
  await page.goto('/mobile/news')
  await expectHydrated(page)
  const first = await cardTitles(page)
  const mainText = await page.locator('main').textContent()

  let failed = 0
  await page.route(
    '**/api/port/news/list**',
    (route) => {
      failed += 1
      return route.fulfill({ status: 500, json: { code: 500, msg: 'System Error' } })
    },
    { times: REQUEST_RETRIES + 1 },
  )
  await loadMore(page).click()
  await expect.poll(() => failed).toBe(REQUEST_RETRIES + 1)
  await expect(loadMore(page)).toBeVisible()
  expect(await cardTitles(page)).toEqual(first)
  await expectNothingChanged(page, mainText)

  let shown = first
  let total = Infinity
  while (shown.length < total) {
    const answer = page.waitForResponse((response) => isListCall(response.url()) && response.status() === 200)
    await loadMore(page).click()
    const body = (await (await answer).json()) as ListBody
    expect(body.data.page).toBe(shown.length / NEWS_PAGE_SIZE + 1)
    total = body.data.total
    await expect(cards(page)).toHaveCount(shown.length + body.data.list.length)
    const now = await cardTitles(page)
    expect(now.slice(0, shown.length)).toEqual(shown)
    expect(now.slice(shown.length)).toEqual(body.data.list.map((item) => item.title))
    shown = now
  }
  await expect(loadMore(page)).toHaveCount(0)
  await expect(page.getByText('已经到底了')).toBeVisible()
})

test('a card opens the article card with its type, date, body and neighbours', async ({ page }) => {
  await page.goto('/mobile/news')
  await expectHydrated(page)
  const card = cards(page).first()
  const title = await card.getByRole('heading').innerText()
  const typeLabel = await card.locator('span').first().innerText()
  const date = await card.locator('time').innerText()
  await card.getByRole('link').click()

  await expect(page).toHaveURL(/\/mobile\/news\/carddetail\?id=\d+$/)
  const id = new URL(page.url()).searchParams.get('id')
  const article = page.getByRole('article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(article.locator('time')).toHaveText(date)
  await expect(article.getByRole('link', { name: typeLabel })).toBeVisible()
  expect(await article.locator('p').count()).toBeGreaterThan(2)

  const type = newsTypes.find((item) => item.label === typeLabel)!
  expect(new URL(await canonicalHref(page)).pathname).toBe(`/news/detail/${type.slug}/${id}`)
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /\/api\/media\/file\//,
  )
  expect(await page.title()).toContain(title)

  // The newest article has no newer one; its older neighbour links back to it as 下一篇.
  const neighbours = page.getByRole('navigation', { name: '上一篇和下一篇' })
  await expect(neighbours).toContainText('下一篇没有了')
  const prev = neighbours.getByRole('link')
  await expect(prev).toHaveCount(1)
  const prevTitle = await prev.innerText()
  await prev.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(prevTitle)
  await expect(page.getByRole('article').getByRole('link', { name: typeLabel })).toBeVisible()
  const next = page.getByRole('navigation', { name: '上一篇和下一篇' }).getByRole('link', { name: title })
  await expect(next).toHaveAttribute('href', `/mobile/news/carddetail?id=${id}`)

  await page.getByRole('link', { name: `返回${typeLabel}` }).click()
  await expect(page).toHaveURL(new RegExp(`/mobile/news/${type.slug}$`))
})

test('the card page without an id goes to the list; a bad or unknown id is the 404 page', async ({
  page,
}) => {
  await page.goto('/mobile/news/carddetail')
  await expect(page).toHaveURL(/\/mobile\/news$/)
  for (const id of ['abc', '0', '99999999', '%25']) {
    const response = await page.goto(`/mobile/news/carddetail?id=${id}`)
    expect(response?.status(), id).toBe(404)
  }
})

test('an article card is static: served from the cache, whatever else the query says', async ({
  request,
}) => {
  for (const url of ['/mobile/news/carddetail?id=1', '/mobile/news/carddetail?id=1&from=wechat']) {
    await request.get(url)
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['x-nextjs-cache'], url).toMatch(/^(HIT|STALE)$/)
  }
  const internal = await request.get('/mobile/news/card/1', { maxRedirects: 0 })
  expect(internal.status()).toBe(308)
  expect(new URL(internal.headers().location!, 'http://site.invalid').search).toBe('?id=1')
})

test('/mobile/news/{type} lists only that type, and an unknown type is the 404 page', async ({ page }) => {
  const type = findNewsType('company')!
  await page.goto(`/mobile/news/${type.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(type.label)
  await expect(tabs(page).getByRole('link', { name: type.label })).toHaveAttribute('aria-current', 'page')
  expect(await cards(page).count()).toBeGreaterThan(0)
  for (const card of await cards(page).all()) await expect(card).toContainText(type.label)
  // Other tabs are links to their own pages here.
  await tabs(page).getByRole('link', { name: newsTypes[1].label }).click()
  await expect(page).toHaveURL(new RegExp(`/mobile/news/${newsTypes[1].slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsTypes[1].label)

  expect((await page.goto('/mobile/news/unknown'))?.status()).toBe(404)
})

test('an iPhone opening a desktop article URL ends on the card page of that article', async ({
  page,
  request,
}) => {
  await page.goto('/mobile/news/company')
  const href = await cards(page).first().getByRole('link').getAttribute('href')
  const id = new URL(href!, 'http://x').searchParams.get('id')
  const title = await cards(page).first().getByRole('heading').innerText()

  const hop = async (path: string) => {
    const response = await request.get(path, { headers: { 'user-agent': IPHONE_UA }, maxRedirects: 0 })
    const location = response.headers()['location']
    return {
      status: response.status(),
      location: location && new URL(location, 'http://x').pathname + new URL(location, 'http://x').search,
    }
  }
  expect(await hop(`/news/detail/company/${id}`)).toEqual({
    status: 302,
    location: `/mobile/news/detail/company/${id}`,
  })
  expect(await hop(`/mobile/news/detail/company/${id}`)).toMatchObject({
    location: `/mobile/news/carddetail?id=${id}`,
  })
  expect((await hop('/mobile/news/detail/company')).location).toBe('/mobile/news/company')
  expect((await hop('/mobile/news/detail')).location).toBe('/mobile/news')
  expect((await hop('/mobile/news/detail/company/abc')).status).toBe(404)

  await page.goto(`/news/detail/company/${id}`)
  await expect(page).toHaveURL(new RegExp(`/mobile/news/carddetail\\?id=${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})
