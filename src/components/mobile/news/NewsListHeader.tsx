import { NewsArt } from '@/components/banners/artwork'
import { BannerSlot } from '@/components/banners/BannerSlot'
import type { PageContent } from '@/content/types'

/** Top of a mobile news list: the news banner slot (or the news artwork), then the page's h1 and intro. */
export function NewsListHeader({ content, heading }: { content: PageContent; heading?: string }) {
  return (
    <>
      <div className="px-4 pt-4">
        <BannerSlot
          type="news"
          pcFlag="mobile"
          location="top"
          fallback={<NewsArt />}
          priority
          className="rounded-xl"
        />
      </div>
      <div className="px-4 pt-5">
        <h1 className="text-2xl font-bold text-ink">{heading ?? content.heading}</h1>
        <p className="mt-1.5 text-sm leading-relaxed text-muted">{content.intro}</p>
      </div>
    </>
  )
}
