import { NEWS_REVALIDATE_SECONDS } from '@/content/news-types'
import { getSiteUrl } from '@/lib/site-url'
import { getFeed } from '@/server/news'
import { getSiteSettings } from '@/server/settings'

/** Articles in the feed: the newest ones. */
const FEED_SIZE = 30

export const revalidate = 60

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

/** /news/rss.xml: RSS 2.0 feed of the newest published articles. */
export async function GET() {
  const site = getSiteUrl()
  const [{ brandName, tagline }, articles] = await Promise.all([getSiteSettings(), getFeed(FEED_SIZE)])
  const items = articles
    .map(
      (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${site}${article.path}</link>
      <guid isPermaLink="true">${site}${article.path}</guid>
      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>
      <description>${escapeXml(article.summary)}</description>
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${brandName}新闻资讯`)}</title>
    <link>${site}/news</link>
    <description>${escapeXml(tagline)}</description>
    <language>zh-CN</language>
    <ttl>${Math.round(NEWS_REVALIDATE_SECONDS / 60)}</ttl>
    <atom:link href="${site}/news/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 's-maxage=60, stale-while-revalidate=300',
    },
  })
}
