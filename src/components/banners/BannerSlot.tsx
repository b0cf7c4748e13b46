import Image from 'next/image'
import Link from 'next/link'

import { bannerTypes, type BannerDevice, type BannerLocation, type BannerType } from '@/content/banner-slots'
import { CAROUSEL_SLIDE_MS } from '@/lib/constants'
import { emblaDuration } from '@/lib/embla-duration'
import { type BannerItem, getBanners } from '@/server/news'

import { Carousel } from './Carousel.client'

/** Each slot keeps one shape whatever its images are, so adding or removing banners never moves the page. */
const slotFrames = {
  'pc/top': { aspect: 'aspect-[3/1]', sizes: '(min-width: 1200px) 1160px, calc(100vw - 40px)' },
  'pc/middle': { aspect: 'aspect-[24/5]', sizes: '(min-width: 1200px) 1160px, calc(100vw - 40px)' },
  'mobile/top': { aspect: 'aspect-[25/14]', sizes: 'calc(100vw - 40px)' },
  'mobile/middle': { aspect: 'aspect-[25/14]', sizes: 'calc(100vw - 40px)' },
} as const

// A ring drawn over the image (after the image in paint order), visible on light and dark pictures alike.
const linkFocus =
  "relative block h-full after:pointer-events-none after:absolute after:inset-0 after:rounded-[inherit] after:content-[''] focus-visible:outline-none focus-visible:after:shadow-[inset_0_0_0_3px_white,inset_0_0_0_6px_var(--color-ink)]"

function BannerImage({ banner, sizes, priority }: { banner: BannerItem; sizes: string; priority: boolean }) {
  const image = (
    <Image
      src={banner.image.url}
      alt={banner.title}
      width={banner.image.width}
      height={banner.image.height}
      sizes={sizes}
      preload={priority}
      className="h-full w-full object-cover"
    />
  )
  if (!banner.link) return image
  if (banner.link.startsWith('/')) {
    return (
      <Link href={banner.link} className={`${linkFocus} rounded-[inherit]`}>
        {image}
      </Link>
    )
  }
  return (
    <a
      href={banner.link}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkFocus} rounded-[inherit]`}
    >
      {image}
      <span className="sr-only">（在新窗口打开）</span>
    </a>
  )
}

/**
 * A page's banner slot, read from the CMS: its banner (linked when it has a link), a carousel when there are
 * several, or the page's own artwork when the slot is empty.
 */
export async function BannerSlot({
  type,
  pcFlag,
  location,
  fallback,
  priority = false,
  className = '',
}: {
  type: BannerType
  pcFlag: BannerDevice
  location: BannerLocation
  /** The page's own artwork, shown in the same frame when staff have no banner here. */
  fallback: React.ReactNode
  /** Load the first image early: set for a slot above the fold. */
  priority?: boolean
  /** Placement and rounding of the frame. */
  className?: string
}) {
  const banners = await getBanners(type, pcFlag, location)
  const frame = slotFrames[`${pcFlag}/${location}`]
  const frameClass = `relative w-full ${frame.aspect} ${className}`
  const slot = `${type}/${pcFlag}/${location}`

  if (!banners.length) {
    return (
      <div className={`${frameClass} overflow-hidden`} data-banner-slot={slot} data-banner-fallback="">
        {fallback}
      </div>
    )
  }
  if (banners.length === 1) {
    return (
      <div className={`${frameClass} overflow-hidden`} data-banner-slot={slot}>
        <BannerImage banner={banners[0]!} sizes={frame.sizes} priority={priority} />
      </div>
    )
  }
  const typeLabel = bannerTypes.find((item) => item.value === type)?.label ?? ''
  return (
    <div className={frameClass} data-banner-slot={slot}>
      <Carousel
        label={`${typeLabel}横幅`}
        duration={emblaDuration(CAROUSEL_SLIDE_MS)}
        slides={banners.map((banner, index) => (
          <BannerImage
            key={banner.id}
            banner={banner}
            sizes={frame.sizes}
            priority={priority && index === 0}
          />
        ))}
      />
    </div>
  )
}
