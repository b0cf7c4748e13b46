// bench:compare reaches both servers through the bench's TLS and HTTP/2 front (scripts/bench/tls-front.mjs), as
// `npm run bench` does, unless told `--direct`. Checked against a small upstream: the audited URLs are the
// fronts', path and query kept, one front per server; they answer over HTTP/2 with the upstream's page; and the
// fronts are gone once the comparison ends.
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseCompareArgs, withAuditedSides } from '../../scripts/bench/compare.mjs'

type Side = { url: string; device: string }

/** GET over HTTP/2 (the front's certificate is the bench's own, self-signed): status, body and protocol. */
function getOverHttp2(url: string) {
  return new Promise<{ status: number; body: string; alpn: string | false | undefined }>(
    (resolve, reject) => {
      const { origin, pathname, search } = new URL(url)
      const session = http2.connect(origin, { rejectUnauthorized: false })
      session.on('error', reject)
      const request = session.request({ ':path': pathname + search })
      let body = ''
      let status = 0
      request.setEncoding('utf8')
      request.on('response', (headers) => (status = Number(headers[':status'])))
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => {
        resolve({ status, body, alpn: session.alpnProtocol })
        session.close()
      })
      request.on('error', reject)
      request.end()
    },
  )
}

describe('bench:compare audits through the TLS front', () => {
  let upstream: http.Server
  let port: number
  const seen: string[] = []

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push(req.url ?? '')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<p>上游 ${req.url}</p>`)
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    port = (upstream.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())))

  it('maps both sides to one HTTP/2 front before their server and stops it afterwards', async () => {
    const options = parseCompareArgs([
      `http://localhost:${port}/mobile/news?page=2`,
      `http://127.0.0.1:${port}/`,
    ])
    expect(options.transport).toBe('front')
    let audited: Side[] = []
    const answers = await withAuditedSides(options, async (sides: Side[], chromeFlags: string[]) => {
      audited = sides
      expect(chromeFlags).toEqual([
        expect.stringMatching(/^--ignore-certificate-errors-spki-list=[\w+/=]{44}$/),
      ])
      return Promise.all(sides.map((side) => getOverHttp2(side.url)))
    })
    const origin = new URL(audited[0]!.url).origin
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    expect(audited).toEqual([
      { url: `${origin}/mobile/news?page=2`, device: 'mobile' },
      { url: `${origin}/`, device: 'desktop' },
    ])
    expect(answers).toEqual([
      { status: 200, body: '<p>上游 /mobile/news?page=2</p>', alpn: 'h2' },
      { status: 200, body: '<p>上游 /</p>', alpn: 'h2' },
    ])
    // The upstream got each request as asked (besides the front's own probe of / when it started).
    expect(seen.filter((url) => url === '/mobile/news?page=2')).toHaveLength(1)
    // Stopped with the comparison: nginx exits on its signal, and then nothing answers on the front's port.
    await expect
      .poll(
        () =>
          getOverHttp2(audited[0]!.url).then(
            () => 'answered',
            (error: Error) => error.message,
          ),
        {
          timeout: 10_000,
        },
      )
      .toMatch(/ECONNREFUSED/)
  }, 30_000)

  it('with --direct audits the URLs as given, without a front', async () => {
    const a = `http://localhost:${port}/news`
    const options = parseCompareArgs([a, 'https://example.test/', '--direct'])
    const seenBefore = seen.length
    const result = await withAuditedSides(options, async (sides: Side[], chromeFlags: string[]) => ({
      sides,
      chromeFlags,
    }))
    expect(result).toEqual({
      sides: [
        { url: a, device: 'desktop' },
        { url: 'https://example.test/', device: 'desktop' },
      ],
      chromeFlags: [],
    })
    expect(seen.length).toBe(seenBefore)
  })
})
