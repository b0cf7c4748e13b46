// Page weight: gzip size of a route's HTML and of the JavaScript its <script src> tags (or the site's late-script
// loader) load.
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

/** HTML and first-load JS of one route, in gzipped bytes. */
export async function measurePageWeight(origin, route, userAgent) {
  const pageUrl = new URL(route, origin)
  const { body: html, headers } = await fetchResource(pageUrl, userAgent)
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
    jsCount: scripts.length,
    jsRaw: sum(scripts.map((s) => s.raw)),
    jsGzip: sum(scripts.map((s) => s.gzip)),
    scripts,
  }
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0)
}
