import { expect, test, type Browser, type Page, type Request } from '@playwright/test'

import { PAGE_VIEW_ENDPOINT } from '../../src/lib/page-views'
import { staffAuth, staffCookies } from './staff'

/** Today in Beijing, the day a view counts for. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/** A referring site no other test uses: the row it names is this test's alone. */
const uniqueHost = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.e2e.example.org`

/** The Beijing date `back` days before today. */
const daysAgo = (back: number) =>
  new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10)

/** Sum of stored views matching every condition (`[field][operator]=value`), read as staff through REST. */
async function sumViews(page: Page, conditions: [string, string, string][]): Promise<number> {
  const query = conditions
    .map(([field, op, value], i) => `where[and][${i}][${field}][${op}]=${encodeURIComponent(value)}`)
    .join('&')
  const res = await page.request.get(`/api/page-views?${query}&depth=0&limit=1000`, { headers: staffAuth() })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: { views: number }[] }).docs.reduce((sum, doc) => sum + doc.views, 0)
}

/** Today's stored views of the row(s) `where` names. */
const storedViews = (page: Page, where: Record<string, string>) =>
  sumViews(page, [
    ['day', 'equals', today()],
    ...Object.entries(where).map(([field, value]): [string, string, string] => [field, 'equals', value]),
  ])

/** A tab of its own, from an address of its own (so no other test's views use up its rate limit). */
async function visitor(browser: Browser, options: { userAgent?: string; staff?: boolean } = {}) {
  const context = await browser.newContext({
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Date.now() % 250}` },
    storageState: options.staff ? { cookies: staffCookies(), origins: [] } : undefined,
  })
  return { context, page: await context.newPage() }
}

const isBeacon = (path: string) => (request: Request) =>
  request.url().endsWith(PAGE_VIEW_ENDPOINT) &&
  new URLSearchParams(request.postData() ?? '').get('p') === path

