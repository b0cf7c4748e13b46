import 'server-only'

import { encodeMessages } from './message'
import { signatureHeaders } from './signature'

/** The route that expires tags in this process's cache (src/app/api/internal/revalidate/route.ts). */
export const INTERNAL_REVALIDATE_PATH = '/api/internal/revalidate'

/** Waits before trying again: a notification can arrive while the server is still starting to listen. */
const RETRY_DELAYS_MS = [250, 1000, 3000]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * This server's own address as the listener reaches it: the port it serves on, on the interface it is bound
 * to (LISTEN_HOST), loopback when it listens on all of them.
 */
export function loopbackOrigin(env: Record<string, string | undefined> = process.env): string {
  const host = env.LISTEN_HOST?.trim()
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${local.includes(':') ? `[${local}]` : local}:${Number(env.PORT) || 3000}`
}

export interface LoopbackOptions {
  origin: string
  secret: string
  log(line: string): void
  fetch?: typeof fetch
  retryDelaysMs?: number[]
}

/**
 * Expires tags in this process's Next cache through its own route: Next's revalidateTag works only inside a
 * request. Tags that come in while a call is on its way are gathered into the next call.
 */
export function createLoopbackExpiry(options: LoopbackOptions) {
  const { origin, secret, log, fetch: send = fetch, retryDelaysMs = RETRY_DELAYS_MS } = options
  let waiting = new Set<string>()
  let running: Promise<void> | null = null

  async function post(body: string) {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await send(`${origin}${INTERNAL_REVALIDATE_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signatureHeaders(secret, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        await res.arrayBuffer()
        if (res.ok) return
        throw new Error(`HTTP ${res.status}`)
      } catch (error) {
        if (attempt >= retryDelaysMs.length) {
          log(`revalidation not applied here (${(error as Error).message}): ${body}`)
          return
        }
        await sleep(retryDelaysMs[attempt])
      }
    }
  }

  async function drain() {
    while (waiting.size) {
      const tags = waiting
      waiting = new Set()
      for (const body of encodeMessages(tags)) await post(body)
    }
  }

  return function expire(tags: Iterable<string>): Promise<void> {
    for (const tag of tags) waiting.add(tag)
    running ??= drain().finally(() => {
      running = null
    })
    return running
  }
}
