// The production server's own work around Next's request handler (scripts/start.mjs):
// - the peer address of each connection is appended to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for
//   does, so the app can tell the client from a trusted proxy (src/server/client-ip.ts);
// - a path that cannot be percent-decoded is answered 400 before Next (which would answer a bare 500), a
//   write to a page that is not a server function 405;
// - page loads get the proxy's decision here (device and query-route redirects, scripts/lib/front-proxy.mjs),
//   so Next's proxy runs only for what the front leaves to it;
// - HTML documents get a Content-Security-Policy with the hashes of their own inline scripts, so the pages
//   stay static (no per-request nonce) and an injected script does not run;
// - a 404 whose HTML Next left empty (a page's notFound(): vercel/next.js#62228) gets the prerendered 404 page;
// - responses are compressed here (next.config.ts sets compress: false) so the policy is computed on the
//   HTML itself;
// - HTML documents get their ETag here (next.config.ts sets generateEtags: false), and each distinct cached
//   document's policy, ETag and compressed bodies are computed once, not per request;
// - the public pages' scripts are requested after the browser has drawn the page (scripts/lib/late-scripts.mjs),
//   their RSC payload is one inline script, not one per chunk of Next's stream (scripts/lib/payload-scripts.mjs),
//   without the static parts' markup again (scripts/lib/adopted-markup.mjs), and a Suspense boundary that was
//   complete before the page was sent is written in place, without React's script to move it
//   (scripts/lib/boundaries-in-place.mjs);
// - HTML documents go out in Brotli to browsers that take it (a page's RSC payload repeats its markup further
//   back than gzip's 32 kB window reaches, Brotli's window does not; at quality 9, and a remembered document
//   asked for again at 11 once the background has compressed it so), and the build's files under
//   /_next/static/ in the Brotli or gzip copy the build wrote beside them (scripts/lib/precompress.mjs).
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'

import compression from 'next/dist/compiled/compression/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'

import { errorDocument } from '../../src/lib/error-document.mjs'
import { withAdoptedMarkup } from './adopted-markup.mjs'
import { withBoundariesInPlace } from './boundaries-in-place.mjs'
import { documentPolicy } from './csp.mjs'
import { withLateScripts } from './late-scripts.mjs'
import { withOnePayloadScript } from './payload-scripts.mjs'
import {
  brotliOptions,
  buildStaticDir,
  CODING_SUFFIX,
  COMPRESS_THRESHOLD,
  PRECOMPRESSED,
  walk,
} from './precompress.mjs'
import { securityHeaders } from './security-headers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let notFoundPage
const ERROR_SHELL = /<html\b[^>]*\bid="__next_error__"/

/**
 * When a page calls notFound(), Next answers 404 with an empty error shell (`<html id="__next_error__">`): the
 * page's content exists only in its script payload, so crawlers and visitors without JavaScript see nothing.
 * Such a body is replaced by the 404 page Next prerendered for unmatched URLs (src/app/global-not-found.tsx).
 */
export function withNotFoundContent(status, html) {
  if (status !== 404 || !ERROR_SHELL.test(html.slice(0, 512))) return html
  try {
    notFoundPage ??= readFileSync(
      path.join(root, process.env.NEXT_DIST_DIR || '.next', 'server/app/_not-found.html'),
      'utf8',
    )
    return notFoundPage
  } catch {
    return html
  }
}

/** Appends the connection's peer address to X-Forwarded-For (one header, comma-separated). */
export function appendForwardedFor(req) {
  const peer = req.socket?.remoteAddress
  if (!peer) return
  const previous = req.headers['x-forwarded-for']
  req.headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer
}

