import { expect, test, type Page } from '@playwright/test'

import { staffCookies } from './staff'

/** Violations the browser itself reports (its `securitypolicyviolation` event), and console refusals. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = ((window as unknown as { __violations?: string[] }).__violations ??= [])
      store.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
  ]
}

/**
 * True once React has hydrated the page (its fiber keys sit on the DOM nodes it owns: the body is the root
 * layout's; the markup inside a static part is the server's, not React's, src/components/page/ServerMarkup.client.tsx).
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')))

test.describe('Content-Security-Policy for scripts', () => {
  for (const path of [
    '/',
    '/news',
    '/news/detail/company/1',
    '/tch-training',
    '/school-home',
    '/cooperation',
  ]) {
    test(`${path}: scripts are limited to this origin and hashed inline scripts; the page hydrates with no violation`, async ({
      page,
    }) => {
      // Each device gets its own variant (phones are redirected to /mobile...): both are checked.
      const violationsOf = await watchViolations(page)
      const response = await page.goto(path)
      const policy = response!.headers()['content-security-policy'] ?? ''
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
      await hydrated(page)
      expect(await violationsOf()).toEqual([])
    })
  }

  test('a script injected into a page does not run (a stored XSS, simulated by rewriting the HTML)', async ({
    page,
  }) => {
    const inject = (html: string) =>
      html.replace(
        '</body>',
        '<script>window.__pwned = 1</script><img src="/nope.png" onerror="window.__pwned = 2"></body>',
      )
    // Control: the same injection with the policy stripped runs, so the check below can fail.
    await page.route('**/about-me', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers, body: inject(await response.text()) })
    })
    await page.goto('/about-me')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned))
      .toBeDefined()
    await page.unrouteAll()

    const violationsOf = await watchViolations(page)
    await page.route('**/join-us', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: inject(await response.text()) })
    })
    await page.goto('/join-us')
    await hydrated(page)
    await expect.poll(async () => (await violationsOf()).length).toBeGreaterThanOrEqual(2)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  test('pages stay prerendered: the policy is added to the cached page, not by rendering per request', async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the cache does not depend on the device')
    for (const path of ['/', '/tch-training', '/news']) {
      await request.get(path)
      const response = await request.get(path)
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
      expect(response.headers()['content-security-policy'], path).toContain("'sha256-")
    }
  })

  test("a 304 does not replace the stored page's policy with the base one", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the cache does not depend on the device')
    // Browsers refresh a stored page's headers from a 304 (Chrome revalidates on its client-hint restart).
    const first = await request.get('/about-me')
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const revalidated = await request.get('/about-me', { headers: { 'if-none-match': etag } })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()['content-security-policy']).toBeUndefined()
  })

  test('the admin works under the policy', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the admin is a desktop tool')
    const context = await browser.newContext({ storageState: { cookies: staffCookies(), origins: [] } })
    const page = await context.newPage()
    const violationsOf = await watchViolations(page)
    const response = await page.goto('/admin/collections/news')
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'")
    // The list filters as staff type: the admin's scripts run.
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })
    const all = await rows.count()
    await page.getByPlaceholder(/搜索/).fill('草稿示例')
    await expect(rows).toHaveCount(1, { timeout: 30_000 })
    expect(all).toBeGreaterThan(1)
    expect(await violationsOf()).toEqual([])
    await context.close()
  })
})
