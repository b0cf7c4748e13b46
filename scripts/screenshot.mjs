// Screenshots of pages for a visual check: node scripts/screenshot.mjs <baseURL> <outDir> [desktop|mobile] <path>...
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const [baseURL, outDir, variant, ...paths] = process.argv.slice(2)
if (!baseURL || !outDir || !['desktop', 'mobile'].includes(variant) || !paths.length) {
  console.error('usage: node scripts/screenshot.mjs <baseURL> <outDir> <desktop|mobile> <path>...')
  process.exit(2)
}
const devices = {
  desktop: {
    viewport: { width: 1440, height: 900 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  mobile: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
}
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const page = await browser.newPage(devices[variant])
  for (const route of paths) {
    const [pathname, scroll] = route.split('@')
    await page.goto(new URL(pathname, baseURL).toString(), { waitUntil: 'networkidle' })
    if (scroll) await page.evaluate((y) => window.scrollTo(0, Number(y)), scroll)
    await page.waitForTimeout(400)
    const file = path.join(outDir, `${variant}${route.replace(/[^a-z0-9]+/gi, '_')}.png`)
    await page.screenshot({ path: file, fullPage: !scroll })
    console.log(file)
  }
} finally {
  await browser.close()
}
