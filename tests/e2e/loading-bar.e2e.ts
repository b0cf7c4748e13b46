import { expect, test, type Page } from '@playwright/test'

import { LOADING_BAR_DURATION_MS } from '../../src/lib/constants'
import { expectHydrated } from './hydration'

// The route loading bar (spec §4) for navigations made from code, and its red failed state when the page
// request fails, which raises the error page.

test.skip(({ isMobile }) => isMobile, 'one device is enough: the same code runs on both')

const bar = (page: Page) => page.getByRole('progressbar', { name: '页面加载进度', includeHidden: true })

/** Records every state the bar takes, in order (a state may last only a few hundred ms on a busy machine). */
async function recordStates(page: Page) {
  await expect(bar(page)).toHaveAttribute('data-status', 'idle')
  await bar(page).evaluate((el) => {
    const seen: string[] = []
    ;(window as unknown as { barStates: string[] }).barStates = seen
    new MutationObserver(() => {
      const status = el.getAttribute('data-status') ?? ''
      if (seen.at(-1) !== status) seen.push(status)
      // How long it creeps, as the browser applies it.
      if (status === 'loading')
        (window as unknown as { barCreep: string }).barCreep = getComputedStyle(el).transitionDuration
    }).observe(el, { attributes: true, attributeFilter: ['data-status'] })
  })
  return () => page.evaluate(() => (window as unknown as { barStates: string[] }).barStates)
}

const push = (page: Page, href: string) =>
  page.evaluate(
    (target) =>
      (window as unknown as { next: { router: { push(h: string): void } } }).next.router.push(target),
    href,
  )

/** The router's requests for a page's data (navigation and prefetch), not the document. */
const pageData = (path: string) => (url: URL) => url.pathname === path && url.searchParams.has('_rsc')

test('a navigation from code (router.push) shows the bar too', async ({ page }) => {
  await page.route(pageData('/news'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue().catch(() => undefined)
  })
  await page.goto('/about-me')
  // The router is the app's: its scripts may still be arriving when the load event has come.
  await expectHydrated(page)
  const states = await recordStates(page)
  await push(page, '/news')
  await expect(page).toHaveURL(/\/news$/)
  await expect(bar(page)).toHaveAttribute('data-status', 'idle', { timeout: 5000 })
  expect(await states()).toEqual(['pending', 'loading', 'done', 'idle'])
  expect(await page.evaluate(() => (window as unknown as { barCreep: string }).barCreep)).toBe(
    `${LOADING_BAR_DURATION_MS / 1000}s`,
  )
})

test('a page request the server fails turns the bar red and raises the error page', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  // The server fails every request for the news page's data (prefetches included).
  await page.route(pageData('/news'), (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  )
  await page.goto('/about-me')
  await page.waitForLoadState('networkidle')
  const states = await recordStates(page)
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click()

  const error = page.getByTestId('navigation-error')
  await expect(error).toBeVisible()
  await expect(error).toContainText('500')
  await expect(error).toContainText('页面加载失败')
  expect((await states()).slice(0, 1)).toEqual(['pending'])
  expect(await states()).toContain('failed')
  expect((await states()).indexOf('failed')).toBeGreaterThan(0)
  // The router did not fall back to loading the page as a document behind the visitor's back.
  expect(documents).toEqual(['/about-me'])

  // Once the server answers again, 重试 opens the page the visitor asked for.
  await page.unroute(pageData('/news'))
  await error.getByRole('link', { name: '重试' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByTestId('navigation-error')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a page request that fails on the network raises the error page too', async ({ page }) => {
  await page.route(pageData('/news'), (route) => route.abort('internetdisconnected'))
  await page.goto('/about-me')
  await page.waitForLoadState('networkidle')
  const states = await recordStates(page)
  await push(page, '/news')
  await expect(page.getByTestId('navigation-error')).toContainText('网络连接失败')
  expect(await states()).toContain('failed')
  await expect(page).toHaveURL(/\/about-me$/)
})
