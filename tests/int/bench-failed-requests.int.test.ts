// The bench and `npm run bench:compare` audit pages of servers they do not control: a server left running from
// before a rebuild answers the page's old chunks with 500, and Lighthouse then measures a page that runs nothing.
// Here a real Lighthouse audit meets that cause: a small server whose page's script answers 500. A request can
// also end without any answer (a dropped connection): one such script in the 240 audits of a bench run stopped
// it, so an audit whose failures all got no answer is made once more, and stops the run only when it fails again.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { repeatedAudits, runLighthouse, withChrome } from '../../scripts/bench/lighthouse.mjs'

const page = (script: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>页面</title></head><body><h1>页面</h1><script src="${script}"></script></body></html>`

const PAGES: Record<string, string> = {
  '/broken': '/old-chunk.js',
  '/working': '/chunk.js',
  '/dropped-once': '/dropped-once.js',
  '/dropped': '/dropped.js',
}

describe('an audit of a page whose script failed', () => {
  let server: http.Server
  let origin: string
  // Loads of /dropped-once so far: its script's connections are dropped while the first load lasts (the
  // browser may try a dropped request again itself), and answered from the second on.
  let droppedOnceLoads = 0

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const script = PAGES[req.url ?? '']
      if (script) {
        if (req.url === '/dropped-once') droppedOnceLoads++
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        res.end(page(script))
      } else if (req.url === '/chunk.js' || (req.url === '/dropped-once.js' && droppedOnceLoads > 1)) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        res.end('document.title = "已运行"')
      } else if (req.url === '/dropped-once.js' || req.url === '/dropped.js') {
        // The connection closes with no answer at all, as when a front or a server drops it.
        req.socket.destroy()
      } else if (req.url === '/old-chunk.js') {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end('Internal Server Error')
      } else {
        // A missing favicon changes nothing the page runs.
        res.writeHead(404)
        res.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('stops at an error answer without trying again, naming the request, and measures the page working', async () => {
    await withChrome(async (port: number) => {
      await expect(runLighthouse(port, `${origin}/broken`, 'desktop', 1)).rejects.toThrow(
        `requests failed:\n  500 ${origin}/old-chunk.js`,
      )
      expect(repeatedAudits.filter((r) => r.url.endsWith('/broken'))).toEqual([])
      const summary = await runLighthouse(port, `${origin}/working`, 'desktop', 1)
      expect(summary.runs).toBe(1)
      expect(summary.performance).toBeGreaterThan(0)
    })
  }, 120_000)

  it('makes an audit again when a script got no answer, and records it for the report', async () => {
    await withChrome(async (port: number) => {
      const summary = await runLighthouse(port, `${origin}/dropped-once`, 'desktop', 1)
      expect(summary.runs).toBe(1)
      expect(droppedOnceLoads).toBe(2)
      const repeated = repeatedAudits.filter((r) => r.url.endsWith('/dropped-once'))
      expect(repeated).toHaveLength(1)
      expect(repeated[0].failed).toEqual([
        expect.stringMatching(new RegExp(`^failed ${origin}/dropped-once\\.js \\(net::ERR_[A-Z_]+`)),
      ])
    })
  }, 120_000)

  it("stops when the script gets no answer again, with the browser's reason", async () => {
    await withChrome(async (port: number) => {
      await expect(runLighthouse(port, `${origin}/dropped`, 'desktop', 1)).rejects.toThrow(
        new RegExp(`requests failed:\\n  failed ${origin}/dropped\\.js \\(net::ERR_[A-Z_]+`),
      )
      expect(repeatedAudits.filter((r) => r.url.endsWith('/dropped'))).toHaveLength(1)
    })
  }, 120_000)
})
