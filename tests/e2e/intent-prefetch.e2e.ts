import { expect, test, type Page } from '@playwright/test'

import { expectHydrated } from './hydration'

// Pages are prefetched on a visitor's intent, not because their links are on screen (src/lib/intent-prefetch.ts):
// a first visit downloads no other page's data; a pointer over a link or keyboard focus on it fetches that
// page's data once, and the click then renders it in the browser (no new document).

/**
 * Records which pages' data the router requested (`?_rsc=`; a prefetch may take several requests, one per
 * segment), each once in the order first asked for, and every document request.
 */
function watch(page: Page) {
  const data: string[] = []
  const documents: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'document') documents.push(url.pathname)
    else if (url.searchParams.has('_rsc')) {
      const headers = request.headers()
      const prefetch = headers['next-router-prefetch'] || headers['next-router-segment-prefetch']
      const entry = url.pathname + (prefetch ? ' (prefetch)' : '')
      if (!data.includes(entry)) data.push(entry)
    }
  })
  return { data, documents }
}

/**
 * Hydrated, loaded, the intent listener in place (it arrives once the page is idle) and the network quiet:
 * anything prefetched on sight would have been requested by now.
 */
async function settled(page: Page) {
  await expectHydrated(page)
  await expect(page.locator('html')).toHaveAttribute('data-intent-prefetch', 'on')
  await page.waitForLoadState('networkidle')
}

test('a first visit fetches no other page; hovering a link prefetches that page, and its click needs no document', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile'
  const [home, next] = phone ? ['/mobile', '/mobile/tch-training'] : ['/', '/tch-training']
  const { data, documents } = watch(page)
  await page.goto(home)
  await settled(page)
  // The home page links to a dozen pages on its first screen.
  expect(await page.locator('a[href^="/"]').count()).toBeGreaterThan(10)
  expect(data).toEqual([])

  const link = page.locator(`main a[href="${next}"]`).first()
  await link.scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(data).toEqual([])
  await link.hover()
  await expect.poll(() => data).toEqual([`${next} (prefetch)`])

  await link.click()
  await expect(page).toHaveURL(next)
  await expect(page.locator('main h1')).toBeVisible()
  expect(documents).toEqual([home])
})

test('keyboard focus on a link prefetches its page; a link to a section of the same page fetches nothing', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'a keyboard: desktop')
  const { data } = watch(page)
  await page.goto('/tch-training')
  await settled(page)
  const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'))
  /** Tabs on to the next link to another page (links to this page itself, the skip link's included, pass). */
  async function tabToAnotherPage() {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      const href = await focusedHref()
      if (href?.startsWith('/') && href !== '/tch-training') return href
    }
    throw new Error('no link to another page within 10 tabs')
  }

  // From the skip link on to the first link to another page: links to this page on the way fetch nothing.
  await page.locator('a.skip-link').focus()
  const first = await tabToAnotherPage()
  await expect.poll(() => data).toEqual([`${first} (prefetch)`])

  // On to the next link to another page: only that page is added.
  const second = await tabToAnotherPage()
  await expect.poll(() => data).toEqual([`${first} (prefetch)`, `${second} (prefetch)`])
})
