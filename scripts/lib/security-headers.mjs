// Headers on every response (next.config.ts) and on the answers the production server's front gives itself
// (scripts/lib/front.mjs: the device redirects it decides before Next).
import { BASE_POLICY } from './csp.mjs'

/** @param {string | undefined} siteUrl the public origin; https turns on Strict-Transport-Security */
export function securityHeaders(siteUrl = process.env.SITE_URL) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Framing, plugins, <base> and form targets. HTML documents get the full policy, scripts included, from
    // the production server, which hashes each document's inline scripts (scripts/lib/front.mjs).
    { key: 'Content-Security-Policy', value: BASE_POLICY },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(siteUrl?.startsWith('https://')
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ]
}
