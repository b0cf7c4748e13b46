import type { NewsArticle } from '@/server/news'

/** JSON-LD `NewsArticle` for search engines. `<` is escaped so no stored text can close the script element. */
export function ArticleJsonLd({
  article,
  url,
  siteUrl,
  publisher,
}: {
  article: NewsArticle
  /** The article's absolute canonical URL. */
  url: string
  siteUrl: string
  /** The brand name from site settings. */
  publisher: string
}) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.seoDescription || undefined,
    image: article.cover ? [`${siteUrl}${article.cover.url}`] : undefined,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.typeLabel,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    publisher: { '@type': 'Organization', name: publisher, url: siteUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
