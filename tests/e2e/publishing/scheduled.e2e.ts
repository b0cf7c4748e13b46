import { expect, test } from '@playwright/test'

import { IPHONE_UA } from '../../../scripts/lib/chromium.mjs'
import { lexicalBody } from '../../../src/server/seed/lexical'
import { staffAuth } from '../staff'

/** Seconds ahead the article is scheduled: far below the 60 s fallback that a clock-less cache would need. */
const AHEAD_MS = 8_000
/** How long after its time every page may take: the dynamic list at once, static pages on their next render. */
const SHOWN_WITHIN_MS = 10_000

test('an article scheduled a few seconds ahead shows on the list, article, home, phone list and sitemap at its time', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const title = `定时发布测试 ${Date.now()}`
  const publishAt = Date.now() + AHEAD_MS
  const created = await request.post('/api/news', {
    headers: staffAuth(),
    data: {
      title,
      type: 'industry',
      status: 'published',
      publishedAt: new Date(publishAt).toISOString(),
      summary: '设好发布时间的文章，到点自动出现在网站上，无需再次保存。',
      body: lexicalBody([{ p: '定时发布的正文。' }]),
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const path = `/news/detail/industry/${id}`
  const listLink = page.getByRole('main').getByRole('link', { name: title })
  const phone = { 'User-Agent': IPHONE_UA }
  const seen = {
    list: async () => {
      await page.goto('/news?type=industry')
      return listLink.count()
    },
    article: async () => (await request.get(path)).status(),
    home: async () => (await (await request.get('/')).text()).includes(title),
    phoneList: async () =>
      (await (await request.get('/mobile/news/industry', { headers: phone })).text()).includes(title),
    sitemap: async () => (await (await request.get('/sitemap.xml')).text()).includes(path),
  }

  try {
    // Before its time it is nowhere, and these visits fill the caches.
    expect(await seen.list()).toBe(0)
    expect(await seen.article()).toBe(404)
    expect(await seen.home()).toBe(false)
    expect(await seen.phoneList()).toBe(false)
    expect(await seen.sitemap()).toBe(false)
    expect(Date.now(), 'the checks before its time took too long').toBeLessThan(publishAt)

    await page.waitForTimeout(publishAt - Date.now())
    const poll = { timeout: SHOWN_WITHIN_MS, intervals: [250, 500, 1000] }
    await expect.poll(seen.list, poll).toBe(1)
    await expect.poll(seen.article, poll).toBe(200)
    await expect.poll(seen.home, poll).toBe(true)
    await expect.poll(seen.phoneList, poll).toBe(true)
    await expect.poll(seen.sitemap, poll).toBe(true)
  } finally {
    expect((await request.delete(`/api/news/${id}`, { headers: staffAuth() })).status()).toBe(200)
  }
})
