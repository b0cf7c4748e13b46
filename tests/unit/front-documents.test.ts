/**
 * The production server's front (scripts/lib/front.mjs) over real HTTP, with a handler in Next's place that
 * writes documents the way Next does (a cached page as one string with `s-maxage`, a page rendered for one
 * visitor in several chunks with `no-store`). Each document goes out with the policy of its own inline scripts,
 * an ETag that answers If-None-Match with a 304, and Brotli or gzip when the client takes it, whatever was
 * prepared before for other documents. Build files under /_next/static/ go out in the copies the build wrote.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inlineScripts, scriptHashes } from '../../scripts/lib/csp.mjs'
import { createFront, preferredEncoding } from '../../scripts/lib/front.mjs'
import { lateScriptSources } from '../../scripts/lib/late-scripts.mjs'
import { brotliOptions, precompressStatic } from '../../scripts/lib/precompress.mjs'
import { type Answer, decoded, getAnswer } from '../helpers/http-answer'

type Served = { type: string; cacheControl: string; chunks: (string | Buffer)[] }
const served = new Map<string, Served>()

const page = (title: string, script: string) =>
  `<!DOCTYPE html><html lang="zh-CN"><head><title>${title}</title><script>${script}</script></head>` +
  `<body><h1>${title}</h1>${'<p>码上未来 课程与赛事</p>'.repeat(200)}<script src="/_next/static/a.js"></script></body></html>`

// The end of a body as Next writes it: React's script, the payload's first chunks one script each, then a part
// streamed later (its markup, then its chunk). `\u003c` is Next's escape of `<` inside the payload.
const streamedPage = (title: string) =>
  `<!DOCTYPE html><html lang="zh-CN"><head><title>${title}</title></head>` +
  `<body><h1>${title}</h1>${'<p>码上未来 课程与赛事</p>'.repeat(50)}` +
  '<script>$RB=[];$RV=function(a){}</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"\\u003c课程\\u003e\\"}]\\n"])</script>' +
  '<script>self.__next_f.push([1,"3:\\"$undefined\\"\\n"])</script>' +
  '<div hidden id="S:0"><p>稍后</p></div><script>$RC("B:0","S:0")</script>' +
  '<script>self.__next_f.push([1,"4:[\\"$\\",\\"p\\",null,{}]\\n"])</script>' +
  '<script>self.__next_f.push([3,"AAEC"])</script></body></html>'

let server: http.Server
let origin: string
// A build folder of this test's own: the front reads NEXT_DIST_DIR's static files and their copies.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'front-dist-'))
const script = `/* 码上未来 */\n${'export const lesson = (n) => ({ grade: n, hours: n * 2 });\n'.repeat(120)}`

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
  writeFileSync(path.join(distDir, 'static/chunks/app.js'), script)
  writeFileSync(path.join(distDir, 'static/chunks/tiny.js'), 'export {}')
  await precompressStatic(path.join(distDir, 'static'))
  process.env.NEXT_DIST_DIR = distDir
  server = http.createServer(
    createFront((req: http.IncomingMessage, res: http.ServerResponse) => {
      const entry = served.get(req.url ?? '/')
      if (!entry) {
        res.statusCode = 404
        return res.end('missing')
      }
      res.setHeader('Content-Type', entry.type)
      res.setHeader('Cache-Control', entry.cacheControl)
      const chunks = [...entry.chunks]
      const last = chunks.pop()
      for (const chunk of chunks) res.write(chunk)
      res.end(last)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  delete process.env.NEXT_DIST_DIR
  rmSync(distDir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => getAnswer(`${origin}${path}`, headers)
const html = (answer: Answer) => decoded(answer).toString('utf8')

const CACHED = 's-maxage=60, stale-while-revalidate=31535940'

describe('HTML documents from the front', () => {
  it('sends a cached page with its own policy and ETag, the same on every request, in Brotli or gzip', async () => {
    const document = page('关于我们', 'self.__a=1')
    served.set('/about-me', { type: 'text/html; charset=utf-8', cacheControl: CACHED, chunks: [document] })
    const first = await get('/about-me', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    const second = await get('/about-me', { 'accept-encoding': 'gzip' })
    const third = await get('/about-me', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(third.headers['content-encoding']).toBe('br')
    expect(first.body.length).toBeLessThan(second.body.length)
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(html(answer)).toBe(document)
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/i)
      for (const hash of scriptHashes(document))
        expect(answer.headers['content-security-policy']).toContain(hash)
    }
    expect(first.headers['etag']).toMatch(/^"[\w-]+"$/)
    expect(second.headers['etag']).toBe(first.headers['etag'])
  })

  it('sends in Brotli a third smaller the markup a page repeats beyond the reach of gzip', async () => {
    // Next's pages carry their markup twice: as HTML and, further on, in the RSC payload of the inline scripts.
    const markup = Array.from(
      { length: 120 },
      (_, i) =>
        `<section class="mx-auto max-w-6xl px-6 py-16"><h2>第 ${i} 课：编程与人工智能</h2><p>每周 2 课时</p></section>`,
    ).join('')
    const document = `<!DOCTYPE html><html><body>${markup}<script>self.__next_f.push(${JSON.stringify(markup)})</script></body></html>`
    served.set('/school-home', { type: 'text/html; charset=utf-8', cacheControl: CACHED, chunks: [document] })
    const br = await get('/school-home', { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await get('/school-home', { 'accept-encoding': 'gzip, deflate' })
    expect(html(br)).toBe(document)
    expect(html(gzip)).toBe(document)
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.67)
  })

  it('sends a cached page, once its first answers are out, in the smallest Brotli and gzip it has', async () => {
    // A page the size of the site's, varied enough that the quality of the compression shows.
    const markup = Array.from(
      { length: 400 },
      (_, i) =>
        `<li class="card p-${i % 7}"><a href="/news/detail/company/${i * 37}">第 ${i} 期：${['编程', '人工智能', '竞赛', '师资'][i % 4]}课堂 ${(i * 7919) % 1000} 人</a></li>`,
    ).join('')
    const document = `<!DOCTYPE html><html><body><ul>${markup}</ul><script>self.__next_f.push(${JSON.stringify(markup)})</script></body></html>`
    served.set('/plan/schoolpm', {
      type: 'text/html; charset=utf-8',
      cacheControl: CACHED,
      chunks: [document],
    })
    const raw = Buffer.from(document, 'utf8')
    const smallest = {
      br: brotliCompressSync(raw, brotliOptions(11, raw.length)).length,
      gzip: gzipSync(raw, { level: 9 }).length,
    }
    for (const [coding, acceptEncoding] of [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip, deflate'],
    ] as const) {
      const first = await get('/plan/schoolpm', { 'accept-encoding': acceptEncoding })
      expect(first.headers['content-encoding']).toBe(coding)
      expect(first.body.length).toBeGreaterThan(smallest[coding])
      // The smaller body is made in the background: later answers carry it once it is there.
      let later = first
      for (const deadline = Date.now() + 20_000; later.body.equals(first.body) && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 25))
        later = await get('/plan/schoolpm', { 'accept-encoding': acceptEncoding })
      }
      expect(later.body.length).toBe(smallest[coding])
      expect(Number(later.headers['content-length'])).toBe(smallest[coding])
      expect(html(later)).toBe(document)
      expect(later.headers['etag']).toBe(first.headers['etag'])
    }
  }, 60_000)

  it('answers If-None-Match with a 304 that carries no policy, and the page again once it changed', async () => {
    served.set('/news', {
      type: 'text/html; charset=utf-8',
      cacheControl: CACHED,
      chunks: [page('新闻', 'v=1')],
    })
    const first = await get('/news')
    const etag = String(first.headers['etag'])
    const revalidated = await get('/news', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers['content-security-policy']).toBeUndefined()
    expect((await get('/news', { 'if-none-match': `W/${etag}` })).status).toBe(304)

    // Next regenerated the page: a new document, a new ETag and the policy of its new inline script.
    const regenerated = page('新闻', 'v=2')
    served.set('/news', { type: 'text/html; charset=utf-8', cacheControl: CACHED, chunks: [regenerated] })
    const changed = await get('/news', { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers['etag']).not.toBe(etag)
    expect(html(changed)).toBe(regenerated)
    expect(changed.headers['content-security-policy']).toContain(scriptHashes(regenerated)[0])
    expect(changed.headers['content-security-policy']).not.toContain(scriptHashes(page('新闻', 'v=1'))[0])
  })

  it('sends a page rendered for one visitor, written in chunks, whole and with its own policy', async () => {
    for (const [path, who] of [
      ['/me/a', '张老师'],
      ['/me/b', '李老师'],
    ]) {
      const document = page(who, `self.user=${JSON.stringify(who)}`)
      const bytes = Buffer.from(document, 'utf8')
      // Split inside a multi-byte character: the front joins bytes, not strings.
      const cut = bytes.indexOf(Buffer.from('码')) + 1
      served.set(path, {
        type: 'text/html; charset=utf-8',
        cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
        chunks: [bytes.subarray(0, cut), bytes.subarray(cut)],
      })
      const answer = await get(path, { 'accept-encoding': 'gzip' })
      expect(html(answer)).toBe(document)
      expect(answer.headers['content-security-policy']).toContain(scriptHashes(document)[0])
    }
  })

  it('sends identity to a client that takes neither Brotli nor gzip', async () => {
    const document = page('师资培训', 'x=1')
    served.set('/tch-training', {
      type: 'text/html; charset=utf-8',
      cacheControl: CACHED,
      chunks: [document],
    })
    for (const acceptEncoding of ['identity', 'gzip;q=0, br;q=0', '']) {
      const answer = await get('/tch-training', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.toString('utf8')).toBe(document)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
  })

  it('leaves other responses alone', async () => {
    const json = JSON.stringify({ code: 0, msg: '成功', data: [] })
    served.set('/api/port/news', { type: 'application/json', cacheControl: 'no-store', chunks: [json] })
    const answer = await get('/api/port/news', { 'accept-encoding': 'identity' })
    expect(answer.body.toString('utf8')).toBe(json)
    expect(answer.headers['etag']).toBeUndefined()
    expect(answer.headers['content-security-policy']).toBeUndefined()
  })
})

describe('Scripts after the first paint', () => {
  // The head as Next writes it: React's preload of one chunk, the chunks themselves async, the legacy polyfills.
  const nextPage = (title: string) =>
    `<!DOCTYPE html><html lang="zh-CN"><head><title>${title}</title>` +
    '<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=d1" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js?dpl=d1"/>' +
    '<script src="/_next/static/chunks/a.js?dpl=d1" async=""></script>' +
    '<script src="/_next/static/chunks/b.js?dpl=d1" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js?dpl=d1" noModule=""></script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script></head>' +
    `<body><h1>${title}</h1>${'<p>码上未来 课程与赛事</p>'.repeat(50)}` +
    '<script>self.__next_f.push([1,"0:[]"])</script></body></html>'

  it('takes the chunks out of the head and requests them from one inline script at the end of the body', async () => {
    const document = nextPage('师资培训')
    served.set('/plan/schoolai', {
      type: 'text/html; charset=utf-8',
      cacheControl: CACHED,
      chunks: [document],
    })
    const answer = await get('/plan/schoolai', { 'accept-encoding': 'br' })
    const sent = html(answer)
    expect(sent).not.toContain('<script src="/_next/static/chunks/a.js')
    expect(sent).not.toContain('<script src="/_next/static/chunks/b.js')
    expect(sent).not.toContain('rel="preload" as="script"')
    expect(lateScriptSources(sent)).toEqual([
      '/_next/static/chunks/a.js?dpl=d1',
      '/_next/static/chunks/b.js?dpl=d1',
    ])
    // Everything else is where it was: the stylesheet, the polyfills, the inline scripts, the content.
    expect(sent).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=d1"')
    expect(sent).toContain('<script src="/_next/static/chunks/polyfills.js?dpl=d1" noModule=""></script>')
    expect(sent.indexOf('<h1>师资培训</h1>')).toBeLessThan(sent.indexOf('function lateScripts'))
    expect(sent.endsWith('</script></body></html>')).toBe(true)
    expect(sent.replace(/<script>\(function lateScripts[\s\S]*?<\/script>/, '')).toBe(
      document
        .replace(/<link rel="preload" as="script"[^>]*\/>/, '')
        .replace(/<script src="\/_next\/static\/chunks\/[ab]\.js\?dpl=d1" async=""><\/script>/g, ''),
    )
    // The loader is one of the page's own inline scripts: its hash is in the policy.
    expect(scriptHashes(sent)).toHaveLength(3)
    for (const hash of scriptHashes(sent)) expect(answer.headers['content-security-policy']).toContain(hash)
    expect(answer.headers['etag']).toBe((await get('/plan/schoolai')).headers['etag'])
  })

  it('leaves the admin (its chunks, its payload scripts), and a document without chunks, as Next wrote them', async () => {
    for (const [path, admin] of [
      ['/admin/collections/pages', nextPage('后台')],
      ['/admin/collections/news', streamedPage('后台')],
    ]) {
      served.set(path, {
        type: 'text/html; charset=utf-8',
        cacheControl: 'private, no-store',
        chunks: [admin],
      })
      expect(html(await get(path))).toBe(admin)
    }
    const plain = page('加入我们', 'x=2')
    served.set('/join-us', { type: 'text/html; charset=utf-8', cacheControl: CACHED, chunks: [plain] })
    expect(html(await get('/join-us'))).toBe(plain)
  })
})

describe('The RSC payload in one script', () => {
  /** What the document's inline scripts leave in `self.__next_f`, run in order as a browser runs them. */
  const payloadOf = (document: string) => {
    const context = vm.createContext({ $RC: () => {} })
    context.self = context
    for (const body of inlineScripts(document)) vm.runInContext(body, context)
    return JSON.stringify(context.__next_f)
  }

  it('writes each run of adjacent payload scripts as one, which leaves the browser the same payload', async () => {
    const document = streamedPage('赛事活动')
    served.set('/competition', { type: 'text/html; charset=utf-8', cacheControl: CACHED, chunks: [document] })
    const answer = await get('/competition', { 'accept-encoding': 'br' })
    const sent = html(answer)
    const payloadScripts = inlineScripts(sent).filter((body) => body.includes('self.__next_f'))
    // The four at the end of the first part are one; the two of the streamed part, after its markup, another.
    expect(payloadScripts).toHaveLength(2)
    expect(payloadScripts[0]).toMatch(
      /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);self\.__next_f\.push/,
    )
    expect(payloadOf(sent)).toBe(payloadOf(document))
    expect(JSON.parse(payloadOf(sent))).toHaveLength(6)
    // React's scripts and the markup are where they were.
    expect(sent).toContain('<script>$RB=[];$RV=function(a){}</script><script>(self.__next_f')
    expect(sent).toContain(
      '<div hidden id="S:0"><p>稍后</p></div><script>$RC("B:0","S:0")</script><script>self.__next_f',
    )
    // Four hashes fewer in the policy: one per inline script left.
    expect(scriptHashes(document)).toHaveLength(8)
    expect(scriptHashes(sent)).toHaveLength(4)
    const policyHashes = String(answer.headers['content-security-policy']).match(/'sha256-[^']+'/g)
    expect(policyHashes).toEqual(scriptHashes(sent))
  })
})

describe('RSC payloads', () => {
  it('are kept out of browser caches, while the page itself stays shared-cacheable', async () => {
    const payload = '0:{"b":"build-a"}\n'
    served.set('/join-us', { type: 'text/x-component', cacheControl: CACHED, chunks: [payload] })
    // A browser took `stale-while-revalidate` as leave to reuse an old deployment's payload after a deploy.
    const rsc = await get('/join-us', { rsc: '1', 'accept-encoding': 'identity' })
    expect(rsc.body.toString('utf8')).toBe(payload)
    expect(rsc.headers['cache-control']).toBe('no-cache')
    const document = await get('/join-us', { 'accept-encoding': 'identity' })
    expect(document.headers['cache-control']).toBe(CACHED)
  })
})

describe('build files under /_next/static/', () => {
  it('go out in the Brotli or gzip copy the build wrote, with the headers Next gives them', async () => {
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const answer = await get('/_next/static/chunks/app.js?dpl=abc', { 'accept-encoding': acceptEncoding })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(decoded(answer).toString('utf8')).toBe(script)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['vary']).toBe('Accept-Encoding')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      const again = await get('/_next/static/chunks/app.js', {
        'accept-encoding': acceptEncoding,
        'if-modified-since': String(answer.headers['last-modified']),
      })
      expect(again.status).toBe(304)
    }
    const br = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    const gzip = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(br.body.length).toBeLessThan(gzip.body.length)
  })

  it('are left to Next without a copy, for a range, or for a client that takes neither coding', async () => {
    served.set('/_next/static/chunks/tiny.js', {
      type: 'application/javascript',
      cacheControl: 'public',
      chunks: ['export {}'],
    })
    served.set('/_next/static/chunks/app.js', {
      type: 'application/javascript',
      cacheControl: 'public',
      chunks: [script],
    })
    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString('utf8')).toBe('export {}')
    for (const headers of [
      { 'accept-encoding': 'identity' } as Record<string, string>,
      { 'accept-encoding': 'br', range: 'bytes=0-9' },
    ]) {
      const answer = await get('/_next/static/chunks/app.js', headers)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.body.toString('utf8')).toBe(script)
    }
  })
})

describe('preferredEncoding', () => {
  it('takes Brotli when named, gzip when it or * is taken, identity otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('br;q=1.0, gzip;q=0.8')).toBe('br')
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('br')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('gzip;q=0')).toBe(null)
    expect(preferredEncoding('*')).toBe('gzip')
    expect(preferredEncoding('*;q=0.1, gzip;q=0')).toBe(null)
    expect(preferredEncoding('identity')).toBe(null)
    expect(preferredEncoding('')).toBe(null)
  })
})
