import { type APIResponse, expect, type Locator, type Page, test } from '@playwright/test'

import { lexicalBody } from '../../src/server/seed/lexical'
import { canonicalHref } from './head'
import { expectHydrated } from './hydration'
import { expectCachedQrFile, readQrCode } from './qr'
import { staffAuth, staffCookies } from './staff'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop news pages (phones are sent to /mobile/news)')
})

const tabs = (page: Page) => page.getByRole('navigation', { name: '资讯类别' })
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardLink = (card: Locator) => card.getByRole('heading', { level: 2 }).getByRole('link')

/** The cards' titles in order. Text content, not innerText: a card away from the screen is laid out only as it
 * nears it (`content-visibility: auto`), and what is compared here is the list, not how it is drawn. */
async function cardTitles(page: Page) {
  return (await cards(page).getByRole('heading', { level: 2 }).allTextContents()).map((title) => title.trim())
}

/**
 * The distinct paths a redirect points to. Next 16 sends the Location header twice on the first (uncached)
 * render of a redirect in a statically generated route (vercel/next.js#82117); both copies must agree.
 */
function locations(response: APIResponse) {
  const values = response.headers().location.split(', ')
  return [
    ...new Set(
      values.map((value) => {
        const url = new URL(value, 'http://site.invalid')
        return url.pathname + url.search
      }),
    ),
  ]
}

/** Opens the newest article of a type from its list and returns its title and path. */
async function openFirstArticle(page: Page, type: string) {
  await page.goto(`/news?type=${type}`)
  const link = cardLink(cards(page).first())
  const title = (await link.innerText()).trim()
  const path = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // Its buttons work once the page has hydrated (its scripts come after the first paint).
  await expectHydrated(page)
  return { title, path }
}

test('the list shows article cards under type tabs, the current tab marked', async ({ page, request }) => {
  // Headed by the news page's document in the CMS.
  const document = await request.get('/api/pages?where[path][equals]=/news&depth=0')
  const [newsPage] = ((await document.json()) as { docs: { hero: { heading: string } }[] }).docs
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsPage!.hero.heading)
  await expect(tabs(page).getByRole('link')).toHaveText([
    '全部',
    '公司动态',
    '行业资讯',
    '赛事动态',
    '师培动态',
  ])
  await expect(tabs(page).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs(page).getByRole('link', { name: '赛事动态' })).toHaveAttribute(
    'href',
    '/news?type=competition',
  )

  const count = await cards(page).count()
  expect(count).toBeGreaterThan(1)
  expect(count).toBeLessThanOrEqual(10)
  for (const card of await cards(page).all()) {
    await expect(cardLink(card)).toHaveAttribute(
      'href',
      /^\/news\/detail\/(company|industry|competition|training)\/\d+$/,
    )
    await expect(card.getByRole('img')).toBeVisible()
    await expect(card.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  }
})

