import { PageBanner } from '@/components/banners/PageBanner'
import { MediaImage } from '@/components/media/MediaImage'
import { ActionLinks } from '@/components/page/ActionLinks'
import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import type { BannerType } from '@/content/banner-slots'
import type { Device } from '@/blocks/types'
import type { Page } from '@/payload-types'

export type Hero = Page['hero']

/**
 * What sits above the hero: the desktop header (80 px, fixed), the topic header (60 px), the phone's bar, or
 * nothing (a bare page, the competition page without its header).
 */
export type Chrome = 'header' | 'topic' | 'mobile' | 'none'

const topPadding: Record<Chrome, string> = {
  header: 'pt-[calc(var(--spacing-header)+4.5rem)]',
  topic: 'pt-[calc(var(--spacing-topic-header)+4rem)]',
  mobile: 'pt-8',
  none: 'pt-16',
}

// `isolate`: the glow's negative z-index keeps it above this background and below the hero's content.
const brandBackground =
  'relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white'

/**
 * Soft shapes behind the text of a brand hero. Written after the hero's content: one of them hangs from the
 * hero's bottom, so a browser that paints the page while its document is still arriving must not see it before
 * the content that sets where the bottom is (it would move when the rest came: a layout shift).
 */
function Glow() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-24 -right-24 size-96 rounded-full bg-white/10" />
      <div className="hero-glow absolute -bottom-52 left-[calc(100%/3-5rem)] size-[30rem]" />
    </div>
  )
}

function HeroText({
  hero,
  device,
  tone,
  memo,
}: {
  hero: Hero
  device: Device
  tone: 'dark' | 'light'
  memo: string
}) {
  const mobile = device === 'mobile'
  return (
    <ServerMarkup memo={memo} className="relative">
      {hero.eyebrow ? (
        <p
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${tone === 'dark' ? 'bg-white/15 text-white' : 'bg-brand-100 text-brand-700'}`}
        >
          {hero.eyebrow}
        </p>
      ) : null}
      <h1
        className={`font-bold tracking-tight text-balance ${hero.eyebrow ? 'mt-4' : ''} ${mobile ? 'text-[1.75rem] leading-tight' : 'text-4xl leading-tight lg:text-5xl lg:leading-[1.15]'}`}
      >
        {hero.heading}
      </h1>
      {hero.intro ? (
        <p
          className={`max-w-2xl leading-relaxed ${tone === 'dark' ? 'text-blue-50' : 'text-muted'} ${mobile ? 'mt-3 text-[0.9375rem]' : 'mt-5 text-lg'}`}
        >
          {hero.intro}
        </p>
      ) : null}
      <ActionLinks actions={hero.actions} tone={tone} device={device} className={mobile ? 'mt-6' : 'mt-8'} />
    </ServerMarkup>
  )
}

function HeroImage({ hero, device, framed }: { hero: Hero; device: Device; framed: boolean }) {
  const mobile = device === 'mobile'
  return (
    <div
      className={`relative overflow-hidden ${framed ? 'rounded-2xl bg-white shadow-2xl shadow-ink/20 ring-1 ring-slate-200' : 'rounded-2xl shadow-xl shadow-ink/25 ring-1 ring-white/20'} ${mobile ? 'mt-8' : ''}`}
    >
      <MediaImage
        media={hero.image}
        sizes={mobile ? 'calc(100vw - 40px)' : '(min-width: 1200px) 560px, (min-width: 1024px) 46vw, 100vw'}
        preload
        className="block h-auto w-full"
      />
    </div>
  )
}

/** The top of a CMS page in the style the editor chose, for one device. */
export function RenderHero({
  hero,
  device,
  chrome,
  topSlot,
  memo,
}: {
  hero: Hero
  device: Device
  chrome: Chrome
  /** Unique on the site for this hero's text (ServerMarkup): its route, device and heading. */
  memo: string
  /** Shown above the text inside the hero (the phone home's own top bar), for a dark or light background. */
  topSlot?: (background: 'dark' | 'light') => React.ReactNode
}) {
  const mobile = device === 'mobile'
  const pad = `${topSlot ? 'pt-2' : topPadding[chrome]} ${mobile ? 'pb-10' : 'pb-20'}`
  const container = mobile ? 'px-5' : 'container-content'
  const hasImage = Boolean(hero.image) && (hero.kind === 'artwork' || hero.kind === 'split')

  if (hero.kind === 'split') {
    return (
      <section
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white text-ink"
        data-hero="split"
      >
        <div
          className={`${container} ${pad} ${!mobile && hasImage ? 'grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]' : ''}`}
        >
          {topSlot?.('light')}
          <HeroText hero={hero} device={device} tone="light" memo={memo} />
          {hasImage ? <HeroImage hero={hero} device={device} framed /> : null}
        </div>
      </section>
    )
  }

  if (hero.kind === 'compact') {
    return (
      <section className={brandBackground} data-hero="compact">
        <div className={`${container} ${topSlot ? 'pt-2' : topPadding[chrome]} ${mobile ? 'pb-8' : 'pb-14'}`}>
          {topSlot?.('dark')}
          <HeroText hero={hero} device={device} tone="dark" memo={memo} />
        </div>
        <Glow />
      </section>
    )
  }

  return (
    <section className={brandBackground} data-hero={hero.kind}>
      <div
        className={`relative ${container} ${pad} ${hero.kind === 'artwork' && hasImage && !mobile ? 'grid items-center gap-12 lg:grid-cols-[1fr_1fr]' : ''}`}
      >
        {topSlot?.('dark')}
        <HeroText hero={hero} device={device} tone="dark" memo={memo} />
        {hero.kind === 'artwork' && hasImage ? (
          <HeroImage hero={hero} device={device} framed={false} />
        ) : null}
        {hero.kind === 'figures' && hero.figures?.length ? (
          <dl
            className={`relative grid border-t border-white/20 ${mobile ? 'mt-8 grid-cols-2 gap-x-4 gap-y-5 pt-6' : 'mt-12 grid-cols-2 gap-8 pt-8 md:grid-cols-4'}`}
          >
            {hero.figures.map((figure) => (
              <div key={figure.id ?? figure.label} className="flex flex-col-reverse">
                <dt className={`text-blue-100 ${mobile ? 'mt-1 text-[0.8125rem]' : 'mt-2 text-sm'}`}>
                  {figure.label}
                </dt>
                <dd className={`font-bold tracking-tight ${mobile ? 'text-[1.625rem]' : 'text-4xl'}`}>
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {hero.kind === 'banner' ? (
          <div className={`relative ${mobile ? 'mt-7' : 'mt-12'}`}>
            <PageBanner type={(hero.bannerType ?? 'home') as BannerType} pcFlag={mobile ? 'mobile' : 'pc'} />
          </div>
        ) : null}
      </div>
      <Glow />
    </section>
  )
}
