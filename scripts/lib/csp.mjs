// The site's Content-Security-Policy, shared by next.config.ts (every response) and the production server
// (HTML documents, which get the script-src with the hashes of their own inline scripts).
import { createHash } from 'node:crypto'

/** Origins besides the site's own that may serve scripts: the customer-service chat's loader (see
 * src/components/float/customer-service.ts) and the statistics tag (src/components/app/analytics-tag.ts);
 * a unit test keeps them in step. */
export const SCRIPT_ORIGINS = ['https://kefu.example.com', 'https://hm.baidu.com']

/** Directives on every response: no framing by other sites, no plugins, no <base> or form targets elsewhere. */
export const BASE_DIRECTIVES = [
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
]

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i

/** The inline scripts a browser would run in this HTML (data blocks such as JSON-LD are not scripts). */
export function inlineScripts(html) {
  const scripts = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (type && !EXECUTABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue
    scripts.push(body)
  }
  return scripts
}

/** `'sha256-…'` sources for each distinct inline script, in order of first appearance. */
export function scriptHashes(html) {
  const hashes = new Set()
  for (const body of inlineScripts(html))
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  return [...hashes]
}

/**
 * The policy of one HTML document: scripts only from this origin, the listed origins and the inline scripts
 * the server itself sent (by hash). An injected `<script>` or `onerror=` attribute does not run.
 */
export function documentPolicy(html) {
  const scriptSrc = ["'self'", ...scriptHashes(html), ...SCRIPT_ORIGINS].join(' ')
  return [...BASE_DIRECTIVES, `script-src ${scriptSrc}`, "script-src-attr 'none'"].join('; ')
}

/** The policy of everything that is not an HTML document. */
export const BASE_POLICY = BASE_DIRECTIVES.join('; ')
