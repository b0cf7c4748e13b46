// Screenshots of pages for a visual check: node scripts/screenshot.mjs <baseURL> <outDir> [desktop|mobile] <path>...
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_UA, IPHONE_UA } from './lib/chromium.mjs'

const [baseURL, outDir, variant, ...paths] = process.argv.slice(2)
if (!baseURL || !outDir || !['desktop', 'mobile'].includes(variant) || !paths.length) {
  console.error('usage: node scripts/screenshot.mjs <baseURL> <outDir> <desktop|mobile> <path>...')
  process.exit(2)
}
const devices = {
  desktop: {
    viewport: { width: 1440, height: 900 },
    userAgent: DESKTOP_UA,
  },
  mobile: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE_UA,
  },
}
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage(devices[variant])
  for (const route of paths) {
    const [pathname, scroll] = route.split('@')
    await page.goto(new URL(pathname, baseURL).toString(), { waitUntil: 'networkidle' })
    // Walk down the page so lazy images load, then back to the top (or to the asked position).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    if (scroll) await page.evaluate((y) => window.scrollTo(0, Number(y)), scroll)
    await page.waitForTimeout(400)
    const file = path.join(outDir, `${variant}${route.replace(/[^a-z0-9]+/gi, '_')}.png`)
    // A full-page capture does not lay out what `content-visibility: auto` skips below the screen: the page's own
    // switch (`data-navigated`, globals.css) lays it out whole, as after a client-side navigation.
    if (!scroll) {
      await page.evaluate(() => document.documentElement.setAttribute('data-navigated', ''))
      // Their pictures are decoded only now that they are laid out. A lazy picture the browser never requested (in
      // a part that arrived after the walk passed it, e.g. the footer's QR codes) would never settle: not waited for.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) =>
            Promise.race([img.decode().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3000))]),
          ),
        ),
      )
    }
    await page.screenshot({ path: file, fullPage: !scroll })
    console.log(file)
  }
} finally {
  await browser.close()
}
