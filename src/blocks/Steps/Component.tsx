import { Section } from '@/components/page/Section'
import type { StepsBlock } from '@/payload-types'

import type { BlockProps, Tone } from '../types'
import { stepsPerRow } from './columns'

type Item = NonNullable<StepsBlock['items']>[number]

const rowGrid = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
} as const

/** The section's own background around a timeline dot, so the dot cuts the line. */
const dotRing: Record<Tone, string> = {
  white: 'ring-white',
  tint: 'ring-surface',
  brand: 'ring-brand-700',
}

interface Colours {
  number: string
  line: string
  label: string
  text: string
}

function colours(tone: Tone): Colours {
  return tone === 'brand'
    ? { number: 'bg-white text-brand-700', line: 'bg-white/30', label: 'text-blue-100', text: 'text-blue-50' }
    : { number: 'bg-brand-600 text-white', line: 'bg-brand-100', label: 'text-brand-700', text: 'text-muted' }
}

/**
 * Numbered steps in rows on desktop, joined by a line on wide screens (not from the last of a row). When
 * some steps have a label, every step keeps a line for one, so the titles stay level.
 */
function StepsRow({ items, c }: { items: Item[]; c: Colours }) {
  const perRow = stepsPerRow(items.length)
  const labelled = items.some((item) => item.label)
  return (
    <ol className={`grid gap-x-6 gap-y-10 sm:grid-cols-2 ${rowGrid[perRow]}`}>
      {items.map((item, index) => (
        <li key={item.id ?? item.title}>
          <div className="flex items-center">
            <span
              aria-hidden="true"
              className={`grid size-12 shrink-0 place-items-center rounded-full text-lg font-bold ${c.number}`}
            >
              {index + 1}
            </span>
            {(index + 1) % perRow !== 0 && index < items.length - 1 ? (
              <span
                aria-hidden="true"
                className={`-mr-3 ml-3 hidden h-0.5 flex-1 rounded-full lg:block ${c.line}`}
              />
            ) : null}
          </div>
          {labelled ? <p className={`mt-5 min-h-5 text-sm font-semibold ${c.label}`}>{item.label}</p> : null}
          <h3 className={`text-lg leading-snug font-semibold ${labelled ? 'mt-1' : 'mt-5'}`}>{item.title}</h3>
          <p className={`mt-2 text-[0.9375rem] leading-relaxed ${c.text}`}>{item.text}</p>
        </li>
      ))}
    </ol>
  )
}

/** Numbered steps down the phone's screen, the numbers joined by a line. */
function StepsList({ items, c }: { items: Item[]; c: Colours }) {
  return (
    <ol>
      {items.map((item, index) => (
        <li key={item.id ?? item.title} className="relative flex gap-4 pb-7 last:pb-0">
          {index < items.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-12 bottom-2 left-5 w-0.5 -translate-x-1/2 rounded-full ${c.line}`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`grid size-10 shrink-0 place-items-center rounded-full text-base font-bold ${c.number}`}
          >
            {index + 1}
          </span>
          <div className="min-w-0 pt-2">
            {item.label ? <p className={`text-[0.8125rem] font-semibold ${c.label}`}>{item.label}</p> : null}
            <h3 className={`text-base leading-snug font-semibold ${item.label ? 'mt-0.5' : ''}`}>
              {item.title}
            </h3>
            <p className={`mt-1.5 text-[0.875rem] leading-relaxed ${c.text}`}>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** A vertical timeline: on desktop the label (a month, a week) left of the line, on a phone above the title. */
function Timeline({ items, c, tone, mobile }: { items: Item[]; c: Colours; tone: Tone; mobile: boolean }) {
  const dot = `absolute size-3.5 -left-[calc(0.4375rem+1px)] rounded-full ring-4 ${dotRing[tone]} ${tone === 'brand' ? 'bg-white' : 'bg-brand-600'}`
  const line = (last: boolean) =>
    `relative border-l-2 ${last ? 'border-transparent' : tone === 'brand' ? 'border-white/30' : 'border-brand-100'}`
  if (mobile) {
    return (
      <ol className="pl-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.id ?? item.title} className={`${line(last)} pl-6 ${last ? '' : 'pb-7'}`}>
              <span aria-hidden="true" className={`${dot} top-1`} />
              {item.label ? (
                <p className={`text-[0.8125rem] font-semibold ${c.label}`}>{item.label}</p>
              ) : null}
              <h3 className={`text-base leading-snug font-semibold ${item.label ? 'mt-0.5' : ''}`}>
                {item.title}
              </h3>
              <p className={`mt-1.5 text-[0.875rem] leading-relaxed ${c.text}`}>{item.text}</p>
            </li>
          )
        })}
      </ol>
    )
  }
  return (
    <ol className="max-w-4xl">
      {items.map((item, index) => {
        const last = index === items.length - 1
        return (
          <li
            key={item.id ?? item.title}
            className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-6 md:grid-cols-[10rem_minmax(0,1fr)] md:gap-x-8"
          >
            {item.label ? (
              <p className={`text-right text-lg leading-snug font-bold ${c.label}`}>{item.label}</p>
            ) : (
              <span />
            )}
            <div className={`${line(last)} pl-8 ${last ? '' : 'pb-10'}`}>
              <span aria-hidden="true" className={`${dot} top-1.5`} />
              <h3 className="text-lg leading-snug font-semibold">{item.title}</h3>
              <p className={`mt-2 text-[0.9375rem] leading-relaxed ${c.text}`}>{item.text}</p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}

/** A process as numbered steps, or a calendar as a timeline with a label per item. */
export function StepsComponent({ block, device, tone, id }: BlockProps<StepsBlock>) {
  const mobile = device === 'mobile'
  const items = block.items ?? []
  const c = colours(tone)
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      {block.style === 'timeline' ? (
        <Timeline items={items} c={c} tone={tone} mobile={mobile} />
      ) : mobile ? (
        <StepsList items={items} c={c} />
      ) : (
        <StepsRow items={items} c={c} />
      )}
    </Section>
  )
}
