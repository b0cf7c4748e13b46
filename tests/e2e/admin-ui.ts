import { expect, type Page } from '@playwright/test'

/**
 * Picks an option of one of Payload's select fields (react-select) by its label. The admin's HTML is on screen
 * before React has hydrated it: a click that lands before hydration opens nothing (a busy proof run saw a test
 * wait out its time for the options), so the click is repeated until the list is open, as a person clicks again.
 */
export async function chooseOption(page: Page, field: string, label: string, { exact = true } = {}) {
  const option = page.getByRole('option', { name: label, exact })
  await expect(async () => {
    if (!(await option.isVisible())) await page.locator(`#field-${field}`).click()
    await expect(option).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await option.click()
}
