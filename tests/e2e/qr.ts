import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

/**
 * What a phone's camera reads from a QR code on screen: the image as the browser painted it (a screenshot of the
 * element), decoded by jsQR. Waits for the image to have loaded first (it is lazy and fetched when shown).
 */
export async function readQrCode(qr: Locator): Promise<string | undefined> {
  await expect(qr).toBeVisible()
  await expect
    .poll(() =>
      qr.evaluate((img) => (img instanceof HTMLImageElement && img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0)
  const png = PNG.sync.read(await qr.screenshot({ animations: 'disabled' }))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

/** The QR image's own file: an SVG cached for good at the address the page gives it. */
export async function expectCachedQrFile(qr: Locator, request: APIRequestContext) {
  const src = await qr.getAttribute('src')
  expect(src).toMatch(/^\/qr\/[a-z]+\.svg\?.*\bv=[\w-]{10}\b/)
  const file = await request.get(src!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('image/svg+xml')
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
}
