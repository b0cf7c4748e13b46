/** The public origin of the site, used by canonical links, Open Graph, sitemap and robots. */
export function getSiteUrl(): string {
  const fromEnv = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (fromEnv) return fromEnv.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}
