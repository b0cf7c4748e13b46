import { NewsCallout } from '@/components/mobile/news/NewsCallout'
import { NewsFeed } from '@/components/mobile/news/NewsFeed.client'
import { NewsListHeader } from '@/components/mobile/news/NewsListHeader'
import { NEWS_PAGE_SIZE } from '@/content/news-types'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'
import { getNewsList } from '@/server/news'

const content = pageContent('/mobile/news')

export const metadata = pageMetadata(content)

/** The mobile news list: first page of all types rendered here; tabs and 加载更多 then work in the browser. */
export default async function MobileNewsPage() {
  const { list, total, page, pageSize } = await getNewsList(null, 1, NEWS_PAGE_SIZE)
  return (
    <>
      <NewsListHeader content={content} />
      <NewsFeed type={null} initial={{ list, total, page, pageSize }} switchable />
      {content.sections.map((section) => (
        <NewsCallout key={section.id} section={section} />
      ))}
    </>
  )
}
