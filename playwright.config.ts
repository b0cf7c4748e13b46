import { defineConfig } from '@playwright/test'

import { e2eEnv } from './scripts/lib/e2e-env.mjs'

const port = Number(e2eEnv.E2E_PORT)
export const baseURL = `http://localhost:${port}`

// Debian's Chromium: downloaded browsers are not available on these machines.
const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { baseURL, launchOptions, trace: 'retain-on-failure', locale: 'zh-CN', timezoneId: 'Asia/Shanghai' },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_UA },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 812 },
        userAgent: IPHONE_UA,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  // The production build made by `npm run test:all` (or scripts/e2e-prepare.mjs), on its own database.
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/about-me`,
    env: { ...e2eEnv, PORT: String(port) },
    // Never reuse: a stale server from an older build would be tested instead of this one.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