test('a full page load and a client-side navigation are each sent by beacon and stored', async ({
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile'
  const { context, page } = await visitor(browser)
  const device = phone ? 'mobile' : 'desktop'
  const start = phone ? '/mobile/news' : '/school-yard'
  const host = uniqueHost('search')

  const sent = page.waitForRequest(isBeacon(start))
  await page.goto(start, { referer: `https://${host}/s?wd=编程` })
  const beacon = await sent
  // navigator.sendBeacon: Chromium's "ping" type, the form-encoded body it gives URLSearchParams.
  expect(beacon.resourceType()).toBe('ping')
  expect(beacon.method()).toBe('POST')
  expect(beacon.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
  expect(Object.fromEntries(new URLSearchParams(beacon.postData()!))).toEqual({ p: start, r: host })
  expect((await beacon.response())?.status()).toBe(204)
  await expect.poll(() => storedViews(page, { path: start, device, referrerHost: host })).toBe(1)

  if (!phone) {
    const before = await storedViews(page, { path: '/tch-training', device })
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const next = page.waitForRequest(isBeacon('/tch-training'))
    await page.getByRole('banner').getByRole('link', { name: '师培', exact: true }).click()
    await expect(page).toHaveURL(/\/tch-training$/)
    const moved = await next
    // A move within the site: no new document, and no referring site.
    expect(documents).toEqual([])
    expect(new URLSearchParams(moved.postData()!).get('r')).toBe('')
    expect((await moved.response())?.status()).toBe(204)
    await expect
      .poll(() => storedViews(page, { path: '/tch-training', device }))
      .toBeGreaterThanOrEqual(before + 1)
  }
  await context.close()
})

test('a crawler’s views and a staff preview are not counted', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough')
  const botHost = uniqueHost('bot')
  const bot = await visitor(browser, {
    userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  })
  const botBeacon = bot.page.waitForRequest(isBeacon('/about-me'))
  await bot.page.goto('/about-me', { referer: `https://${botHost}/` })
  expect((await (await botBeacon).response())?.status()).toBe(204)
  await bot.context.close()

  // Staff in draft mode: the page sends nothing, and a beacon sent anyway with the preview cookie is left out.
  const previewHost = uniqueHost('preview')
  const staff = await visitor(browser, { staff: true })
  const beacons: string[] = []
  staff.page.on('request', (request) => {
    if (request.url().endsWith(PAGE_VIEW_ENDPOINT)) beacons.push(request.postData() ?? '')
  })
  await staff.page.goto('/api/preview?path=/about-me')
  await expect(staff.page.getByText('正在预览草稿')).toBeVisible()
  const status = await staff.page.evaluate(
    async ({ endpoint, host }) => {
      const res = await fetch(endpoint, {
        method: 'POST',
        body: new URLSearchParams({ p: '/about-me', r: host }),
      })
      return res.status
    },
    { endpoint: PAGE_VIEW_ENDPOINT, host: previewHost },
  )
  expect(status).toBe(204)

  // A visitor's view sent after both is stored: by then theirs would have been too.
  const control = uniqueHost('control')
  const visit = await visitor(browser)
  await visit.page.goto('/about-me', { referer: `https://${control}/` })
  await expect.poll(() => storedViews(visit.page, { path: '/about-me', referrerHost: control })).toBe(1)
  expect(await storedViews(visit.page, { referrerHost: botHost })).toBe(0)
  expect(await storedViews(visit.page, { referrerHost: previewHost })).toBe(0)
  expect(beacons.filter((body) => !body.includes(previewHost))).toEqual([])
  await staff.context.close()
  await visit.context.close()
})

test('the dashboard shows views per day, the last 7 and 30 days by device and the top pages', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is used on a desktop')
  const { context, page } = await visitor(browser, { staff: true })
  // One view of our own, so today has figures.
  const host = uniqueHost('dashboard')
  await page.goto('/school-home', { referer: `https://${host}/` })
  await expect.poll(() => storedViews(page, { path: '/school-home', referrerHost: host })).toBe(1)

  const week = (device: string) =>
    sumViews(page, [
      ['day', 'greater_than_equal', daysAgo(6)],
      ['device', 'equals', device],
    ])
  const figures = async () => ({
    today: await sumViews(page, [['day', 'equals', today()]]),
    desktop: await week('desktop'),
    mobile: await week('mobile'),
  })
  // Other tests keep browsing meanwhile: what the dashboard shows lies between the totals before and after.
  const before = await figures()
  await page.goto('/admin')
  const section = page.getByRole('region', { name: '访问统计' })
  await expect(section.getByRole('heading', { name: '访问统计', exact: true })).toBeVisible()
  const figure = async (scope: string, testId: string) =>
    Number(
      (await section.getByTestId(scope).getByTestId(testId).locator('strong').first().innerText()).replace(
        /,/g,
        '',
      ),
    )
  const shown = {
    today: Number((await section.getByTestId('views-today').innerText()).replace(/,/g, '')),
    desktop: await figure('views-7d', 'views-desktop'),
    mobile: await figure('views-7d', 'views-mobile'),
  }
  const after = await figures()
  for (const key of ['today', 'desktop', 'mobile'] as const) {
    expect(shown[key], key).toBeGreaterThanOrEqual(before[key])
    expect(shown[key], key).toBeLessThanOrEqual(after[key])
  }
  expect(shown.today).toBeGreaterThan(0)
  const total7 = Number(
    (await section.getByTestId('views-7d').getByTestId('views-total').innerText()).replace(/,/g, ''),
  )
  expect(total7).toBe(shown.desktop + shown.mobile)

  const bars = section.getByTestId('views-per-day').getByRole('listitem')
  await expect(bars).toHaveCount(30)
  await expect(bars.last()).toHaveAttribute('data-day', today())
  await expect(bars.last()).toHaveAttribute('data-views', String(shown.today))
  await expect(section.getByTestId('top-pages-7d').getByRole('listitem').first()).toBeVisible()
  await expect(section.getByTestId('views-30d')).toContainText('最近 30 天')
  await expect(section.getByTestId('referrers-30d')).toContainText('.e2e.example.org')
  await context.close()
})
