import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { e2eEnv } from '../../scripts/lib/e2e-env.mjs'

// A browser paints what it has parsed when the document arrives slowly: nothing painted then may move when the
// rest comes (CLS 0, the speed issue). Found by the bench (CLS 0.264 on /school-home): the hero's decorative
// glow, anchored to the hero's bottom, was painted before the hero's banner had arrived, then moved down.

/**
 * A proxy in front of the test server that sends `path`'s document in two parts, pausing after the hero's
 * heading, as a slow network does; everything else passes through.
 */
async function slowDocumentProxy(path: string, pauseMs: number) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: 'localhost',
        port: Number(e2eEnv.E2E_PORT),
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `localhost:${e2eEnv.E2E_PORT}`, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isDocument = req.url === path && String(answer.headers['content-type']).startsWith('text/html')
        if (!isDocument) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const cut = body.indexOf('</h1>') + '</h1>'.length
          const headers = { ...answer.headers }
          delete headers['content-length']
          delete headers['content-encoding']
          res.writeHead(answer.statusCode ?? 502, headers)
          res.write(body.subarray(0, cut))
          setTimeout(() => res.end(body.subarray(cut)), pauseMs)
        })
      },
    )
    // A request the browser gave up on (the test moved on) must not take the test process down.
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

test('a page painted before its document has fully arrived does not move when the rest comes', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop hero with a banner')
  // Long enough for a busy machine to fetch the stylesheet and paint the first part during the pause.
  const proxy = await slowDocumentProxy('/school-home', 3000)
  try {
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node | null }[]
        })[])
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
              ),
            })
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${proxy.origin}/school-home`, { waitUntil: 'load' })
    await expect(page.locator('[data-hero] [aria-roledescription="carousel"]')).toBeVisible()

    // The first paint came while the document was still arriving: the page was painted in two parts.
    const [firstPaint, documentEnd] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    ])
    expect(firstPaint).toBeLessThan(documentEnd)
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([])
  } finally {
    proxy.close()
  }
})
