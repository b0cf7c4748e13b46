import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { MobileArticle } from '@/components/mobile/news/MobileArticle'
import { NewsCallout } from '@/components/mobile/news/NewsCallout'
import { articlePath } from '@/content/news-types'
import { pageContent } from '@/content/pages'
import { parseNewsId } from '@/lib/news-query'
import { getArticle, type NewsArticle } from '@/server/news'

type Props = { searchParams: Promise<{ id?: string | string[] }> }

const content = pageContent('/mobile/news/carddetail')

/** The article of `?id=`: no id goes back to the list, a bad or unknown one is the 404 page. */
async function findArticle(searchParams: Props['searchParams']): Promise<NewsArticle> {
  const raw = (await searchParams).id
  if (raw === undefined || raw === '') redirect('/mobile/news')
  const id = parseNewsId(raw)
  const article = id.ok ? await getArticle(id.value) : null
  if (!article) notFound()
  return article
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const article = await findArticle(searchParams)
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

export default async function MobileNewsCardDetailPage({ searchParams }: Props) {
  const article = await findArticle(searchParams)
  return (
    <div className="bg-surface">
      <MobileArticle article={article} />
      {content.sections.map((section) => (
        <NewsCallout key={section.id} section={section} />
      ))}
    </div>
  )
}
