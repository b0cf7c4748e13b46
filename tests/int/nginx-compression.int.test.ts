/**
 * deploy/nginx.conf in a real nginx, in front of the production server's front (scripts/lib/front.mjs) with a
 * handler in Next's place: build files go out as the gzip copy the build wrote (`gzip_static`), and a page is
 * stored and sent in the coding the browser takes (Brotli or gzip, `$page_coding` in the cache key), never the
 * other one's copy from the cache.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, root, startNginx } from '../../scripts/lib/cluster.mjs'
import { createFront } from '../../scripts/lib/front.mjs'
import { precompressStatic } from '../../scripts/lib/precompress.mjs'
import { decoded, getAnswer } from '../helpers/http-answer'

const script = `/* 码上未来 */\n${'export const lesson = (n) => ({ grade: n, hours: n * 2 });\n'.repeat(120)}`
const page = `<!DOCTYPE html><html lang="zh-CN"><head><title>校园版</title></head><body>${'<p>码上未来 课程与赛事</p>'.repeat(300)}</body></html>`

let tmp: string
let app: http.Server
let nginx: Awaited<ReturnType<typeof startNginx>>

const get = (urlPath: string, headers: Record<string, string>) =>
  getAnswer(`${nginx.origin}${urlPath}`, headers)

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'nginx-compression-'))
  // nginx's workers run unprivileged when the test runs as root: they must read the build folder.
  chmodSync(tmp, 0o755)
  const chunks = path.join(tmp, 'dist/static/chunks')
  mkdirSync(chunks, { recursive: true })
  for (const dir of ['dist', 'dist/static', 'dist/static/chunks']) chmodSync(path.join(tmp, dir), 0o755)
  writeFileSync(path.join(chunks, 'app.js'), script)
  await precompressStatic(path.join(tmp, 'dist/static'))

  app = http.createServer(
    createFront((req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
      res.end(page)
    }),
  )
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  nginx = await startNginx({
    dir: path.join(tmp, 'nginx'),
    port: await freePort(),
    upstreams: [(app.address() as AddressInfo).port],
    distDir: path.relative(root, path.join(tmp, 'dist')),
  })
}, 30_000)

afterAll(async () => {
  await nginx?.stop()
  await new Promise((resolve) => app?.close(resolve))
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

describe('compression through deploy/nginx.conf', () => {
  it('sends a build file as the gzip copy the build wrote beside it', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    // The file's own bytes, not a copy nginx compressed on the fly (that one would be chunked, at level 5).
    expect(answer.body.equals(readFileSync(path.join(tmp, 'dist/static/chunks/app.js.gz')))).toBe(true)
    expect(gunzipSync(answer.body).toString('utf8')).toBe(script)
  })

  it('stores a page per coding and gives each browser the copy it can read', async () => {
    const browsers: [string | null, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [null, undefined],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]
    const seen: string[] = []
    for (const [acceptEncoding, coding] of browsers) {
      const answer = await get(
        '/school-home',
        acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
      )
      expect(answer.status, String(acceptEncoding)).toBe(200)
      expect(answer.headers['content-encoding'], String(acceptEncoding)).toBe(coding)
      expect(decoded(answer).toString('utf8'), String(acceptEncoding)).toBe(page)
      seen.push(String(answer.headers['x-cache-status']))
    }
    // The second Brotli and gzip visitors are answered from their own stored copies.
    expect(seen.slice(3)).toEqual(['HIT', 'HIT'])
  })
})
