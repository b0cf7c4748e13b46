/**
 * The login rate limit behind the production server's front (scripts/lib/front.mjs) over real HTTP: a client
 * that writes a new X-Forwarded-For on every request is still one client. The front appends the peer address
 * of the connection; the app takes the right-most address that is not a trusted proxy (TRUSTED_PROXIES).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'

import { migrations } from '../../migrations/sqlite'
import { createFront } from '../../scripts/lib/front.mjs'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'client-address-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.PAYLOAD_SECRET = 'client-address-test-secret-0123456789'
// The test connects from loopback: trusting only a proxy network elsewhere makes it an outside client.
process.env.TRUSTED_PROXIES = '10.0.0.0/8'

let server: http.Server
let port: number

/** Next's part, reduced to the one route: a Node request in, a Web Request to the route, its Response out. */
function routeTo(route: (request: Request) => Promise<Response>) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    const response = await route(
      new Request(`http://localhost${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}

async function attempt(forwardedFor: string) {
  const body = JSON.stringify({ username: 'nobody_here', password: 'wrong-password' })
  const headers = {
    ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })),
    'content-type': 'application/json',
    'x-forwarded-for': forwardedFor,
  } as Record<string, string>
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/edu/user/login', method: 'POST', headers },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  const payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  const { POST } = await import('@/app/api/edu/user/login/route')
  server = http.createServer(createFront(routeTo(POST)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(tmp, { recursive: true, force: true })
})

describe('login limit per client address', () => {
  it('is not bypassed by a different X-Forwarded-For on each request', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) statuses.push(await attempt(`203.0.113.${i}, 198.18.0.${i}`))
    // 20 attempts per address and 10 minutes, then 429: every attempt counted against 127.0.0.1.
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})
