import { expect, type Page, test } from '@playwright/test'

import { expectHydrated } from './hydration'
import { staffCookies } from './staff'

// The site's service worker (src/sw/worker.ts): registered at the root, an offline page from its precache,
// visited pages from the network first and from the last copy when offline, and nothing kept of the API, the
// admin or a page rendered for a session. Offline is the browser's own offline mode.
test.use({ serviceWorkers: 'allow' })

const OFFLINE_HEADING = '网络连接已断开，这个页面暂时打不开'

/** Waits until the worker is active and in charge of this page (it claims open pages when it activates). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/** Every address the worker keeps, in every cache it made. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(`${name} ${request.url}`)
    }
    return urls
  })
}

/** The body of the copy of a page the worker keeps, or null. */
function savedCopy(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await caches.match(address, { cacheName: 'pages' })
    return response ? response.text() : null
  }, url)
}

test('the worker is registered at the site root and keeps the offline page from install', async ({
  page,
  baseURL,
}) => {
  await page.goto('/about-me')
  await controlled(page)
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return { scope: ready.scope, script: ready.active?.scriptURL }
  })
  expect(registration.scope).toBe(`${baseURL}/`)
  // The script carries the deployment: a page of the next deployment registers the next worker.
  expect(registration.script).toMatch(new RegExp(`^${baseURL}/sw\\.js\\?v=[\\w-]+$`))
  // The precache holds the offline page (revisioned by the deployment) and the site icon, not the whole build.
  const precached = (await cachedUrls(page)).filter((entry) => entry.includes('precache'))
  expect(precached.some((entry) => /\/offline\?__WB_REVISION__=/.test(entry))).toBe(true)
  expect(precached.some((entry) => entry.includes('/icon.svg'))).toBe(true)
  expect(precached.some((entry) => entry.includes('/_next/static/'))).toBe(false)
})

test('offline, a page seen before opens from its saved copy and any other page shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/about-me')
  await controlled(page)
  // Loaded again with the worker in charge: the page and its assets now pass through it and are kept.
  await page.reload()
  const seen = page.url()
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim()
  await expect.poll(async () => (await savedCopy(page, seen))?.includes(heading) ?? false).toBe(true)

  await context.setOffline(true)
  await page.goto(seen)
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)

  // Never opened: the offline page, styled from the cache, at the address the visitor asked for.
  const response = await page.goto('/join-us')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_HEADING)
  expect(page.url()).toMatch(/\/join-us$/)
  const reload = page.getByRole('link', { name: '重新加载' })
  await expect(reload).toBeVisible()
  // The stylesheet came from the cache: the button has its brand border, not the browser's plain link.
  expect(await reload.evaluate((link) => getComputedStyle(link).borderTopStyle)).toBe('solid')

  // Back online, 重新加载 opens the page that was asked for.
  await context.setOffline(false)
  await reload.click()
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(OFFLINE_HEADING)
  expect(page.url()).toMatch(/\/join-us$/)
  expect(await page.title()).not.toContain('网络连接已断开')
})

test('offline, a link followed in the page opens through the worker instead of the error page', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the footer links are the desktop layout’s')
  await page.goto('/about-me')
  await controlled(page)
  await page.reload()
  await expectHydrated(page)
  // Offline before the link is used (a page is prefetched only when the pointer reaches its link, and that
  // prefetch fails offline): the click needs the network.
  await context.setOffline(true)
  const link = page.locator('footer a[href="/cooperation"]').first()
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_HEADING)
  expect(page.url()).toMatch(/\/cooperation$/)
  await expect(page.getByText(/页面加载失败|网络连接失败/)).toHaveCount(0)
})

test('nothing of the API, the admin or a staff draft preview is kept', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'staff work on a desktop')
  // The public page first: its copy is kept (the control that caching works at all).
  await page.goto('/about-me')
  await controlled(page)
  await page.reload()
  const publicUrl = page.url()
  await expect.poll(async () => (await savedCopy(page, publicUrl)) !== null).toBe(true)

  // Staff: the admin, a few API reads from the page, and a draft preview of the same page (draft mode
  // renders per session and is answered private, no-store).
  await context.addCookies(staffCookies())
  await page.goto('/admin')
  await expect(page.getByTestId('dashboard-waiting')).toBeVisible({ timeout: 30_000 })
  await page.goto('/api/preview?path=/about-me')
  await expect(page.getByText('正在预览草稿')).toBeVisible()
  await page.evaluate(() => fetch('/api/news?limit=1').then((response) => response.text()))
  await page.reload()
  await expect(page.getByText('正在预览草稿')).toBeVisible()

  const kept = await cachedUrls(page)
  expect(
    kept.filter((entry) => /\/(?:api|admin)(?:[/?]|$)/.test(new URL(entry.split(' ')[1]).pathname)),
  ).toEqual([])
  // The saved copy of /about-me is still the public one: the draft answer did not replace it.
  const copy = await savedCopy(page, publicUrl)
  expect(copy).not.toBeNull()
  expect(copy).not.toContain('正在预览草稿')
})
