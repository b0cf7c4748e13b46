import { Section } from '@/components/page/Section'
import type { StatsBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { statsPerRow } from './columns'

const desktopGrid = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** Figures in a row: the number large with its unit, what it counts under it, a note in muted text. */
export function StatsComponent({ block, device, tone, id }: BlockProps<StatsBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const items = block.items ?? []
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <dl
        className={`grid ${mobile ? 'grid-cols-2 gap-3' : `gap-6 ${desktopGrid[statsPerRow(items.length)]}`}`}
      >
        {items.map((item, index) => (
          <div
            key={item.id ?? item.label}
            className={`flex flex-col rounded-2xl ${mobile ? 'p-4' : 'p-6'} ${onBrand ? 'panel-on-brand' : 'panel'} ${mobile && index === items.length - 1 && items.length % 2 === 1 ? 'col-span-2' : ''}`}
          >
            <dt className={`order-2 font-medium ${mobile ? 'mt-1.5 text-[0.875rem]' : 'mt-2 text-base'}`}>
              {item.label}
            </dt>
            <dd
              className={`order-1 font-bold tracking-tight tabular-nums ${onBrand ? 'text-white' : 'text-brand-700'} ${mobile ? 'text-[1.75rem] leading-tight' : 'text-4xl leading-none lg:text-[2.75rem]'}`}
            >
              {item.value}
              {item.unit ? (
                <span
                  className={`ml-1 font-semibold tracking-normal ${onBrand ? 'text-blue-50' : 'text-ink'} ${mobile ? 'text-[0.875rem]' : 'text-base'}`}
                >
                  {item.unit}
                </span>
              ) : null}
            </dd>
            {item.note ? (
              <dd
                className={`order-3 leading-relaxed ${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'mt-1 text-[0.8125rem]' : 'mt-1.5 text-sm'}`}
              >
                {item.note}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {block.footnote ? (
        <p
          className={`${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'mt-4 text-[0.8125rem]' : 'mt-6 text-sm'}`}
        >
          {block.footnote}
        </p>
      ) : null}
    </Section>
  )
}
