import { Section } from '@/components/page/Section'
import type { FaqBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { answerParagraphs, splitColumns, TWO_COLUMNS_FROM } from './layout'

type Item = NonNullable<FaqBlock['items']>[number]

function Chevron({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="m5.5 8 4.5 4.5L14.5 8" />
    </svg>
  )
}

/** One question, folded; the answer's lines as paragraphs. Works without JavaScript. */
function Question({
  item,
  open,
  mobile,
  onBrand,
}: {
  item: Item
  open: boolean
  mobile: boolean
  onBrand: boolean
}) {
  return (
    <details open={open} className={`group rounded-2xl ${onBrand ? 'panel-on-brand' : 'panel'}`}>
      <summary
        className={`faq-question ${mobile ? 'min-h-11 px-4 py-3.5 text-[0.9375rem]' : 'px-6 py-5 text-base'} ${onBrand ? 'focus-visible:outline-white' : 'hover:text-brand-700'}`}
      >
        <span>{item.question}</span>
        <span
          className={`grid shrink-0 place-items-center rounded-full ${mobile ? 'size-7' : 'size-8'} ${onBrand ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
        >
          <Chevron className="faq-chevron" />
        </span>
      </summary>
      <div
        className={`space-y-3 leading-relaxed ${onBrand ? 'text-blue-50' : 'text-muted'} ${mobile ? 'px-4 pb-4 text-[0.875rem]' : 'px-6 pb-6 text-[0.9375rem]'}`}
      >
        {answerParagraphs(item.answer).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </details>
  )
}

/**
 * Questions and answers, the first one open: a narrow centred column on desktop (two columns when there are
 * many), full width on a phone. Search engines get them as the page's FAQPage (`FaqJsonLd`).
 */
export function FaqComponent({ block, device, tone, id }: BlockProps<FaqBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const items = block.items ?? []
  const columns = !mobile && items.length >= TWO_COLUMNS_FROM ? splitColumns(items, 2) : [items]
  const narrow = columns.length === 1
  return (
    <Section
      id={id}
      tone={tone}
      device={device}
      heading={block.heading}
      intro={block.intro}
      align={narrow ? 'center' : 'start'}
    >
      {/* As wide as the centred header above it. */}
      <div className={narrow ? 'mx-auto max-w-3xl' : 'grid items-start gap-3 lg:grid-cols-2 lg:gap-6'}>
        {columns.map((column, columnIndex) => (
          <div key={columnIndex} className={mobile ? 'space-y-3' : 'space-y-3 lg:space-y-4'}>
            {column.map((item, index) => (
              <Question
                key={item.id ?? item.question}
                item={item}
                open={columnIndex === 0 && index === 0}
                mobile={mobile}
                onBrand={onBrand}
              />
            ))}
          </div>
        ))}
      </div>
    </Section>
  )
}
