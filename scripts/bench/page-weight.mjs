// Page weight: gzip size of a route's HTML and of the JavaScript its <script src> tags (or the site's late-script
// loader) load; and the document as a browser receives it (its coding, with its headers) and the round trips that
// takes in Lighthouse's model of a slow connection.
import http from 'node:http'
import { gzipSync } from 'node:zlib'

import { lateScriptSources } from '../lib/late-scripts.mjs'

// Both sizes are computed the same way, whatever the server's own compression does.
const GZIP_LEVEL = 9

/** Gzipped byte length (zlib level 9) of a buffer. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: GZIP_LEVEL }).length
}

/**
 * `src` of every <script> that a modern browser executes on load, and the files the site's late-script loader
 * requests after the first paint (scripts/lib/late-scripts.mjs).
 * `nomodule` scripts (legacy polyfills) are skipped: module-capable browsers never fetch them.
 */
export function scriptSources(html) {
  const sources = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag)
    if (!src || /\snomodule\b/i.test(tag)) continue
    sources.push(decodeEntities(src[1] ?? src[2] ?? src[3]))
  }
  return [...new Set([...sources, ...lateScriptSources(html)])]
}

function decodeEntities(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
}

/** Fetches uncompressed bytes; any redirect or non-200 is an error (a wrong UA would be redirected). */
async function fetchResource(url, userAgent) {
  const res = await fetch(url, {
    headers: { 'user-agent': userAgent, 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const body = Buffer.from(await res.arrayBuffer())
  if (res.status !== 200) {
    const where = res.headers.get('location') ? ` -> ${res.headers.get('location')}` : ''
    throw new Error(`GET ${url} answered ${res.status}${where}`)
  }
  return { body, headers: res.headers }
}

/** How Next served the HTML: from its full-route cache (prerendered/ISR) or rendered per request. */
function renderMode(headers) {
  const cache = headers.get('x-nextjs-cache')
  if (cache) return `cached (${cache})`
  return headers.get('x-nextjs-prerender') ? 'prerendered' : 'dynamic'
}

/** What Chrome asks for a document (Lighthouse's runs are Chrome's). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/**
 * The bytes a browser receives for the document on a connection of its own: status line, headers and body in
 * the coding the server chose (Chrome's transfer size of a document, which Lighthouse's model sends).
 */
export function measureServedDocument(url, userAgent) {
  // A keep-alive connection of its own, as a browser's: a server answers `Connection: close` with other headers.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      {
        agent,
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
        },
        signal: AbortSignal.timeout(30_000),
      },
      (res) => {
        // The pool takes the socket back at the end: its count is read from it then.
        const { socket } = res
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`))
          else resolve({ bytes: socket.bytesRead, coding: res.headers['content-encoding'] ?? 'identity' })
        })
      },
    )
    req.on('error', reject)
  }).finally(() => agent.destroy())
}

/**
 * Lighthouse's model of a connection (Lantern's TCPConnection) in its mobile preset (150 ms round trips, 1.6 Mbit/s):
 * a first window of 10 segments of 1,460 bytes, doubled each round trip up to what the throughput carries in one
 * (21 segments). How many round trips a response of `bytes` takes once its first byte is sent.
 */
export const INITIAL_WINDOW_BYTES = 10 * 1460
const SEGMENT_BYTES = 1460
const MAX_WINDOW_SEGMENTS = Math.floor((((1.6 * 1024 * 1024) / 8) * 0.15) / SEGMENT_BYTES)

export function roundTrips(bytes) {
  let trips = 1
  let segments = INITIAL_WINDOW_BYTES / SEGMENT_BYTES
  for (let sent = INITIAL_WINDOW_BYTES; bytes > sent; trips += 1) {
    segments = Math.min(segments * 2, MAX_WINDOW_SEGMENTS)
    sent += segments * SEGMENT_BYTES
  }
  return trips
}

/** HTML and first-load JS of one route, in gzipped bytes, and the document as served. */
export async function measurePageWeight(origin, route, userAgent) {
  const pageUrl = new URL(route, origin)
  const { body: html, headers } = await fetchResource(pageUrl, userAgent)
  // A server may answer a document's first requests in a quicker coding than the later ones (the site's front
  // does, scripts/lib/front.mjs): the last of a few answers a second apart is what Lighthouse's audits will get.
  let served
  for (let i = 0; i < 4; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 1000))
    served = await measureServedDocument(pageUrl, userAgent)
  }
  const sources = scriptSources(html.toString('utf8'))
  const scripts = await Promise.all(
    sources.map(async (src) => {
      const url = new URL(src, pageUrl)
      const { body } = await fetchResource(url, userAgent)
      return { src, raw: body.length, gzip: gzipSize(body) }
    }),
  )
  return {
    render: renderMode(headers),
    htmlRaw: html.length,
    htmlGzip: gzipSize(html),
    servedBytes: served.bytes,
    servedCoding: served.coding,
    jsCount: scripts.length,
    jsRaw: sum(scripts.map((s) => s.raw)),
    jsGzip: sum(scripts.map((s) => s.gzip)),
    scripts,
  }
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0)
}
