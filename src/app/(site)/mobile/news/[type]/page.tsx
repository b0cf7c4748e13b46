import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageView } from '@/components/page/PageView'
import { findNewsType, newsTypes } from '@/content/news-types'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

type Params = { params: Promise<{ type: string }> }

const content = pageContent('/mobile/news/type')

export const dynamicParams = false

export function generateStaticParams() {
  return newsTypes.map((type) => ({ type: type.slug }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const type = findNewsType((await params).type)
  if (!type) notFound()
  return pageMetadata({
    ...content,
    path: `/mobile/news/${type.slug}`,
    title: `${type.label} - ${content.title}`,
  })
}

export default async function MobileNewsTypePage({ params }: Params) {
  const type = findNewsType((await params).type)
  if (!type) notFound()
  return <PageView content={{ ...content, heading: type.label }} variant="mobile" />
}
