import { NewsFeed } from '@/components/mobile/news/NewsFeed.client'
import { CmsPage } from '@/components/page/CmsPage'
import { cmsMetadata } from '@/components/page/cms-route'
import { NEWS_PAGE_SIZE } from '@/content/news-types'
import { getNewsList } from '@/server/news'

export const generateMetadata = () => cmsMetadata('/mobile/news')

/** The mobile news list: first page of all types rendered here; tabs and 加载更多 then work in the browser. */
export default async function MobileNewsPage() {
  const { list, total, page, pageSize } = await getNewsList(null, 1, NEWS_PAGE_SIZE)
  return (
    <CmsPage route="/mobile/news" device="mobile">
      <NewsFeed type={null} initial={{ list, total, page, pageSize }} switchable />
    </CmsPage>
  )
}
