import { expect, test } from '@playwright/test'

import { expectHydrated } from './hydration'

// The site's links are plain <a data-router-link> (src/components/ui/Link.tsx): once the page has hydrated the
// router renders the page a click opens, in the same document, as Next's Link did; a click with a modifier key
// is the browser's (a new tab), and a link without the mark loads its page (the error page's 重试,
// tests/e2e/loading-bar.e2e.ts).

test('once hydrated, a click on a link renders its page in the same document', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'mobile'
  const [home, next] = phone ? ['/mobile', '/mobile/tch-training'] : ['/', '/tch-training']
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  await page.goto(home)
  // Hydrated, and nothing more: the listener is in place by the time the page says so.
  await expectHydrated(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  const link = page.locator(`main a[data-router-link][href="${next}"]`).first()
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(next)
  await expect(page.locator('main h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(documents).toEqual([home])
})

test('a click with a modifier key leaves the link to the browser: a new tab, the page itself stays', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'a keyboard modifier: desktop')
  await page.goto('/')
  await expectHydrated(page)
  const link = page.locator('main a[data-router-link][href="/tch-training"]').first()
  await link.scrollIntoViewIfNeeded()
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ])
  await expect(tab).toHaveURL(/\/tch-training$/)
  await expect(page).toHaveURL(/\/$/)
})
