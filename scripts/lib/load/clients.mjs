// HTTP clients of the cluster load test: signed API calls (the contract of src/lib/signature.ts, redone with
// node:crypto) from many loopback addresses, so nginx and the app see distinct visitors with their own rate limits.
import { createHash, randomUUID } from 'node:crypto'

import { Pool } from 'undici'

/** The demo secret of .env.example; the cluster sets no API_SIGN_SECRET. */
const SIGN_SECRET = process.env.API_SIGN_SECRET || 'demo-sign-secret'

/** Spec §7 signing headers: SHA-256 of secret, timestamp and nonce sorted and joined, a fresh nonce each call. */
export function signatureHeaders(now = Date.now()) {
  const timestamp = String(now)
  const nonce = randomUUID()
  const signature = createHash('sha256').update([SIGN_SECRET, timestamp, nonce].sort().join('')).digest('hex')
  return { platform: 'web', timestamp, nonce, signature }
}

/**
 * `count` client addresses 127.0.1.1, 127.0.1.2, …: all of 127.0.0.0/8 reaches the loopback interface on Linux,
 * and a socket bound to one of them arrives at nginx with it as $remote_addr.
 */
export function loopbackAddresses(count) {
  return Array.from({ length: count }, (_, i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`)
}

/** One keep-alive pool per client address, created on first use. */
export function addressPools(origin, addresses) {
  const pools = new Map()
  return {
    addresses,
    pool(index) {
      const address = addresses[index % addresses.length]
      let pool = pools.get(address)
      if (!pool) {
        // undici's own `localAddress` option: one given under `connect` is overwritten by it (undici 7).
        pool = new Pool(origin, { connections: 4, keepAliveTimeout: 3000, localAddress: address })
        pools.set(address, pool)
      }
      return { address, pool }
    },
    close: () => Promise.all([...pools.values()].map((pool) => pool.close())),
  }
}

/**
 * POSTs JSON, signed, through `pool`; resolves to `{status, headers, body}` (body parsed when it is JSON). Rejects
 * on a network failure or after `timeoutMs` without an answer, like a browser's fetch would.
 */
export async function postJson(pool, path, data, headers = {}, timeoutMs = 30_000) {
  const res = await pool.request({
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signatureHeaders(), ...headers },
    body: JSON.stringify(data),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  })
  const text = await res.body.text()
  let body = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (an nginx error page): kept as text.
  }
  return { status: res.statusCode, headers: res.headers, body }
}
