import { expect, type Page } from '@playwright/test'

/**
 * The canonical URL of the page shown, as a crawler loads it. (After a client-side navigation the previous
 * page's head tags can linger for a while; crawlers never navigate that way, so the page is loaded afresh.)
 */
export async function canonicalHref(page: Page) {
  await page.reload()
  const link = page.locator('link[rel="canonical"]')
  await expect(link).toHaveCount(1)
  return (await link.getAttribute('href'))!
}
