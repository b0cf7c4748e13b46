import { expect, test } from '@playwright/test'

import { ownServer } from '../app-process'
import { STAFF } from '../staff'

/**
 * With a 统计 ID in site settings the third-party statistics tag loads after the page's load event, under
 * the page's script policy, and later client navigations go to its queue. On a server of its own: changing
 * site settings re-renders every page, which the shared server's other tests must not see.
 */
test.setTimeout(240_000)

test('with an analytics id the statistics tag loads after the page has loaded', async ({ page }) => {
  const server = await ownServer({})
  try {
    await server.start()
    const login = await page.request.post(`${server.baseURL}/api/admins/login`, { data: STAFF })
    expect(login.ok()).toBe(true)
    const staff = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const saved = await page.request.post(`${server.baseURL}/api/globals/site-settings`, {
      headers: staff,
      data: { analyticsId: 'e2e0123456789abcdef' },
    })
    expect(saved.ok()).toBe(true)

    // The vendor's loader, answered here (no outside network): it marks that it ran and when.
    const tagRequests: string[] = []
    await page.route(
      (url) => url.hostname === 'hm.baidu.com',
      (route) => {
        tagRequests.push(route.request().url())
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__tagRanAfterLoad = document.readyState === "complete"',
        })
      },
    )
    // Pictures that take their time, as on a busy phone: the page is idle well before its load event.
    await page.route('**/_next/image?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    // Saving the settings re-renders the pages in the background: the page carries the id once it is out.
    await expect
      .poll(
        async () => {
          const tag = page.waitForRequest(/hm\.baidu\.com/, { timeout: 5000 }).then(
            () => true,
            () => false,
          )
          await page.goto(`${server.baseURL}/about-me`)
          return tag
        },
        { timeout: 60_000 },
      )
      .toBe(true)
    await expect.poll(() => tagRequests.at(-1)).toBe('https://hm.baidu.com/hm.js?e2e0123456789abcdef')
    await expect
      .poll(() => page.evaluate(() => (window as { __tagRanAfterLoad?: boolean }).__tagRanAfterLoad))
      .toBe(true)
    const loads = tagRequests.length

    // A client navigation is reported to the tag's queue, and the loader is not added again.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click()
    await expect(page).toHaveURL(/\/news$/)
    await expect
      .poll(() => page.evaluate(() => (window as { _hmt?: unknown[][] })._hmt ?? []))
      .toContainEqual(['_trackPageview', '/news'])
    expect(tagRequests).toHaveLength(loads)
    expect(violations).toEqual([])
  } finally {
    await server.dispose()
  }
})
