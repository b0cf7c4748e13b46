import { expect, type Page } from '@playwright/test'

/**
 * Picks an option of one of Payload's select fields (react-select) by its label, once the field's form is ready.
 * The admin's HTML is on screen before React has hydrated it, and a click that lands before hydration opens
 * nothing (a busy proof run saw a test wait out its time for the options). Payload's form marks itself
 * `data-form-ready="true"` once it has mounted and loaded its state, for tests to wait on.
 */
export async function chooseOption(page: Page, field: string, label: string, { exact = true } = {}) {
  const control = page.locator(`#field-${field}`)
  await expect(page.locator('form[data-form-ready="true"]').filter({ has: control })).toBeVisible({
    timeout: 30_000,
  })
  await control.click()
  await page.getByRole('option', { name: label, exact }).click()
}
