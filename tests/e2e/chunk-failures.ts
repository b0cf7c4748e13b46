import { expect, type Page } from '@playwright/test'

/** Counts every failed fetch of a script chunk, by address, from now on. */
export function countChunkFailures(page: Page) {
  const failures = new Map<string, number>()
  page.on('requestfailed', (request) => {
    if (request.url().includes('/_next/static/chunks/'))
      failures.set(request.url(), (failures.get(request.url()) ?? 0) + 1)
  })
  return failures
}

/** Waits until some chunk has failed and each failed one has been tried twice (Turbopack's loader retries once). */
export async function chunksGaveUp(failures: Map<string, number>) {
  await expect
    .poll(() => failures.size > 0 && [...failures.values()].every((count) => count >= 2), { timeout: 20_000 })
    .toBe(true)
}
