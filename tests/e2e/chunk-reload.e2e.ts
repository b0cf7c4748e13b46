import { expect, test, type Page } from '@playwright/test'

import { PAGE_VIEW_ENDPOINT } from '../../src/lib/page-views'

import { expectHydrated } from './hydration'

// A page chunk that fails to load (a deployment replaced it) reloads the page once, at most once per 60 s
// (spec §2, §8, §9); a second failure within 60 s shows the error page with a retry. The failures are real:
// the browser's request for the chunk is aborted.

test.skip(({ isMobile }) => isMobile, 'one device is enough: the same code runs on both')

/** Every page document the browser requests, in order. */
function documentRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      seen.push(new URL(request.url()).pathname)
  })
  return seen
}

/**
 * Waits until React has hydrated the page (src/components/app/LoadingBar.client.tsx marks it): a click on the
 * header's login button before that does nothing, and on a busy machine a fresh page can take seconds.
 */
async function hydrated(page: Page) {
  await expectHydrated(page, { timeout: 30_000 })
}

/** The page's scripts loaded so far (a chunk outside this set is loaded later, on demand). */
async function loadedScripts(page: Page): Promise<Set<string>> {
  await page.waitForLoadState('networkidle')
  const names = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/_next/static/')),
  )
  return new Set(names.map((name) => new URL(name).pathname))
}

test('a lazily loaded part whose chunk fails reloads the page once; a second failure shows the error page', async ({
  page,
}) => {
  const documents = documentRequests(page)
  await page.goto('/tch-training')
  const initial = await loadedScripts(page)
  let aborted = 0
  // The login dialog's chunk (and anything else loaded on demand) is gone from the server.
  await page.route('**/_next/static/**', (route) => {
    if (initial.has(new URL(route.request().url()).pathname)) return route.continue()
    aborted++
    return route.abort()
  })
  const login = page.locator('header').getByRole('button', { name: '登录' })

  await Promise.all([page.waitForEvent('load'), login.click()])
  expect(aborted).toBeGreaterThan(0)
  expect(documents).toEqual(['/tch-training', '/tch-training'])

  // Within 60 s of that reload the same failure shows the error page instead of reloading again.
  await page.waitForLoadState('networkidle')
  await login.click()
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible()
  expect(documents).toEqual(['/tch-training', '/tch-training'])

  // The chunk is back (the visitor's network or the server recovered): 重试 loads the page afresh.
  await page.unroute('**/_next/static/**')
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '重试' }).click()])
  await hydrated(page)
  await login.click()
  await expect(page.getByRole('dialog', { name: '教师登录' })).toBeVisible()
})

test('a chunk that fails during a client navigation loads the page it was going to', async ({ page }) => {
  const documents = documentRequests(page)
  await page.goto('/about-me')
  // Every script of the first page has run (the load event can come before the last of them is requested).
  await expectHydrated(page)
  const initial = await loadedScripts(page)
  // Chunks of other routes fail while the first page is shown; once a new document loads they are back.
  await page.route('**/_next/static/**', (route) => {
    const path = new URL(route.request().url()).pathname
    return documents.length === 1 && !initial.has(path) ? route.abort() : route.continue()
  })
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
      '/tch-training',
    ),
  )
  await expect(page).toHaveURL(/\/tch-training$/)
  await expect.poll(() => documents).toEqual(['/about-me', '/tch-training'])
  // A new document replaced the page (the marker is gone with the old one); until it has, evaluating may meet
  // the navigation half-way, so that counts as not yet.
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { marker?: number }).marker ?? null)
        .catch(() => 'navigating'),
    )
    .toBeNull()
  await hydrated(page)
  // The fresh page works: the dialog's chunk loads.
  await page.locator('header').getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('dialog', { name: '教师登录' })).toBeVisible()
})

test('a page script that fails on the first load reloads the page once, then the page works', async ({
  page,
}) => {
  const documents = documentRequests(page)
  let failed = ''
  // The first page script of the first document fails (every request for it), as a stale copy would.
  await page.route('**/_next/static/chunks/*.js?*', (route) => {
    const path = new URL(route.request().url()).pathname
    if (documents.length === 1 && (!failed || failed === path)) {
      failed = path
      return route.abort()
    }
    return route.continue()
  })
  await page.goto('/about-me')
  await expect.poll(() => documents).toEqual(['/about-me', '/about-me'])
  expect(failed).not.toBe('')
  // Hydrated after the reload: a link moves on without loading a new document.
  await page.waitForLoadState('networkidle')
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click()
  await expect(page).toHaveURL(/\/news$/)
  expect(documents).toEqual(['/about-me', '/about-me'])
})

test('a connection lost before the page’s background parts have loaded keeps the page; they load once it is back', async ({
  page,
  context,
}) => {
  // Found by a busy test run: the page-view counter's code, asked for after hydration, failed offline and its
  // error replaced the whole page with the error page. Here its request is held until the browser is offline.
  let statsChunk = ''
  let offline = false
  let markHeld!: () => void
  const held = new Promise<void>((resolve) => (markHeld = resolve))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let failures = 0
  page.on('requestfailed', (request) => {
    if (statsChunk && new URL(request.url()).pathname === statsChunk) failures++
  })
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/'),
    async (route) => {
      const path = new URL(route.request().url()).pathname
      if (path === statsChunk) return offline ? route.abort('internetdisconnected') : route.continue()
      if (statsChunk || offline) return route.continue()
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes(PAGE_VIEW_ENDPOINT)) return route.fulfill({ response, body })
      statsChunk = path
      markHeld()
      await released
      return route.abort('internetdisconnected')
    },
  )
  await page.goto('/about-me')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await held

  await context.setOffline(true)
  offline = true
  release()
  // The loader tries the chunk twice; both attempts fail while offline.
  await expect.poll(() => failures, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)

  const beacon = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === PAGE_VIEW_ENDPOINT,
  )
  offline = false
  await context.setOffline(false)
  await beacon
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/Failed to load chunk|页面加载失败|显示错误页面时出错/)).toHaveCount(0)
})
