import { Link } from '@/components/ui/Link'

import { moreNewsHref, NewsTeasers } from '@/components/home/LatestNews'
import { Section } from '@/components/page/Section'
import { findNewsType } from '@/content/news-types'
import type { LatestNewsBlock } from '@/payload-types'
import { getNewsList } from '@/server/news'

import { gridColumns } from '../CardGrid/columns'
import type { BlockProps } from '../types'

/** The newest public articles (of one type or all), with a link to the full list. */
export async function LatestNewsComponent({ block, device, tone, id }: BlockProps<LatestNewsBlock>) {
  const mobile = device === 'mobile'
  const type = findNewsType(block.newsType)?.slug ?? null
  const count = Math.min(8, Math.max(1, Math.round(block.count || 4)))
  const { list } = await getNewsList(type, 1, count)
  const columns = gridColumns(list.length, 'auto')
  const onBrand = tone === 'brand'
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <NewsTeasers articles={list} device={device} columns={columns} />
      <div className={mobile ? 'mt-4' : 'mt-8 text-center'}>
        <Link
          href={moreNewsHref(type, device)}
          className={`inline-flex items-center justify-center gap-1 rounded-full border font-semibold transition-colors ${mobile ? 'h-11 w-full text-[0.9375rem]' : 'h-11 px-6 text-[0.9375rem]'} ${onBrand ? 'border-white/80 text-white hover:bg-white/10 focus-visible:outline-white' : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'}`}
        >
          更多资讯<span aria-hidden="true">→</span>
        </Link>
      </div>
    </Section>
  )
}
