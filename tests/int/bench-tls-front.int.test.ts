// The bench audits every target through a TLS and HTTP/2 front (scripts/bench/tls-front.mjs), the transport of
// production. Checked with Debian's Chromium against a small upstream: the browser speaks HTTP/2 to the front,
// trusts it only with the bench's flag, treats it as a secure origin (a service worker registers), and gets the
// upstream's bytes and headers as they were sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { mkdtempSync, rmSync } from 'node:fs'

import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeCertificate, startTlsFront } from '../../scripts/bench/tls-front.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

const PAGE = `<!doctype html><html lang="zh-CN"><head><title>前端</title><link rel="stylesheet" href="/a.css"></head>
<body><h1>页面</h1><img src="/b.svg" alt="" width="10" height="10"></body></html>`
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'

describe('the bench TLS front', () => {
  let dir: string
  let upstream: http.Server
  const seen: { url: string; encoding: string | undefined }[] = []
  let certificate: { cert: string; key: string; spki: string }
  let front: { origin: string; port: number; stop: () => void }
  const browsers: Browser[] = []

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tls-front-'))
    upstream = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', encoding: req.headers['accept-encoding'] as string | undefined })
      if (req.url === '/') {
        // Compressed by the upstream, as the site's server does: the front must pass it on as it is.
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'x-upstream': 'yes',
        })
        res.end(gzipSync(PAGE))
      } else if (req.url === '/a.css') {
        res.writeHead(200, { 'content-type': 'text/css' }).end('h1{color:#123456}')
      } else if (req.url === '/b.svg') {
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG)
      } else if (req.url === '/sw.js') {
        res
          .writeHead(200, { 'content-type': 'text/javascript' })
          .end("self.addEventListener('fetch', () => {})")
      } else {
        res.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    certificate = makeCertificate(dir)
    front = await startTlsFront({
      dir: path.join(dir, 'nginx'),
      upstreamPort: (upstream.address() as AddressInfo).port,
      certificate,
    })
  }, 60_000)

  afterAll(async () => {
    for (const browser of browsers) await browser.close()
    front?.stop()
    await new Promise((resolve) => upstream?.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  async function launch(extraArgs: string[]) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...extraArgs],
    })
    browsers.push(browser)
    return browser.newPage()
  }

  it('serves the page over HTTP/2 to a Chromium that trusts its key, as a secure origin', async () => {
    const page = await launch([`--ignore-certificate-errors-spki-list=${certificate.spki}`])
    const response = await page.goto(`${front.origin}/`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-upstream']).toBe('yes')
    expect(response?.headers()['content-encoding']).toBe('gzip')
    expect(await page.locator('h1').textContent()).toBe('页面')
    // The stylesheet and the picture came through the front too.
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe('rgb(18, 52, 86)')
    expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(10)
    const protocols = await page.evaluate(() =>
      performance
        .getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource'))
        .map((entry) => [
          entry.name.replace(location.origin, ''),
          (entry as PerformanceResourceTiming).nextHopProtocol,
        ]),
    )
    // Every request, the favicon's too when it was asked for in time.
    expect(Object.fromEntries(protocols)).toMatchObject({ '/': 'h2', '/a.css': 'h2', '/b.svg': 'h2' })
    expect(new Set(protocols.map(([, protocol]) => protocol))).toEqual(new Set(['h2']))
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true)
    // A service worker script fetched with a certificate error is refused; here it registers.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/sw.js')).scope)
    expect(scope).toBe(`${front.origin}/`)
    // The browser's own accept-encoding reached the upstream, which chose the coding (the first request for
    // `/` was the front's own readiness probe).
    expect(seen.filter((request) => request.url === '/').at(-1)?.encoding).toMatch(/gzip/)
  })

  it('is refused by a Chromium not told to trust it, so the flag is what makes it valid', async () => {
    const page = await launch([])
    await expect(page.goto(`${front.origin}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/)
  })

  it('makes a new key for every run', () => {
    const again = makeCertificate(path.join(dir, 'again'))
    expect(again.spki).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(again.spki).not.toBe(certificate.spki)
  })
})
