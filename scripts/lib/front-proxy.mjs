// The proxy's decision for page loads, made by the production server's front before Next (scripts/lib/front.mjs).
// Next runs its proxy (src/proxy.ts) through machinery that cost about a quarter of the server's time per
// cached page (a Web Request per request, tracing, its own routing pass; measured with the proxy left out of one
// route: 566-619 against 701-983 req/s in the same run). The front answers the same function's redirects and
// errors itself and marks the page loads it let through, which Next's proxy then skips.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

import { errorDocument } from '../../src/lib/error-document.mjs'
import { securityHeaders } from './security-headers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * src/lib/proxy-decision.ts compiled into a module in memory (the server is plain Node; the function and what it
 * imports are the app's own TypeScript with no package imports, checked here).
 */
export async function loadProxyDecision() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'src/lib/proxy-decision.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
  const code = result.outputFiles[0].text
  if (/^\s*import\b|\bimport\s*\(|\brequire\s*\(/m.test(code))
    throw new Error('src/lib/proxy-decision.ts must not import packages: the front loads it from memory')
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

// The proxy's matcher (src/proxy.ts): not the API, the admin, Next's files or anything with a dot.
const PAGE_PATH = /^\/(?!api(?:\/|$)|admin(?:\/|$)|_next\/|.*\..*).*$/

function cookieNames(header = '') {
  const names = new Set()
  for (const part of header.split(';')) {
    const name = part.slice(0, part.indexOf('=') >>> 0).trim()
    if (name) names.add(name)
  }
  return names
}

/**
 * Decides a page load with the proxy's function. Returns true when it answered (a redirect or an error page),
 * false when Next should handle the request, marked as decided when nothing is left for Next's proxy to do.
 * The mark is removed from every request first, so a client cannot skip the proxy by sending it.
 */
export function createFrontProxy({ proxyDecision, FRONT_DECIDED_HEADER }) {
  return function decide(req, res) {
    delete req.headers[FRONT_DECIDED_HEADER]
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    // Client navigations (RSC payloads, prefetches) and server functions keep Next's own handling.
    if ('rsc' in req.headers || 'next-router-prefetch' in req.headers || 'next-action' in req.headers)
      return false
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
    if (!PAGE_PATH.test(pathname)) return false
    // Next redirects `/news/` to `/news` before its proxy runs: left to it, so the hops stay the same.
    if (pathname.length > 1 && pathname.endsWith('/')) return false
    const names = cookieNames(req.headers.cookie)
    const decision = proxyDecision({
      pathname,
      search,
      userAgent: req.headers['user-agent'] ?? null,
      hasCookie: (name) => names.has(name),
    })
    if (decision.type === 'next') {
      // The session hint cookie goes out with Next's response: its proxy sets it.
      if (!decision.hintCookie) req.headers[FRONT_DECIDED_HEADER] = '1'
      return false
    }
    for (const { key, value } of securityHeaders()) res.setHeader(key, value)
    if (decision.type === 'redirect') {
      res.writeHead(decision.status, { Location: decision.location, Vary: 'User-Agent', 'Content-Length': 0 })
      res.end()
      return true
    }
    const body = errorDocument(decision.status, decision.message)
    res.writeHead(decision.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
