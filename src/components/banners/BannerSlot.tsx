import { Img } from '@/components/media/Img'
import { Link } from '@/components/ui/Link'

import { bannerTypes, type BannerDevice, type BannerLocation, type BannerType } from '@/content/banner-slots'
import { CAROUSEL_SLIDE_MS } from '@/lib/constants'
import { emblaDuration } from '@/lib/embla-duration'
import { type BannerItem, getBanners } from '@/server/news'

import { Carousel } from './Carousel'

/** Each slot keeps one shape whatever its images are, so adding or removing banners never moves the page. */
const slotFrames = {
  'pc/top': { aspect: 'aspect-[3/1]', sizes: '(min-width: 1200px) 1160px, calc(100vw - 40px)' },
  'pc/middle': { aspect: 'aspect-[24/5]', sizes: '(min-width: 1200px) 1160px, calc(100vw - 40px)' },
  'mobile/top': { aspect: 'aspect-[25/14]', sizes: 'calc(100vw - 40px)' },
  'mobile/middle': { aspect: 'aspect-[25/14]', sizes: 'calc(100vw - 40px)' },
} as const

/** Text over a banner with a subtitle, by slot: sized to the frame, clear of the carousel's arrows. */
const slotText = {
  pc: {
    box: 'w-[58%] pl-16 lg:pl-20',
    scrim: 'from-ink/85 via-ink/70 via-60% to-transparent',
    title: { top: 'text-2xl lg:text-4xl', middle: 'text-xl lg:text-2xl' },
    subtitle: 'mt-2 line-clamp-2 text-base lg:mt-3 lg:text-lg',
    button: 'mt-4 h-10 px-5 text-sm lg:mt-6 lg:h-11 lg:px-6 lg:text-base',
  },
  mobile: {
    // Left of the picture (the demo art sits bottom right), clear of the arrows; one line of subtitle.
    box: 'w-[66%] pl-13 pr-1',
    scrim: 'from-ink/85 via-ink/65 via-60% to-ink/10',
    title: { top: 'text-[1.0625rem]', middle: 'text-[1.0625rem]' },
    subtitle: 'mt-1 line-clamp-1 text-[0.75rem]',
    button: 'mt-3 h-8 px-4 text-[0.8125rem]',
  },
} as const

function BannerText({
  banner,
  pcFlag,
  location,
}: {
  banner: BannerItem
  pcFlag: BannerDevice
  location: BannerLocation
}) {
  const text = slotText[pcFlag]
  return (
    <>
      <span aria-hidden="true" className={`absolute inset-0 bg-gradient-to-r ${text.scrim}`} />
      <span
        className={`absolute inset-y-0 left-0 flex flex-col items-start justify-center text-white ${text.box}`}
      >
        <span
          data-banner-title=""
          className={`line-clamp-2 font-bold leading-tight tracking-tight ${text.title[location]}`}
        >
          {banner.title}
        </span>
        <span className={`leading-relaxed text-blue-50 ${text.subtitle}`}>{banner.subtitle}</span>
        {banner.link && banner.buttonLabel ? (
          <span
            className={`inline-flex items-center rounded-full bg-white font-semibold text-brand-700 transition-colors group-hover:bg-brand-50 ${text.button}`}
          >
            {banner.buttonLabel}
          </span>
        ) : null}
      </span>
    </>
  )
}

function BannerImage({
  banner,
  sizes,
  priority,
  pcFlag,
  location,
}: {
  banner: BannerItem
  sizes: string
  priority: boolean
  pcFlag: BannerDevice
  location: BannerLocation
}) {
  // With a subtitle the words are set as text over the picture, which then is decoration.
  const image = (
    <Img
      src={banner.image.url}
      alt={banner.subtitle ? '' : banner.title}
      width={banner.image.width}
      height={banner.image.height}
      sizes={sizes}
      preload={priority}
      className="h-full w-full object-cover"
    />
  )
  const content = banner.subtitle ? (
    <>
      {image}
      <BannerText banner={banner} pcFlag={pcFlag} location={location} />
    </>
  ) : (
    image
  )
  if (!banner.link) return banner.subtitle ? <div className="relative h-full">{content}</div> : image
  if (banner.link.startsWith('/')) {
    return (
      <Link href={banner.link} className="banner-link group rounded-[inherit]">
        {content}
      </Link>
    )
  }
  return (
    <a
      href={banner.link}
      target="_blank"
      rel="noopener noreferrer"
      className="banner-link group rounded-[inherit]"
    >
      {content}
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
        <BannerImage
          banner={banners[0]!}
          sizes={frame.sizes}
          priority={priority}
          pcFlag={pcFlag}
          location={location}
        />
      </div>
    )
  }
  const typeLabel = bannerTypes.find((item) => item.value === type)?.label ?? ''
  const ids = banners.map((banner) => banner.id).join()
  return (
    <div className={frameClass} data-banner-slot={slot}>
      <Carousel
        key={ids}
        label={`${typeLabel}横幅`}
        memo={`carousel:${slot}:${ids}:${priority ? 'lead' : 'later'}`}
        duration={emblaDuration(CAROUSEL_SLIDE_MS)}
        slides={banners.map((banner, index) => (
          <BannerImage
            key={banner.id}
            banner={banner}
            sizes={frame.sizes}
            priority={priority && index === 0}
            pcFlag={pcFlag}
            location={location}
          />
        ))}
      />
    </div>
  )
}
