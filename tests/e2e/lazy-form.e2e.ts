import { expect, test } from '@playwright/test'

test('a page with a form at the bottom loads the form’s script only when the visitor comes near it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough')
  const scripts: string[] = []
  // The text of every script the page loads.
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  await page.goto('/tch-training')
  await page.waitForLoadState('networkidle')
  const form = page.locator('#apply form')
  // Rendered by the server (visible without its script), not yet running.
  await expect(form.getByLabel('称呼')).toBeAttached()
  await expect(form).not.toHaveAttribute('data-interactive')
  expect(scripts.some((text) => text.includes('请输入您的称呼'))).toBe(false)

  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-interactive', 'true')
  expect(scripts.some((text) => text.includes('请输入您的称呼'))).toBe(true)
})
