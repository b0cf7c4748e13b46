import { Section } from '@/components/page/Section'
import type { QuotesBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { quoteColumns } from './columns'

const desktopGrid = {
  1: 'max-w-4xl',
  2: 'gap-6 md:grid-cols-2',
  3: 'gap-6 md:grid-cols-2 lg:grid-cols-3',
} as const

/** An opening quotation mark, drawn (a font's “ differs between Latin and Chinese faces). */
function QuoteMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M11.5 7C6.9 8.9 4 12.9 4 18.2V25h9v-9H8.6c.4-3 2.2-5.2 4.9-6.5L11.5 7zm15 0c-4.6 1.9-7.5 5.9-7.5 11.2V25h9v-9h-4.4c.4-3 2.2-5.2 4.9-6.5L26.5 7z" />
    </svg>
  )
}

/**
 * What teachers and principals say: quote cards, one to three a row on desktop, a row that scrolls sideways
 * on a phone with the next card peeking in.
 */
export function QuotesComponent({ block, device, tone, id }: BlockProps<QuotesBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const items = block.items ?? []
  const columns = quoteColumns(items.length)
  const scroller = mobile && items.length > 1
  const single = !mobile && columns === 1
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul
        // A row that scrolls sideways takes keyboard focus, so it can be scrolled without a pointer.
        tabIndex={scroller ? 0 : undefined}
        aria-label={scroller ? block.heading : undefined}
        className={
          scroller
            ? '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-3'
            : `grid ${mobile ? 'gap-3' : desktopGrid[columns]}`
        }
      >
        {items.map((item) => {
          const byline = [item.role, item.organisation].filter(Boolean).join(' · ')
          return (
            <li key={item.id ?? item.name} className={scroller ? 'flex w-[85%] shrink-0 snap-start' : 'flex'}>
              <figure
                className={`flex w-full flex-col rounded-2xl ${mobile ? 'p-5' : single ? 'p-10' : 'p-7'} ${onBrand ? 'panel-on-brand' : 'panel'}`}
              >
                <QuoteMark
                  className={`shrink-0 ${onBrand ? 'text-white/40' : 'text-brand-100'} ${mobile ? 'size-7' : 'size-9'}`}
                />
                <blockquote
                  className={`flex-1 leading-relaxed ${mobile ? 'mt-3 text-[0.9375rem]' : single ? 'mt-5 text-xl' : 'mt-4 text-base'}`}
                >
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption
                  className={`flex items-center gap-3 border-t ${mobile ? 'mt-4 pt-4' : 'mt-6 pt-5'} ${onBrand ? 'border-white/20' : 'border-slate-100'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`grid shrink-0 place-items-center rounded-full font-semibold ${mobile ? 'size-10 text-[0.9375rem]' : 'size-11 text-base'} ${onBrand ? 'bg-white text-brand-700' : 'bg-brand-50 text-brand-700'}`}
                  >
                    {Array.from(item.name)[0]}
                  </span>
                  <span className="min-w-0">
                    <span className={`block font-semibold ${mobile ? 'text-[0.9375rem]' : 'text-base'}`}>
                      {item.name}
                    </span>
                    {byline ? (
                      <span
                        className={`block ${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}
                      >
                        {byline}
                      </span>
                    ) : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
