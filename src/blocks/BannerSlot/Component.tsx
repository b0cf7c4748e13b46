import { HomeStripArt } from '@/components/banners/artwork'
import { BannerSlot } from '@/components/banners/BannerSlot'
import { bannerArtwork } from '@/components/banners/PageBanner'
import { Section } from '@/components/page/Section'
import { bannerTypes } from '@/content/banner-slots'
import type { BannerSlotBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * A banner slot inside the page: the banners staff publish for this device, or the page family's artwork.
 * Without a heading the section is named after the slot's page.
 */
export function BannerSlotComponent({ block, device, tone, id }: BlockProps<BannerSlotBlock>) {
  const mobile = device === 'mobile'
  const type = block.bannerType ?? 'home'
  const location = block.location ?? 'middle'
  // The home's strip has artwork of its own; every other slot shows its page family's.
  const Artwork = type === 'home' && location === 'middle' ? HomeStripArt : bannerArtwork[type]
  const slot = (
    <BannerSlot
      type={type}
      pcFlag={mobile ? 'mobile' : 'pc'}
      location={location}
      fallback={<Artwork />}
      className={`${mobile ? 'rounded-xl' : 'rounded-2xl'} ${tone === 'brand' ? 'shadow-xl ring-1 shadow-ink/20 ring-white/25' : 'shadow-sm ring-1 ring-slate-200'}`}
    />
  )
  if (block.heading) {
    return (
      <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
        {slot}
      </Section>
    )
  }
  // Not "…横幅": that is the carousel's own name inside.
  const label = `${bannerTypes.find((item) => item.value === type)?.label ?? ''}推荐`
  return (
    <section
      id={id}
      aria-label={label}
      data-block-section=""
      className={`${tone === 'brand' ? 'bg-brand-700' : tone === 'tint' ? 'bg-surface' : 'bg-white'} ${mobile ? 'scroll-mt-(--mobile-top-bar) px-5 py-6' : 'scroll-mt-24 py-10 md:py-14'}`}
    >
      <div className={mobile ? '' : 'container-content'}>{slot}</div>
    </section>
  )
}
