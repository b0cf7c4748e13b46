import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { ArticleView } from '@/components/news/ArticleView'
import { PreviewNotice } from '@/components/news/PreviewNotice'
import { parseNewsId } from '@/lib/news-query'
import { getSiteUrl } from '@/lib/site-url'
import { queryPreviewArticle } from '@/server/news'
import { getPayloadClient } from '@/server/payload'

// Per request: it reads the staff session and shows unpublished work.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '资讯预览', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** The admin's preview of an article in any status; anyone but signed-in staff gets the 404 page. */
export default async function NewsPreviewPage({ params }: Props) {
  const id = parseNewsId((await params).id)
  if (!id.ok) notFound()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (user?.collection !== 'admins') notFound()
  const article = await queryPreviewArticle(payload, id.value)
  if (!article) notFound()
  return (
    <ArticleView
      article={article}
      url={`${getSiteUrl()}${article.path}`}
      notice={<PreviewNotice article={article} />}
      preview
    />
  )
}
