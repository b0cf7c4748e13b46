import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, firstLoadScripts, markFirstLoadScripts } from '../../scripts/lib/compile-hints.mjs'

// A build folder as `next build` leaves it: prerendered pages under server/app, chunks under static/chunks.
let dist: string
const write = (rel: string, text: string) => {
  const file = path.join(dist, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}
const chunk = (name: string) => readFileSync(path.join(dist, 'static/chunks', name), 'utf8')

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  // The home names a framework chunk in a tag (with the deployment's query) and its runtime's chunk in its payload.
  write(
    'server/app/index.html',
    '<html><head><script src="/_next/static/chunks/framework.js?dpl=abc" async=""></script></head><body>' +
      '<script id="_R_">(globalThis.TURBOPACK||[]).push({"otherChunks":["static/chunks/runtime~main.js"]})</script>' +
      '</body></html>',
  )
  // A nested page names the framework too and a chunk of its own.
  write(
    'server/app/news/detail/company/1.html',
    '<script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/article.js" async=""></script>',
  )
  // Not a page: the home's RSC payload file names a chunk no page loads at first.
  write('server/app/index.rsc', '"static/chunks/admin.js"')
  for (const name of ['framework.js', 'runtime~main.js', 'article.js', 'admin.js', 'carousel.js'])
    write(`static/chunks/${name}`, `(()=>{/* ${name} */})()\n`)
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it('finds the chunks the prerendered pages name, in tags and in payloads', () => {
    expect([...firstLoadScripts(path.join(dist, 'server/app'))].sort()).toEqual([
      'article.js',
      'framework.js',
      'runtime~main.js',
    ])
  })

  it('marks those chunks at their top and leaves the code a page fetches later as it is', () => {
    expect(markFirstLoadScripts(dist)).toEqual({ named: 3, marked: 3 })
    for (const name of ['framework.js', 'runtime~main.js', 'article.js'])
      expect(chunk(name)).toBe(`${COMPILE_HINT}(()=>{/* ${name} */})()\n`)
    expect(chunk('admin.js')).toBe('(()=>{/* admin.js */})()\n')
    expect(chunk('carousel.js')).toBe('(()=>{/* carousel.js */})()\n')
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('marks each chunk once, however often the build step runs', () => {
    markFirstLoadScripts(dist)
    expect(markFirstLoadScripts(dist)).toEqual({ named: 3, marked: 0 })
    expect(chunk('framework.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('skips a name with no chunk behind it', () => {
    write('server/app/about.html', '<script src="/_next/static/chunks/gone.js" async=""></script>')
    expect(markFirstLoadScripts(dist)).toEqual({ named: 4, marked: 3 })
  })
})
