// Brotli and gzip copies of the build's static files, written once after `next build` beside each file
// (`x.js.br`, `x.js.gz`): the production server's front sends them (scripts/lib/front.mjs), and nginx's
// gzip_static does (deploy/nginx.conf), instead of compressing the same immutable file on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

/** Types worth compressing, with the Content-Type Next's static handler sends for them. */
export const PRECOMPRESSED = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
}

/** Smaller files go out as they are (as the front's documents). */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Every file under `dir`, as paths relative to it. */
export function walk(dir, prefix = '') {
  const out = []
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name)
    if (entry.isDirectory()) out.push(...walk(dir, rel))
    else out.push(rel)
  }
  return out
}

/**
 * Writes `.br` (quality 11, the densest: paid once per build) and `.gz` (level 9) beside every compressible file
 * of `staticDir` of at least MIN_BYTES, where the copy is smaller. Returns the files' counts and byte totals.
 */
export async function precompressStatic(staticDir) {
  const files = walk(staticDir).filter((rel) => PRECOMPRESSED[path.extname(rel)])
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 }
  // A few at a time: zlib runs on libuv's pool of four threads.
  const queue = [...files]
  const worker = async () => {
    for (let rel = queue.shift(); rel; rel = queue.shift()) {
      const file = path.join(staticDir, rel)
      const raw = readFileSync(file)
      if (raw.length < MIN_BYTES) continue
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ])
      if (br.length < raw.length) writeFileSync(`${file}.br`, br)
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz)
      totals.files += 1
      totals.raw += raw.length
      totals.br += Math.min(br.length, raw.length)
      totals.gzip += Math.min(gz.length, raw.length)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return totals
}
