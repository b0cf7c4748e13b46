import { MediaImage } from '@/components/media/MediaImage'
import { Section } from '@/components/page/Section'
import type { GalleryBlock } from '@/payload-types'

import type { BlockProps } from '../types'

type Item = NonNullable<GalleryBlock['items']>[number]

/** Covers per row on a wide desktop: 4 to 6, the one that leaves the fullest last row. */
function coversPerRow(count: number): 4 | 5 | 6 {
  if (count <= 4) return 4
  return ([6, 5, 4] as const).find((perRow) => count % perRow === 0 || count % perRow >= perRow - 1) ?? 5
}

const coverGrid = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' } as const

/** Rendered width of one cover on a 1160 px row with 24 px gaps. */
const coverWidth = (perRow: number) => Math.round((1160 - (perRow - 1) * 24) / perRow)

function Caption({
  item,
  onBrand,
  mobile,
  small,
}: {
  item: Item
  onBrand: boolean
  mobile: boolean
  small: boolean
}) {
  const muted = onBrand ? 'text-blue-100' : 'text-muted'
  return (
    <figcaption className={small ? 'mt-3' : mobile ? 'p-4' : 'p-5'}>
      <span
        className={`block font-semibold leading-snug ${small ? 'text-[0.9375rem]' : mobile ? 'text-base' : 'text-lg'}`}
      >
        {item.title}
      </span>
      {item.meta ? (
        <span className={`mt-1 block ${muted} ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}>{item.meta}</span>
      ) : null}
      {item.text ? (
        <span
          className={`mt-2 block leading-relaxed ${onBrand ? 'text-blue-50' : 'text-muted'} ${mobile || small ? 'text-[0.875rem]' : 'text-[0.9375rem]'}`}
        >
          {item.text}
        </span>
      ) : null}
    </figcaption>
  )
}

/**
 * Pictures with captions. Landscape (4:3) pictures are cards, three a row on desktop and a swipeable row on
 * a phone; portrait (3:4) ones are book covers, four to six a row on desktop and two on a phone.
 */
export function GalleryComponent({ block, device, tone, id }: BlockProps<GalleryBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const items = block.items ?? []

  if (block.shape === 'portrait') {
    const perRow = coversPerRow(items.length)
    return (
      <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
        <ul
          className={`grid ${mobile ? 'grid-cols-2 gap-x-4 gap-y-6' : `grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 md:grid-cols-4 ${coverGrid[perRow]}`}`}
        >
          {items.map((item) => (
            <li key={item.id ?? item.title}>
              <figure>
                <MediaImage
                  media={item.image}
                  sizes={
                    mobile
                      ? 'calc(50vw - 28px)'
                      : `(min-width: 1200px) ${coverWidth(perRow)}px, (min-width: 1024px) ${Math.ceil(100 / perRow)}vw, (min-width: 768px) 25vw, 34vw`
                  }
                  className={`aspect-[3/4] w-full rounded-lg object-cover shadow-md ${onBrand ? 'ring-1 ring-white/20' : 'shadow-ink/15 ring-1 ring-slate-200'}`}
                />
                <Caption item={item} onBrand={onBrand} mobile={mobile} small />
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    )
  }

  const scroller = mobile && items.length > 1
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul
        // A row that scrolls sideways takes keyboard focus, so it can be scrolled without a pointer.
        tabIndex={scroller ? 0 : undefined}
        aria-label={scroller ? block.heading : undefined}
        className={
          scroller
            ? '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3'
            : `grid ${mobile ? 'gap-4' : 'gap-6 sm:grid-cols-2 lg:grid-cols-3'}`
        }
      >
        {items.map((item) => (
          <li key={item.id ?? item.title} className={scroller ? 'w-[80%] shrink-0 snap-start' : ''}>
            <figure className={`h-full overflow-hidden rounded-2xl ${onBrand ? 'panel-on-brand' : 'panel'}`}>
              <MediaImage
                media={item.image}
                sizes={
                  mobile
                    ? scroller
                      ? 'calc(80vw - 32px)'
                      : 'calc(100vw - 40px)'
                    : '(min-width: 1200px) 371px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw'
                }
                className="aspect-[4/3] w-full object-cover"
              />
              <Caption item={item} onBrand={onBrand} mobile={mobile} small={false} />
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
