import { MediaImage } from '@/components/media/MediaImage'
import { Section } from '@/components/page/Section'
import { imageRef } from '@/lib/media'
import type { LogoWallBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { logosPerRow, monogram } from './columns'

const wideGrid = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' } as const

/**
 * Partner schools in a grid of tiles: the school's logo when it has one, else its name as a word mark (its
 * first character in a circle above the name); the note under it.
 */
export function LogoWallComponent({ block, device, tone, id }: BlockProps<LogoWallBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const items = block.items ?? []
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul
        className={`grid grid-cols-2 ${mobile ? 'gap-3' : `gap-4 sm:grid-cols-3 md:grid-cols-4 lg:gap-6 ${wideGrid[logosPerRow(items.length)]}`}`}
      >
        {items.map((item) => {
          const logo = imageRef(item.logo) !== null
          return (
            <li
              key={item.id ?? item.name}
              className={`flex flex-col items-center justify-center rounded-2xl text-center ${mobile ? 'px-3 py-4' : 'px-4 py-6'} ${onBrand ? 'panel-on-brand' : 'panel'}`}
            >
              {logo ? (
                <span
                  className={`flex max-w-full items-center ${onBrand ? 'rounded-lg bg-white px-3 py-2' : ''}`}
                >
                  <MediaImage
                    media={item.logo}
                    alt={item.name}
                    sizes={mobile ? '40vw' : '176px'}
                    className={`w-auto max-w-full object-contain ${mobile ? 'h-10' : 'h-12'}`}
                  />
                </span>
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className={`grid shrink-0 place-items-center rounded-full font-bold ${mobile ? 'size-10 text-base' : 'size-12 text-lg'} ${onBrand ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'}`}
                  >
                    {monogram(item.name)}
                  </span>
                  <p
                    className={`font-semibold leading-snug ${mobile ? 'mt-2.5 text-[0.875rem]' : 'mt-3 text-[0.9375rem]'}`}
                  >
                    {item.name}
                  </p>
                </>
              )}
              {item.note ? (
                <p
                  className={`leading-snug ${logo ? 'mt-3' : 'mt-1'} ${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}
                >
                  {item.note}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
