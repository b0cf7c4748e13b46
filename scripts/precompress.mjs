// node scripts/precompress.mjs: V8's compile hint on the scripts pages load at first (scripts/lib/compile-hints.mjs),
// then Brotli and gzip copies of the build's static files (scripts/lib/precompress.mjs). Part of `npm run build`;
// reads NEXT_DIST_DIR like Next.
import path from 'node:path'

import { markFirstLoadScripts } from './lib/compile-hints.mjs'
import { buildStaticDir, precompressStatic } from './lib/precompress.mjs'

const started = Date.now()
const staticDir = buildStaticDir()
const hints = markFirstLoadScripts(path.dirname(staticDir))
console.log(`compile hint on the ${hints.named} scripts pages load at first (${hints.marked} marked now)`)
const totals = await precompressStatic(staticDir)
const kB = (n) => `${(n / 1000).toFixed(1)} kB`
console.log(
  `precompressed ${totals.files} static files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${kB(totals.raw)} → Brotli ${kB(totals.br)}, gzip ${kB(totals.gzip)}`,
)
