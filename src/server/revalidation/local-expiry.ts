// No 'server-only' here: Payload's hooks (and with them the CLI) reach this module through src/server/revalidate.ts.

/**
 * How long after an expiry the same tags expire once more. A render that read the old content before the save
 * and is still running when the tags expire is stored after the expiry, so as fresh: without the second expiry,
 * visitors would get the old content until the page's next revalidation (a minute or more). Renders here take
 * well under a second; this leaves room for a busy machine or a slow query.
 */
export const RENDER_SETTLE_MS = 5_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Expires `tags` in this process's Next cache now, and again RENDER_SETTLE_MS later (after the response, with
 * Next's `after`). Must run inside a Next request (a route handler, a server function); throws elsewhere.
 */
export async function expireInThisProcess(tags: readonly string[]) {
  const [{ revalidateTag }, { after }] = await Promise.all([import('next/cache'), import('next/server')])
  const expire = () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  }
  expire()
  after(async () => {
    await sleep(RENDER_SETTLE_MS)
    expire()
  })
}