test('a type tab filters the list and becomes the current one', async ({ page }) => {
  await page.goto('/news')
  await tabs(page).getByRole('link', { name: '赛事动态' }).click()
  await expect(page).toHaveURL(/\/news\?type=competition$/)
  await expect(tabs(page).getByRole('link', { name: '赛事动态' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs(page).getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current', 'page')
  await expect(cards(page).first()).toBeVisible()
  for (const card of await cards(page).all()) {
    await expect(cardLink(card)).toHaveAttribute('href', /^\/news\/detail\/competition\/\d+$/)
    await expect(card).toContainText('赛事动态')
  }
  await expect(page).toHaveTitle(/赛事动态/)
  expect(new URL(await canonicalHref(page)).search).toBe('?type=competition')
})

test('the crawlable page links lead to page 2, which lists other articles', async ({ page }) => {
  await page.goto('/news')
  const firstPage = await cardTitles(page)
  const pager = page.getByRole('navigation', { name: '分页' })
  await expect(pager.getByRole('link', { name: '第1页' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: '第1页' })).toHaveAttribute('href', '/news')
  await expect(pager.getByRole('link', { name: '第2页' })).toHaveAttribute('href', '/news?page=2')

  await pager.getByRole('link', { name: '第2页' }).click()
  await expect(page).toHaveURL(/\/news\?page=2$/)
  await expect(pager.getByRole('link', { name: '第2页' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/news')
  await expect(page).toHaveTitle(/第2页/)
  const secondPage = await cardTitles(page)
  expect(secondPage.length).toBeGreaterThan(0)
  expect(secondPage[0]).not.toBe(firstPage[0])
  expect(secondPage).not.toEqual(firstPage)
})

test('list pages are static: every tab and page is served from the cache, whatever else the query says', async ({
  request,
}) => {
  for (const url of [
    '/news',
    '/news?type=company',
    '/news?page=2',
    '/news?type=industry&utm_source=wechat',
  ]) {
    await request.get(url)
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['x-nextjs-cache'], url).toMatch(/^(HIT|STALE)$/)
    expect(response.headers()['cache-control'], url).toContain('s-maxage=')
  }
  // The static route behind them has a single public address.
  const internal = await request.get('/news/list/company/1', { maxRedirects: 0 })
  expect(internal.status()).toBe(308)
  expect(locations(internal)).toEqual(['/news?type=company'])
})

test('bad list parameters and pages past the end are the 404 page', async ({ request }) => {
  for (const url of [
    '/news?type=nope',
    '/news?page=0',
    '/news?page=abc',
    '/news?page=9999',
    // A stray percent sign.
    '/news?type=%25',
    '/news?type=company&page=%25',
  ]) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(404)
    expect(await response.text(), url).toContain('抱歉，您访问的页面不存在或已被删除')
  }
})

test('a card opens its article; previous and next lead to the neighbour and back', async ({ page }) => {
  const first = await openFirstArticle(page, 'company')
  const neighbours = page.getByRole('navigation', { name: '上一篇和下一篇' })
  const previous = neighbours.getByRole('link').first()
  await expect(neighbours).toContainText('上一篇')
  const previousTitle = (await previous.innerText()).trim()
  await previous.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(previousTitle)
  await expect(page).not.toHaveURL(new RegExp(`${first.path}$`))

  await page
    .getByRole('navigation', { name: '上一篇和下一篇' })
    .getByRole('link', { name: first.title })
    .click()
  await expect(page).toHaveURL(new RegExp(`${first.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  await expect(page.getByRole('link', { name: '返回公司动态列表' })).toHaveAttribute(
    'href',
    '/news?type=company',
  )
})

test('the oldest article of a type has no previous one', async ({ page }) => {
  await page.goto('/news?type=training')
  await cardLink(cards(page).last()).click()
  const neighbours = page.getByRole('navigation', { name: '上一篇和下一篇' })
  await expect(neighbours).toContainText('没有了')
  await expect(neighbours.getByRole('link')).toHaveCount(1)
})

test('share links carry the share source: Weibo, a WeChat QR code and copy link', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { title, path } = await openFirstArticle(page, 'industry')
  const articleUrl = new URL(path, page.url()).toString()

  const weibo = page.getByRole('link', { name: /分享到微博/ })
  await expect(weibo).toHaveAttribute('target', '_blank')
  await expect(weibo).toHaveAttribute('rel', /noopener/)
  const weiboHref = new URL((await weibo.getAttribute('href'))!)
  expect(weiboHref.origin + weiboHref.pathname).toBe('https://service.weibo.com/share/share.php')
  expect(weiboHref.search).toContain(`url=${encodeURIComponent(`${articleUrl}?share=weibo`)}`)
  expect(weiboHref.searchParams.get('title')).toBe(title)

  expect(await (await request.get(path)).text()).not.toMatch(/h\d+v1h-\d+z/)
  const qr = page.getByRole('img', { name: '本文链接的二维码，用微信扫一扫分享' })
  await expect(qr).toBeHidden()
  await page.getByText('微信', { exact: true }).click()
  expect(await readQrCode(qr)).toBe(`${articleUrl}?share=wechat`)
  await expectCachedQrFile(qr, request)

  const status = page.getByRole('status').filter({ hasText: '链接已复制' })
  await page.getByRole('button', { name: '复制链接' }).click()
  await expect(status).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${articleUrl}?share=link`)
})

test('copy link shows the link to copy by hand when the clipboard is refused', async ({ page }) => {
  await openFirstArticle(page, 'industry')
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    })
  })
  await page.getByRole('button', { name: '复制链接' }).click()
  await expect(page.getByRole('status').filter({ hasText: '请手动复制' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: '文章链接' })).toHaveValue(/\?share=link$/)
})

test('the article route without an id goes to the list of its type', async ({ page, request }) => {
  await page.goto('/news/detail/company')
  await expect(page).toHaveURL(/\/news\?type=company$/)
  await expect(tabs(page).getByRole('link', { name: '公司动态' })).toHaveAttribute('aria-current', 'page')
  for (const [from, to] of [
    ['/news/detail', '/news'],
    ['/news/detail/company', '/news?type=company'],
    ['/news/detail/no-such-type', '/news'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBeGreaterThanOrEqual(300)
    expect(response.status(), from).toBeLessThan(400)
    expect(locations(response), from).toEqual([to])
  }
})

test('an unknown or malformed id is the 404 page; a wrong type redirects to the canonical path', async ({
  page,
  request,
}) => {
  const response = await page.goto('/news/detail/company/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('抱歉，您访问的页面不存在或已被删除')).toBeVisible()
  for (const url of ['/news/detail/company/abc', '/news/detail/company/0', '/news/detail/company/1/extra']) {
    expect((await request.get(url)).status(), url).toBe(404)
  }

  await page.goto('/news?type=competition')
  const canonical = (await cardLink(cards(page).first()).getAttribute('href'))!
  const id = canonical.split('/').pop()
  const wrong = await request.get(`/news/detail/company/${id}`, { maxRedirects: 0 })
  expect(wrong.status()).toBe(308)
  expect(locations(wrong)).toEqual([canonical])
})

test('an article has its own metadata, canonical link and NewsArticle JSON-LD', async ({ page }) => {
  const { title, path } = await openFirstArticle(page, 'training')
  const canonical = await canonicalHref(page)
  expect(new URL(canonical).pathname).toBe(path)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /^https?:\/\/.+\/api\/media\//,
  )
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-/)

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(jsonLd['@type']).toBe('NewsArticle')
  expect(jsonLd.headline).toBe(title)
  expect(jsonLd.mainEntityOfPage['@id']).toBe(canonical)
  expect(jsonLd.publisher.name).toBe('码上未来')
  expect(jsonLd.image[0]).toMatch(/^https?:\/\/.+\/api\/media\//)
  expect(Date.parse(jsonLd.datePublished)).not.toBeNaN()
  expect(Date.parse(jsonLd.dateModified)).not.toBeNaN()
  expect(jsonLd.author.name.length).toBeGreaterThan(0)
})

test('the preview is 404 for visitors and shows a draft to signed-in staff', async ({ page, request }) => {
  // The staff session's cookie for page visits; API writes without an Origin header (not a browser) are
  // refused by Payload's CSRF check on cookies, so they carry the token.
  await page.context().addCookies(staffCookies())
  const auth = staffAuth()
  const title = `预览测试草稿 ${Date.now()}`
  const created = await page.request.post('/api/news', {
    headers: auth,
    data: {
      title,
      type: 'company',
      status: 'draft',
      summary: '只有登录的工作人员能预览这篇草稿。',
      body: lexicalBody([{ p: '草稿的正文。' }]),
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number

  try {
    // `request` has its own cookie jar: an anonymous visitor.
    expect((await request.get(`/news/preview/${id}`)).status()).toBe(404)
    expect((await request.get(`/news/detail/company/${id}`)).status()).toBe(404)

    const response = await page.goto(`/news/preview/${id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('note')).toHaveText('预览：本文状态为草稿，尚未对外显示。')
    await expect(page.getByText('草稿的正文。')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  } finally {
    expect((await page.request.delete(`/api/news/${id}`, { headers: auth })).status()).toBe(200)
  }
})
