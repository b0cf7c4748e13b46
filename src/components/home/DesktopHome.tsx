import { BannerSlot } from '@/components/banners/BannerSlot'
import { HomeStripArt } from '@/components/banners/artwork'
import { PageBanner } from '@/components/banners/PageBanner'
import { PageView } from '@/components/page/PageView'
import type { PageContent } from '@/content/types'

import { LatestNews } from './LatestNews'

/** The desktop home (also the legacy `/index copy`): hero carousel, the page's sections, a promotional strip and the latest news. */
export function DesktopHome({ content }: { content: PageContent }) {
  return (
    <PageView
      content={content}
      banner={<PageBanner type="home" pcFlag="pc" />}
      insertBefore={{
        competitions: (
          <div className="container-content py-10">
            <BannerSlot
              type="home"
              pcFlag="pc"
              location="middle"
              fallback={<HomeStripArt />}
              className="rounded-2xl"
            />
          </div>
        ),
        cooperate: <LatestNews variant="desktop" />,
      }}
    />
  )
}
