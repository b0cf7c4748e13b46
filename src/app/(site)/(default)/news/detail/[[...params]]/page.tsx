import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageView } from '@/components/page/PageView'
import { findNewsType } from '@/content/news-types'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/news/detail')

type Params = { params: Promise<{ params?: string[] }> }

export const metadata = pageMetadata(content)

/** `/news/detail/{type?}/{id?}`: both segments optional, nothing beyond them. */
export default async function NewsDetailPage({ params }: Params) {
  const segments = (await params).params ?? []
  if (segments.length > 2) notFound()
  const type = findNewsType(segments[0])
  return (
    <PageView content={content}>
      <div className="container-content py-8">
        <p>
          <Link className="text-brand-600 underline" href={type ? `/news?type=${type.slug}` : '/news'}>
            {type ? `查看全部${type.label}` : '返回资讯列表'}
          </Link>
        </p>
      </div>
    </PageView>
  )
}