/** False when the path (before `?`) has a `%` sequence that is not valid UTF-8 percent-encoding. */
export function isWellFormedPath(url = '/') {
  const path = url.split('?')[0]
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

function answerMalformed(req, res) {
  const path = (req.url ?? '/').split('?')[0]
  const isApi = /^\/api(?:\/|$)/.test(path)
  const body = isApi
    ? JSON.stringify({ code: 400, msg: '请求地址格式不正确' })
    : errorDocument(400, '网址格式有误，请检查后重新输入')
  res.writeHead(400, {
    'Content-Type': isApi ? 'application/json' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Pages take GET and HEAD; the only writes outside /api are React server functions, which always carry the
 * Next-Action header (the admin's). Anything else would reach Next's no-JavaScript form-action path, which
 * answers a body it cannot parse as multipart with a 500.
 */
function isStrayPageWrite(req) {
  // Where the path leads once dot segments are resolved, as Next resolves them (`/api/port/../../admin`).
  const path = new URL(req.url ?? '/', 'http://localhost').pathname
  if (/^\/api(?:\/|$)/.test(path)) return false
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? 'GET')) return false
  return !req.headers['next-action']
}

function answerStrayPageWrite(res) {
  const body = errorDocument(405, '不支持该请求方法')
  res.writeHead(405, {
    Allow: 'GET, HEAD',
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(body)
}

/** Prepared forms of recent shared-cacheable documents, keyed by their HTML (see preparedDocument). */
const DOCUMENT_CACHE_BYTES = 48 * 1024 * 1024
const documents = new Map()
let documentBytes = 0

/**
 * An HTML document as served (a page of the public site with its completed Suspense boundaries in place,
 * boundaries-in-place.mjs, its chunks loaded after the first paint, late-scripts.mjs, and its RSC payload in one
 * script, payload-scripts.mjs, without the markup of static parts the HTML already holds, adopted-markup.mjs)
 * and its policy, ETag and compressed
 * body, computed once per distinct document. A prerendered page is the same string on every request until Next
 * regenerates it, so hashing its scripts, hashing it for the ETag and compressing it per request (most of the
 * server's time per cached page, measured with --cpu-prof) is done once. Only responses a shared cache may keep
 * are remembered (a page rendered for one visitor is prepared and dropped); the oldest unused entries go first
 * beyond DOCUMENT_CACHE_BYTES.
 */
function preparedDocument(html, remember, sitePage) {
  let document = documents.get(html)
  if (document) {
    // Most recently used last.
    documents.delete(html)
    documents.set(html, document)
    return document
  }
  const served = sitePage
    ? withLateScripts(withAdoptedMarkup(withOnePayloadScript(withBoundariesInPlace(html))))
    : html
  const raw = Buffer.from(served, 'utf8')
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`
  document = {
    policy: documentPolicy(served),
    etag,
    raw,
    encoded: {},
    finishing: {},
    bytes: html.length * 2 + raw.length,
  }
  if (!remember) return document
  documents.set(html, document)
  documentBytes += document.bytes
  for (const [key, old] of documents) {
    if (documentBytes <= DOCUMENT_CACHE_BYTES) break
    documents.delete(key)
    documentBytes -= old.bytes
  }
  return document
}

/** Payload's admin keeps Next's script tags as they are: only the public site's pages are rewritten. */
const isAdminPath = (url = '/') => /^\/admin(?:[/?#]|$)/.test(url)

/** Status 200 marked for shared caches (Next's `s-maxage=…` on prerendered pages, or `public`). */
function isSharedCacheable(res) {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return false
  const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase()
  return /\b(?:s-maxage|public)\b/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl)
}

/**
 * The coding to answer in: `br` when the client names it with a quality above 0 (every browser that does names
 * gzip too; a bare `*` is not taken for Brotli), else `gzip` when `gzip` or `*` has a quality above 0, else null
 * (identity). Qualities are not compared between the two: nginx's map (deploy/nginx.conf, `$page_coding`) makes
 * the same choice, and cannot.
 */
export function preferredEncoding(header = '') {
  const named = new Map()
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name.trim()) continue
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean)
    // A coding named twice counts at its highest quality (so does nginx's map, which finds any acceptable one).
    named.set(name.trim(), Math.max(named.get(name.trim()) ?? 0, q ? Number(q[1]) : 1))
  }
  if ((named.get('br') ?? 0) > 0) return 'br'
  return (named.get('gzip') ?? named.get('*') ?? 0) > 0 ? 'gzip' : null
}

/**
 * A document's first answers: Brotli at quality 9, a 175 kB page in about 30 ms off the main thread, a third
 * smaller than gzip. A remembered document asked for again (`smallest`): Brotli at quality 11 (about 200 ms for a
 * 175 kB page, in the background) is 6-7 % smaller than at 9 on the site's pages, 1.3 kB on the home page. In
 * Lighthouse's model of a slow connection a response of up to 14.6 kB arrives in one round trip: that is where the
 * article pages land with it (they did not at 9). Done on the second answer, not the first, so a crawler's one pass
 * over every article costs no more than before. Gzip at its default level, then at 9, for the few clients without
 * Brotli.
 */
const compressors = {
  gzip: (raw, smallest, done) =>
    gzip(raw, { level: smallest ? 9 : zlibConstants.Z_DEFAULT_COMPRESSION }, done),
  br: (raw, smallest, done) => brotliCompress(raw, brotliOptions(smallest ? 11 : 9, raw.length), done),
}

/** Replaces a remembered document's first compressed body by its smallest one, for the answers that follow. */
function finishCompression(html, document, encoding) {
  if (document.finishing[encoding] || documents.get(html) !== document) return
  document.finishing[encoding] = true
  compressors[encoding](document.raw, true, (error, body) => {
    const first = document.encoded[encoding]
    if (error || documents.get(html) !== document || !first || body.length >= first.length) return
    document.encoded[encoding] = body
    document.bytes += body.length - first.length
    documentBytes += body.length - first.length
  })
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(req, etag) {
  const header = req.headers['if-none-match']
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function appendVary(res, name) {
  const vary = String(res.getHeader('vary') ?? '')
  if (!vary.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase()))
    res.setHeader('Vary', vary ? `${vary}, ${name}` : name)
}

/**
 * Sends a complete HTML document: its policy, its ETag (a 304 when the browser holds it) and its body in Brotli
 * or gzip when the browser takes either. The compression middleware leaves a body that already has a Content-Encoding alone.
 */
function sendDocument(req, res, html, callback, end) {
  const document = preparedDocument(html, isSharedCacheable(res), !isAdminPath(req.url))
  if (res.headersSent) return end.call(res, document.raw, callback)
  res.setHeader('Content-Security-Policy', document.policy)
  appendVary(res, 'Accept-Encoding')
  if (res.statusCode === 200) {
    res.setHeader('ETag', document.etag)
    if (matchesEtag(req, document.etag)) {
      // A 304 refreshes the headers of the browser's stored copy (RFC 9111 §4.3.4): they must not replace the
      // stored page's own policy, so none is sent.
      res.statusCode = 304
      for (const name of ['content-security-policy', 'content-length', 'content-type']) res.removeHeader(name)
      return end.call(res, undefined, callback)
    }
  }
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  if (document.raw.length < COMPRESS_THRESHOLD || !encoding) {
    res.setHeader('Content-Length', document.raw.length)
    return end.call(res, document.raw, callback)
  }
  const send = (body) => {
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    end.call(res, body, callback)
  }
  if (document.encoded[encoding]) {
    finishCompression(html, document, encoding)
    return send(document.encoded[encoding])
  }
  // Compressed off the main thread; a document that is not remembered is compressed for this response only.
  compressors[encoding](document.raw, false, (error, body) => {
    if (res.destroyed) return
    if (error) {
      res.setHeader('Content-Length', document.raw.length)
      return end.call(res, document.raw, callback)
    }
    if (documents.get(html) === document && !document.encoded[encoding]) {
      document.encoded[encoding] = body
      document.bytes += body.length
      documentBytes += body.length
    }
    send(body)
  })
}

/**
 * Holds back an HTML response until it is complete, then sends it with its Content-Security-Policy from its
 * inline scripts (sendDocument). Anything else passes through untouched (decided when the headers would be sent).
 */
export function withDocumentPolicy(req, res) {
  if (req.method === 'HEAD') return
  const original = {
    write: res.write,
    end: res.end,
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
  }
  const chunks = []
  let mode
  const restore = () => Object.assign(res, original)
  const decide = () => {
    if (!mode) {
      // A 304 refreshes the headers of the browser's stored copy (RFC 9111 §4.3.4): the base policy on it would
      // replace the stored page's hashed one. Without the header, the stored page keeps its own.
      if (res.statusCode === 304) res.removeHeader('content-security-policy')
      const type = String(res.getHeader('content-type') ?? '').toLowerCase()
      mode = type.startsWith('text/html') ? 'hold' : 'pass'
      if (mode === 'pass') restore()
    }
    return mode
  }
  // Next writes a cached page as one string: kept as it is, so the same page is the same string.
  const keep = (chunk, encoding) =>
    typeof chunk === 'string' &&
    (encoding == null || typeof encoding === 'function' || /^utf-?8$/i.test(encoding))
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk)

  res.writeHead = function writeHead(status, ...rest) {
    if (typeof rest[0] === 'string') res.statusMessage = rest.shift()
    const headers = rest[0]
    res.statusCode = status
    if (Array.isArray(headers)) {
      const pairs = Array.isArray(headers[0])
        ? headers
        : headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]]))
      for (const [name, value] of pairs) res.setHeader(name, value)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    if (decide() === 'pass') return original.writeHead.call(res, status)
    return res
  }
  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') original.flushHeaders.call(res)
  }
  res.write = function write(chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback)
    chunks.push(keep(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback)
    if (chunk != null) chunks.push(keep(chunk, encoding))
    restore()
    const html =
      chunks.length === 1 && typeof chunks[0] === 'string'
        ? chunks[0]
        : Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c, 'utf8') : c))).toString(
            'utf8',
          )
    return sendDocument(req, res, withNotFoundContent(res.statusCode, html), callback, original.end)
  }
}

const STATIC_PREFIX = '/_next/static/'
/** Files under /_next/static/ with the copies the build wrote beside them: `rel → { br, gzip }`, listed once. */
let staticCopies
/** The copies read so far (immutable while this server runs; about 2.3 MB for all of them). */
const staticBodies = new Map()

function listStaticCopies() {
  if (staticCopies) return staticCopies
  staticCopies = new Map()
  try {
    for (const rel of walk(buildStaticDir())) {
      const match = /^(.*)\.(br|gz)$/.exec(rel.split(path.sep).join('/'))
      if (!match) continue
      const entry = staticCopies.get(match[1]) ?? {}
      entry[match[2] === 'br' ? 'br' : 'gzip'] = true
      staticCopies.set(match[1], entry)
    }
  } catch {
    // No build folder (a test's front): Next answers, compressing as it goes.
  }
  return staticCopies
}

/**
 * A build file in the Brotli or gzip copy written beside it, with the headers Next gives it: answered here, so
 * the same immutable file is not compressed again on every request. False (Next answers) for other paths, a file
 * without such a copy, a range request, or a client that takes neither coding.
 */
function sendStaticCopy(req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false
  const pathname = (req.url ?? '/').split('?')[0]
  if (!pathname.startsWith(STATIC_PREFIX)) return false
  const rel = pathname.slice(STATIC_PREFIX.length)
  const copies = listStaticCopies().get(rel)
  const encoding = copies && preferredEncoding(req.headers['accept-encoding'])
  if (!encoding || !copies[encoding]) return false
  const key = rel + CODING_SUFFIX[encoding]
  let copy = staticBodies.get(key)
  if (!copy) {
    const file = path.join(buildStaticDir(), rel)
    try {
      copy = {
        body: readFileSync(file + CODING_SUFFIX[encoding]),
        modified: statSync(file).mtime.toUTCString(),
      }
    } catch {
      return false
    }
    staticBodies.set(key, copy)
  }
  for (const { key: name, value } of securityHeaders()) res.setHeader(name, value)
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('Content-Type', PRECOMPRESSED[path.extname(rel)])
  res.setHeader('Last-Modified', copy.modified)
  res.setHeader('Vary', 'Accept-Encoding')
  if (req.headers['if-modified-since'] === copy.modified) {
    res.statusCode = 304
    res.end()
    return true
  }
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', copy.body.length)
  res.end(req.method === 'HEAD' ? undefined : copy.body)
  return true
}

/**
 * An RSC payload (a client navigation's or prefetch's) is marked `no-cache`. Next marks a prerendered one like
 * its page (`s-maxage=60, stale-while-revalidate=…`), which a browser's own cache takes as "serve what you have,
 * refresh in the background": after a deployment the browser reused the old deployment's prefetched payloads,
 * whose chunk references load the old deployment's scripts (tests/e2e/restart/service-worker-deploy.e2e.ts).
 * Next's router keeps its own cache of payloads; nginx keys them apart and ignores this header.
 */
function keepOutOfBrowserCache(res) {
  const setHeader = res.setHeader
  res.setHeader = function setCacheControl(name, value) {
    if (
      String(name).toLowerCase() === 'cache-control' &&
      /\b(?:s-maxage|stale-while-revalidate)\b/i.test(String(value))
    )
      return setHeader.call(this, name, 'no-cache')
    return setHeader.call(this, name, value)
  }
}

/**
 * The request listener: Next's handler behind the steps above. `decidePage` (scripts/lib/front-proxy.mjs)
 * answers the proxy's redirects of page loads before Next.
 */
export function createFront(handle, { decidePage } = {}) {
  const compress = compression()
  return function front(req, res) {
    if (!isWellFormedPath(req.url)) return answerMalformed(req, res)
    if (isStrayPageWrite(req)) return answerStrayPageWrite(res)
    if (decidePage?.(req, res)) return
    if (sendStaticCopy(req, res)) return
    if ('rsc' in req.headers) keepOutOfBrowserCache(res)
    appendForwardedFor(req)
    if (req.method === 'POST' && ONE_WRITE_ANSWERS.test(req.url)) answerInOneWrite(res)
    compress(req, res, () => {})
    // On a client disconnect the middleware never ends its zlib stream (as Next's own server handles it).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    withDocumentPolicy(req, res)
    handle(req, res)
  }
}

/** The site's API calls a proxy may send again when an instance dies mid-request (keyed sign-ins and leads). */
const ONE_WRITE_ANSWERS = /^\/api\/(?:edu|port)\//

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    : Buffer.from(chunk)

/**
 * Holds an answer until it is complete, then sends head and body in one write. An instance killed mid-answer has
 * then sent nothing or everything: nginx can resend the request to another instance (it cannot once a status line
 * has gone out: the visitor got a cut-off answer, the test:cluster run saw one). These answers are small JSON.
 */
function answerInOneWrite(res) {
  const chunks = []
  const { end } = res
  res.flushHeaders = () => {}
  res.write = function write(chunk, encoding, callback) {
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (chunk != null && chunk.length) chunks.push(toBuffer(chunk, encoding))
    if (callback) process.nextTick(callback)
    return true
  }
  res.end = function endInOneWrite(chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (chunk != null && chunk.length) chunks.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(chunks)
    chunks.length = 0
    const bodyless = res.statusCode === 204 || res.statusCode === 304
    if (!res.headersSent && !bodyless && !res.hasHeader('transfer-encoding'))
      res.setHeader('content-length', body.length)
    // Node corks the socket in end(): status line, headers and body leave in one write.
    return end.call(res, body, callback)
  }
}

/**
 * A request Node's HTTP parser refuses (bytes a URL may not hold, a broken header, a body without framing)
 * gets the catalogue's JSON 400 (431 for oversized headers) instead of Node's bare one; the connection closes.
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const json = JSON.stringify({ code: status, msg: status === 431 ? '请求头过大' : '请求格式不正确' })
  // A HEAD request gets the headers only (the parser got as far as the method, or did not: then the body).
  const body = /^HEAD /.test(error.rawPacket?.toString('latin1') ?? '') ? '' : json
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json\r\nCache-Control: no-store\r\nConnection: close\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${body}`,
  )
}
