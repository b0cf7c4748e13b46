// Brotli and gzip copies of the build's static files, written once after `next build` beside each file
// (`x.js.br`, `x.js.gz`): the production server's front sends them (scripts/lib/front.mjs), and nginx's
// gzip_static does (deploy/nginx.conf), instead of compressing the same immutable file on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
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

/** Smaller bodies go out as they are (the size below which compressing does not pay, as Next's own server). */
export const COMPRESS_THRESHOLD = 1024

/** The file name suffix of each coding's copy. */
export const CODING_SUFFIX = { br: '.br', gzip: '.gz' }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The build's static folder (`/_next/static/`), in NEXT_DIST_DIR as Next reads it. */
export function buildStaticDir() {
  return path.resolve(root, process.env.NEXT_DIST_DIR || '.next', 'static')
}

/** zlib options of Brotli for text at `quality` (0-11) for a body of `size` bytes. */
export function brotliOptions(quality, size) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}

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
 * of `staticDir` of at least COMPRESS_THRESHOLD bytes, where the copy is smaller. Returns the files' counts and
 * byte totals.
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
      if (raw.length < COMPRESS_THRESHOLD) continue
      const [br, gz] = await Promise.all([
        brotli(raw, brotliOptions(11, raw.length)),
        gzipAsync(raw, { level: 9 }),
      ])
      if (br.length < raw.length) writeFileSync(file + CODING_SUFFIX.br, br)
      if (gz.length < raw.length) writeFileSync(file + CODING_SUFFIX.gzip, gz)
      totals.files += 1
      totals.raw += raw.length
      totals.br += Math.min(br.length, raw.length)
      totals.gzip += Math.min(gz.length, raw.length)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return totals
}
