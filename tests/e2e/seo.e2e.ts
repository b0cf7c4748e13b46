import { expect, test } from '@playwright/test'

test('sitemap.xml lists the public pages and every published article, never drafts or scheduled ones', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough for a machine-readable file')
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  // Every page, and the phone's pages of their own; a phone twin of a desktop page is canonical to it.
  for (const path of [
    '/',
    '/news',
    '/school-home',
    '/tch-training',
    '/plan/schoolai',
    '/special/topic',
    '/mobile',
    '/mobile/landing',
  ]) {
    expect(urls, path).toContain(path)
  }
  for (const path of ['/news/detail', '/mobile/tch-training', '/mobile/news/company'])
    expect(urls).not.toContain(path)

  const api = await request.get('/api/news?limit=200&depth=0&where[status][equals]=published')
  const published = (await api.json()) as { docs: { id: number; type: string; title: string }[] }
  expect(published.docs.length).toBeGreaterThanOrEqual(24)
  for (const doc of published.docs) expect(urls).toContain(`/news/detail/${doc.type}/${doc.id}`)
  const articleUrls = urls.filter((path) => path.startsWith('/news/detail/'))
  expect(articleUrls).toHaveLength(published.docs.length)
  // The seeded draft and scheduled examples are not public: /api/news does not return them to the public.
  expect(published.docs.map((doc) => doc.title).join()).not.toMatch(/草稿示例|定时发布示例/)
})

test('robots.txt keeps crawlers out of the back office and points to the sitemap', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough for a machine-readable file')
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/Disallow: \/admin/)
  expect(text).toMatch(/Disallow: \/api\//)
  expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
})

test('the RSS feed carries the newest articles with links to their pages', async ({
  request,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough for a machine-readable file')
  const response = await request.get('/news/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  const items = [...xml.matchAll(/<item>[\s\S]*?<title>([^<]+)<\/title>[\s\S]*?<link>([^<]+)<\/link>/g)]
  expect(items.length).toBeGreaterThanOrEqual(20)
  const [, title, link] = items[0]!
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!.replace(/&amp;/g, '&'))
  // Pages announce the feed to readers.
  await page.goto('/news')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/news\/rss\.xml$/,
  )
})
