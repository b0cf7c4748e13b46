// Throughput of one cached page under concurrent keep-alive connections (autocannon).
import autocannon from 'autocannon'

import { LOAD_CONNECTIONS } from './config.mjs'

/** Requests like a browser's: the UA picks the site variant, gzip like a real client asks for. */
function requestHeaders(userAgent) {
  return { 'user-agent': userAgent, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }
}

function run(url, userAgent, seconds) {
  return autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    headers: requestHeaders(userAgent),
  })
}

/** A short untimed run first fills caches and JIT, then the measured run. */
export async function measureLoad(url, userAgent, { seconds, warmupSeconds }) {
  await run(url, userAgent, warmupSeconds)
  const result = await run(url, userAgent, seconds)
  const ok = result['2xx']
  // Redirects or errors would mean a different page was measured.
  if (result.non2xx > 0 || result.errors > 0 || ok === 0) {
    throw new Error(`load on ${url}: ${ok} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors`)
  }
  return {
    seconds,
    connections: LOAD_CONNECTIONS,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    requests: result.requests.total,
  }
}
