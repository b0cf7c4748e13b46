// V8's explicit compile hint on the scripts a public page loads at first (scripts/precompress.mjs applies this after
// `next build`, before it writes the compressed copies).
//
// V8 compiles a function when it is first called, on the main thread. A page's first scripts call most of theirs
// at once: the framework's modules are set up, the page hydrates, and on a slow phone those compiles stretch the
// tasks that Total Blocking Time counts. A script that begins with the comment `//# allFunctionsCalledOnLoad`
// is compiled whole while it streams in, on a thread of its own (Chrome 136 and later; other engines read a
// comment). Only the scripts the prerendered pages name are marked, not the admin's nor the code a page fetches
// when it is about to be used (the carousel's engine, the lead form, the drawer): no phone compiles what it may
// never run. Measured on /mobile at 6x CPU, 10 audits a side in turn (README, Performance): TBT 793 → 482 ms.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { walk } from './precompress.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

// A chunk as a page names it: in a script tag (`/_next/static/chunks/x.js?dpl=…`) or in its payload
// (`static/chunks/x.js`, the runtime's own list of the chunks it waits for).
const CHUNK = /(?<![\w/])(?:\/_next\/)?static\/chunks\/([\w.~-]+\.js)(?![\w.~-])/g

/** The chunk file names (under `static/chunks/`) that the prerendered pages in `appDir` load at first. */
export function firstLoadScripts(appDir) {
  const names = new Set()
  for (const file of walk(appDir).filter((name) => name.endsWith('.html')))
    for (const match of readFileSync(path.join(appDir, file), 'utf8').matchAll(CHUNK)) names.add(match[1])
  return names
}

/**
 * Puts COMPILE_HINT at the top of every chunk the prerendered pages of the build in `distDir` (`.next`) load at
 * first, once: a chunk that has it is left as it is. Returns how many scripts the pages name and how many were
 * marked now.
 */
export function markFirstLoadScripts(distDir) {
  const names = firstLoadScripts(path.join(distDir, 'server', 'app'))
  let marked = 0
  for (const name of names) {
    const file = path.join(distDir, 'static', 'chunks', name)
    if (!existsSync(file)) continue
    const text = readFileSync(file, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + text)
    marked++
  }
  return { named: names.size, marked }
}
