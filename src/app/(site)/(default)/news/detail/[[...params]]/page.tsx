import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { ArticleJsonLd } from '@/components/news/ArticleJsonLd'
import { ArticleView } from '@/components/news/ArticleView'
import { CmsBlocks } from '@/components/page/CmsBlocks'
import { findNewsType, PRERENDERED_ARTICLES } from '@/content/news-types'
import { newsListHref, parseNewsId } from '@/lib/news-query'
import { getSiteUrl } from '@/lib/site-url'
import { NEWS_FEED_PATH } from '@/server/metadata'
import { getArticle, getFeed } from '@/server/news'
import { getSiteSettings } from '@/server/settings'

type Props = { params: Promise<{ params?: string[] }> }

export async function generateStaticParams() {
  const newest = await getFeed(PRERENDERED_ARTICLES)
  return newest.map((article) => ({ params: [article.type, String(article.id)] }))
}

/**
 * `/news/detail/{type?}/{id?}`: without an id, the list of that type; an id that is not a public article, the
 * 404 page; a type other than the article's, a permanent redirect to its canonical path.
 */
async function loadArticle(params: Props['params']) {
  const segments = (await params).params ?? []
  if (segments.length > 2) notFound()
  const [typeSegment, idSegment] = segments
  if (idSegment === undefined) redirect(newsListHref('/news', findNewsType(typeSegment)?.slug ?? null))
  const id = parseNewsId(idSegment)
  if (!id.ok) notFound()
  const article = await getArticle(id.value)
  if (!article) notFound()
  if (article.type !== typeSegment) permanentRedirect(article.path)
  return article
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await loadArticle(params)
  const siteUrl = getSiteUrl()
  const cover = article.cover
  return {
    title: article.seoTitle,
    description: article.seoDescription,
    alternates: { canonical: article.path, types: { 'application/rss+xml': NEWS_FEED_PATH } },
    openGraph: {
      type: 'article',
      title: article.seoTitle,
      description: article.seoDescription,
      url: `${siteUrl}${article.path}`,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: article.typeLabel,
      authors: article.author ? [article.author] : undefined,
      images: cover
        ? [{ url: `${siteUrl}${cover.url}`, width: cover.width, height: cover.height, alt: cover.alt }]
        : undefined,
    },
  }
}

export default async function NewsDetailPage({ params }: Props) {
  const article = await loadArticle(params)
  const { brandName } = await getSiteSettings()
  const siteUrl = getSiteUrl()
  const url = `${siteUrl}${article.path}`
  return (
    <>
      <ArticleJsonLd article={article} url={url} siteUrl={siteUrl} publisher={brandName} />
      <ArticleView article={article} url={url} />
      <CmsBlocks route="/news/detail" />
    </>
  )
}
