// The site's public origin for a local run (quickstart). A SITE_URL on a loopback host follows PORT, so
// `PORT=8080 npm run quickstart` gives canonical links, Open Graph, the sitemap, RSS and share codes on :8080,
// also with an .env written by an older quickstart (which pinned http://localhost:3000). A real origin (a domain,
// https) is kept as set.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * @param {string | undefined} configured SITE_URL from the environment or .env (may be empty)
 * @param {string | undefined} port PORT the server will listen on
 * @returns {string}
 */
export function localSiteUrl(configured, port) {
  const listen = port || '3000'
  const value = (configured ?? '').trim()
  if (!value) return `http://localhost:${listen}`
  let url
  try {
    url = new URL(value)
  } catch {
    return value
  }
  if (!LOOPBACK.has(url.hostname)) return value.replace(/\/+$/, '')
  return `${url.protocol}//${url.hostname}:${listen}`
}

/** The value of one variable in a dotenv file's text (last assignment wins), or undefined. */
export function dotenvValue(text, name) {
  let value
  for (const line of text.split(/\r?\n/)) {
    const match = new RegExp(`^\\s*${name}\\s*=\\s*(.*)$`).exec(line)
    if (match) value = match[1].trim().replace(/^(['"])(.*)\1$/, '$2')
  }
  return value
}
