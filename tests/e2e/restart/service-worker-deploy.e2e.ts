import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { e2eEnv, root } from '../../../scripts/lib/e2e-env.mjs'
import { ownServer, seededDatabaseCopy } from '../app-process'
import { expectHydrated } from '../hydration'

/**
 * A real deployment change: the same code built a second time under another deployment id, served on the
 * same address after the first. The browser that had the first deployment's worker gets the new worker at
 * once (no worker left waiting), the old precache is gone, and the pages load only the new deployment's chunks.
 */
test.use({ serviceWorkers: 'allow' })
test.setTimeout(900_000)

const NEXT_DEPLOYMENT = 'e2e-deploy-b'
const NEXT_DIST_DIR = '.next-deploy-e2e'

/**
 * Builds the second deployment into its own folder (the build rewrites tsconfig.json; it is put back). Its pages
 * are prerendered from a copy of the seeded database, like the one the test's server runs on.
 */
async function buildNextDeployment() {
  const tsconfig = path.join(root, 'tsconfig.json')
  const original = readFileSync(tsconfig)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-build-'))
  let output = ''
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: root,
        // A folder removed after the test: no Turbopack cache is written for a next build there.
        env: {
          ...process.env,
          ...e2eEnv,
          DATABASE_URL: seededDatabaseCopy(dir),
          NEXT_DIST_DIR,
          DEPLOYMENT_ID: NEXT_DEPLOYMENT,
          BUILD_CACHE: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('exit', resolve)
    })
    if (code !== 0) throw new Error(`the second build failed (exit ${code}):\n${output.slice(-4000)}`)
  } finally {
    writeFileSync(tsconfig, original)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The deployment revision of the offline page in the worker's precache (one per deployment). */
function precachedRevisions(page: Page) {
  return page.evaluate(async () => {
    const revisions: string[] = []
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        if (url.pathname === '/offline') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '')
      }
    }
    return revisions
  })
}

/** The deployments the page's scripts were loaded from (`?dpl=` on each chunk URL). */
function scriptDeployments(page: Page) {
  return page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'))
        .map((url) => url.searchParams.get('dpl')),
    ),
  ])
}

test('a new deployment replaces the worker at once and its pages load only the new chunks', async ({
  page,
}) => {
  await buildNextDeployment()
  const server = await ownServer({})
  try {
    await server.start()
    await page.goto(`${server.baseURL}/about-me`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await expect.poll(() => precachedRevisions(page)).toHaveLength(1)
    const [first] = await precachedRevisions(page)
    expect(first).not.toBe(NEXT_DEPLOYMENT)
    expect(await scriptDeployments(page)).toEqual([first])

    // The deploy: the server stops and the new build starts on the same address.
    await server.kill()
    await server.start({ NEXT_DIST_DIR })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // The new deployment's page registered its worker; it took over without waiting for the tab to close.
    // Once, on a busy machine, the new worker was installed but had not taken over after 60 s (the old one hands
    // over when its requests in flight have ended): 3 minutes here, and a failure says where the workers stood.
    const workers = () =>
      page.evaluate(async () => {
        const current = await navigator.serviceWorker.getRegistration()
        return `installing ${current?.installing?.state}, waiting ${current?.waiting?.state}, active ${current?.active?.scriptURL}`
      })
    try {
      await expect.poll(() => precachedRevisions(page), { timeout: 180_000 }).toEqual([NEXT_DEPLOYMENT])
    } catch (error) {
      throw new Error(`${(error as Error).message}\nworkers: ${await workers()}`)
    }
    const registration = await page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration()
      return {
        waiting: Boolean(current?.waiting),
        installing: Boolean(current?.installing),
        active: current?.active?.state,
      }
    })
    expect(registration).toEqual({ waiting: false, installing: false, active: 'activated' })

    // Under the new worker the page loads only the new deployment's chunks, and works.
    await page.reload()
    await expectHydrated(page)
    expect(await scriptDeployments(page)).toEqual([NEXT_DEPLOYMENT])
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.baseURL}/sw.js?v=${NEXT_DEPLOYMENT}`,
    )
  } finally {
    await server.dispose()
    rmSync(path.join(root, NEXT_DIST_DIR), { recursive: true, force: true })
  }
})
