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

/**
 * Prints the page's uncaught errors and console errors as they happen (a failed test's output shows them). A
 * page that never hydrates shows only empty landmarks in its snapshot; React's recoverable errors and a chunk
 * that failed to load say why.
 */
export function printPageErrors(page: Page) {
  page.on('pageerror', (error) => console.log(`page error: ${error.stack ?? error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error: ${message.text()}`)
  })
}
