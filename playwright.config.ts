import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_UA, IPHONE_UA } from './scripts/lib/chromium.mjs'
import { e2eEnv } from './scripts/lib/e2e-env.mjs'

const port = Number(e2eEnv.E2E_PORT)
export const baseURL = `http://localhost:${port}`

// Debian's Chromium: downloaded browsers are not available on these machines.
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

export { DESKTOP_UA, IPHONE_UA }

const desktop = { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_UA }

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    launchOptions,
    // Recording a trace costs a quarter of the suite's time on 2 cores (measured: 302 s against 225 s for the
    // same three files). In CI (npm run test:all) a test that fails is run again, with its trace recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Pages register the site's service worker; requests it answers would bypass the route interception
    // other tests fail requests with. The worker's own tests allow it (tests/e2e/service-worker.e2e.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Signs staff in once; the tests that act as staff reuse that session (tests/e2e/staff.ts).
    { name: 'setup', testMatch: '**/*.setup.ts', use: { userAgent: DESKTOP_UA } },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: ['publishing/**', 'attack/**', 'restart/**'],
      use: desktop,
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      testIgnore: ['publishing/**', 'attack/**', 'restart/**'],
      use: {
        viewport: { width: 375, height: 812 },
        userAgent: IPHONE_UA,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    // Tests that change what the public sees (publish, schedule, delete) run after the others, so pages
    // compared with the API elsewhere do not change under them, and one at a time: the home shows the latest
    // news and a scheduled publication moves every page's revalidation time, so each sees only its own change.
    {
      name: 'publishing',
      workers: 1,
      dependencies: ['desktop', 'mobile'],
      testMatch: 'publishing/**/*.e2e.ts',
      use: desktop,
    },
    // Hostile requests last: they trip rate limits and lockouts the other tests must not meet.
    {
      name: 'attack',
      dependencies: ['publishing'],
      testMatch: 'attack/**/*.e2e.ts',
      use: desktop,
    },
    // Tests that run a server process of their own (and kill it), on copies of the database and of the build
    // (tests/e2e/app-process.ts): they touch nothing of the main server's, so they run beside the publishing
    // tests, which keep one of the two workers. After the device tests, which they would slow down.
    {
      name: 'restart',
      dependencies: ['desktop', 'mobile'],
      testMatch: 'restart/**/*.e2e.ts',
      use: desktop,
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
