import type { BannerDevice, BannerType } from '@/content/banner-slots'

import { CooperationArt, HomeArt, NewsArt, SchoolArt, TrainingArt } from './artwork'
import { BannerSlot } from './BannerSlot'

/** Each page family's own artwork, shown when its banner slots are empty. */
export const bannerArtwork: Record<BannerType, () => React.ReactNode> = {
  home: HomeArt,
  news: NewsArt,
  school: SchoolArt,
  training: TrainingArt,
  cooperation: CooperationArt,
}

/** A page's top banner slot in its hero, with the page family's own artwork when the slot is empty. */
export function PageBanner({ type, pcFlag }: { type: BannerType; pcFlag: BannerDevice }) {
  const Artwork = bannerArtwork[type]
  return (
    <BannerSlot
      type={type}
      pcFlag={pcFlag}
      location="top"
      fallback={<Artwork />}
      priority
      className={
        pcFlag === 'pc'
          ? 'rounded-2xl shadow-xl shadow-ink/20 ring-1 ring-white/25'
          : 'rounded-xl shadow-lg shadow-ink/20 ring-1 ring-white/25'
      }
    />
  )
}
