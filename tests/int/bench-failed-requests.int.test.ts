// The bench and `npm run bench:compare` audit pages of servers they do not control: a server left running from
// before a rebuild answers the page's old chunks with 500, and Lighthouse then measures a page that runs nothing.
// Here a real Lighthouse audit meets that cause: a small server whose page's script answers 500.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runLighthouse, withChrome } from '../../scripts/bench/lighthouse.mjs'

const page = (script: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>页面</title></head><body><h1>页面</h1><script src="${script}"></script></body></html>`

describe('an audit of a page whose script failed', () => {
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/broken' || req.url === '/working') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(page(req.url === '/broken' ? '/old-chunk.js' : '/chunk.js'))
      } else if (req.url === '/chunk.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' })
        res.end('document.title = "已运行"')
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

  it('stops, naming the request, and measures the same page with its script working', async () => {
    await withChrome(async (port: number) => {
      await expect(runLighthouse(port, `${origin}/broken`, 'desktop', 1)).rejects.toThrow(
        `requests failed:\n  500 ${origin}/old-chunk.js`,
      )
      const summary = await runLighthouse(port, `${origin}/working`, 'desktop', 1)
      expect(summary.runs).toBe(1)
      expect(summary.performance).toBeGreaterThan(0)
    })
  }, 120_000)
})
