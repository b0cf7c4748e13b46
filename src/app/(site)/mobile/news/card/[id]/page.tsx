import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MobileArticle } from '@/components/mobile/news/MobileArticle'
import { CmsBlocks } from '@/components/page/CmsBlocks'
import { articlePath, PRERENDERED_ARTICLES } from '@/content/news-types'
import { parseNewsId } from '@/lib/news-query'
import { getArticle, getFeed, type NewsArticle } from '@/server/news'

type Props = { params: Promise<{ id: string }> }

/** The newest articles' cards are rendered at build time; the others on their first visit, then cached. */
export async function generateStaticParams() {
  const newest = await getFeed(PRERENDERED_ARTICLES)
  return newest.map((article) => ({ id: String(article.id) }))
}

/**
 * `/mobile/news/carddetail?id=`, rewritten here by next.config (`src/lib/query-routes.ts`; without an id
 * the proxy sends it to the list). A bad or unknown id is the 404 page.
 */
async function findArticle(params: Props['params']): Promise<NewsArticle> {
  // Route parameters arrive decoded.
  const id = parseNewsId((await params).id)
  const article = id.ok ? await getArticle(id.value) : null
  if (!article) notFound()
  return article
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await findArticle(params)
  // The desktop article is the canonical copy; this page is its phone layout.
  const url = articlePath(article)
  const images = article.cover
    ? [
        {
          url: article.cover.url,
          width: article.cover.width,
          height: article.cover.height,
          alt: article.cover.alt,
        },
      ]
    : undefined
  return {
    title: article.seoTitle,
    description: article.seoDescription,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title: article.seoTitle,
      description: article.seoDescription,
      url,
      images,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: article.typeLabel,
    },
  }
}

export default async function MobileNewsCardDetailPage({ params }: Props) {
  const article = await findArticle(params)
  return (
    <div className="bg-surface">
      <MobileArticle article={article} />
      <CmsBlocks route="/mobile/news/carddetail" device="mobile" />
    </div>
  )
}
