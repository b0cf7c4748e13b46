import { describe, expect, it } from 'vitest'

import { createLoopbackExpiry, loopbackOrigin } from '@/server/revalidation/loopback'
import { decodeMessage } from '@/server/revalidation/message'
import { isSignedBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/server/revalidation/signature'

const secret = 'unit-test-payload-secret-0123456789'

describe('loopbackOrigin', () => {
  it.each([
    [{ PORT: '3001' }, 'http://127.0.0.1:3001'],
    [{}, 'http://127.0.0.1:3000'],
    [{ PORT: '3002', LISTEN_HOST: '0.0.0.0' }, 'http://127.0.0.1:3002'],
    [{ PORT: '3002', LISTEN_HOST: '::' }, 'http://127.0.0.1:3002'],
    [{ PORT: '3003', LISTEN_HOST: '127.0.0.1' }, 'http://127.0.0.1:3003'],
    [{ PORT: '3004', LISTEN_HOST: '10.0.0.5' }, 'http://10.0.0.5:3004'],
    [{ PORT: '3005', LISTEN_HOST: '::1' }, 'http://[::1]:3005'],
  ])('%j -> %s', (env, origin) => {
    expect(loopbackOrigin(env)).toBe(origin)
  })
})

/** A fake server: records each call's tags and signature check, answers with the given statuses in turn. */
function fakeServer(statuses: (number | Error)[] = []) {
  const calls: { url: string; tags: string[] | undefined; signed: boolean }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>
    const body = String(init.body)
    calls.push({
      url,
      tags: decodeMessage(body)?.tags,
      signed: isSignedBody({
        secret,
        body,
        timestamp: headers[TIMESTAMP_HEADER],
        signature: headers[SIGNATURE_HEADER],
        now: Date.now(),
      }),
    })
    const status = statuses.shift() ?? 204
    if (status instanceof Error) throw status
    return new Response(null, { status })
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

describe('createLoopbackExpiry', () => {
  it('posts the tags, signed, to the internal route of the given origin', async () => {
    const server = fakeServer()
    const expire = createLoopbackExpiry({ origin: 'http://127.0.0.1:3001', secret, log: () => {}, ...server })
    await expire(['page:/about-me', 'sitemap'])
    expect(server.calls).toEqual([
      {
        url: 'http://127.0.0.1:3001/api/internal/revalidate',
        tags: ['page:/about-me', 'sitemap'],
        signed: true,
      },
    ])
  })

  it('gathers tags that come in during a call into one next call', async () => {
    const server = fakeServer()
    const expire = createLoopbackExpiry({ origin: 'http://x', secret, log: () => {}, ...server })
    const first = expire(['a'])
    expire(['b'])
    const last = expire(['c', 'b'])
    await Promise.all([first, last])
    expect(server.calls.map((call) => call.tags)).toEqual([['a'], ['b', 'c']])
    await expire(['d'])
    expect(server.calls.map((call) => call.tags)).toEqual([['a'], ['b', 'c'], ['d']])
  })

  it('tries again after a refused connection or an error status, then gives up with one log line', async () => {
    const lines: string[] = []
    const server = fakeServer([new Error('ECONNREFUSED'), 503, 204])
    const options = {
      origin: 'http://x',
      secret,
      log: (line: string) => lines.push(line),
      retryDelaysMs: [1, 1],
    }
    await createLoopbackExpiry({ ...options, ...server })(['a'])
    expect(server.calls).toHaveLength(3)
    expect(lines).toEqual([])

    const failing = fakeServer([500, 500, 500, 204])
    await createLoopbackExpiry({ ...options, ...failing })(['b'])
    expect(failing.calls).toHaveLength(3)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/HTTP 500/)
  })
})
