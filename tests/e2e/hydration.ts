import { expect, type Page } from '@playwright/test'

import { HYDRATED_ATTRIBUTE } from '../../src/lib/constants'

/**
 * Waits until the page has hydrated (`declareHydrated`): the client router and every handler are live. Pages
 * request their scripts after the first paint, so a test that clicks, types or navigates on the client waits for
 * this first; before it, a link loads a new document and a button does nothing.
 */
export async function expectHydrated(page: Page, options?: { timeout?: number }) {
  await expect(page.locator('html'), 'the page hydrated').toHaveAttribute(HYDRATED_ATTRIBUTE, 'true', options)
}
