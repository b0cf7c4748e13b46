import { expect, test } from '@playwright/test'

import { chunksGaveUp, countChunkFailures } from './chunk-failures'
import { expectHydrated } from './hydration'

test('a page with a form at the bottom loads the form’s script only when the visitor comes near it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough')
  const scripts: string[] = []
  // The text of every script the page loads.
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  const response = await page.goto('/tch-training')
  // The form's markup is where the form goes, not moved there by React's script after the first paint
  // (scripts/lib/boundaries-in-place.mjs).
  const html = await response!.text()
  expect(html).toMatch(/<div data-lead-form=""><!--\$--><form /)
  expect(html).not.toContain('$RC(')
  await page.waitForLoadState('networkidle')
  const form = page.locator('#apply form')
  // Rendered by the server (visible without its script), not yet running.
  await expect(form.getByLabel('称呼')).toBeAttached()
  await expect(form).not.toHaveAttribute('data-interactive')
  expect(scripts.some((text) => text.includes('请输入您的称呼'))).toBe(false)

  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-interactive', 'true')
  // A script's text is read after its response event: it may come in after the form is already running.
  await expect.poll(() => scripts.some((text) => text.includes('请输入您的称呼'))).toBe(true)
})

test('offline, a form that comes into view keeps the page, and starts working once the connection is back', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough')
  const failures = countChunkFailures(page)
  await page.goto('/tch-training')
  await expectHydrated(page)
  const form = page.locator('#apply form')
  await expect(form).not.toHaveAttribute('data-interactive')
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }))

  await context.setOffline(true)
  await form.scrollIntoViewIfNeeded()
  // The form's script was asked for and could not come (the loader tries each chunk twice).
  await chunksGaveUp(failures)
  await context.setOffline(false)

  await expect(form).toHaveAttribute('data-interactive', 'true')
  await expect(form.getByLabel('称呼')).toBeVisible()
  await expect(page.getByText(/Failed to load chunk|页面加载失败/)).toHaveCount(0)
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})
