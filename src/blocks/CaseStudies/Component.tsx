import { MediaImage } from '@/components/media/MediaImage'
import { Section } from '@/components/page/Section'
import { imageRef } from '@/lib/media'
import type { CaseStudiesBlock } from '@/payload-types'

import type { BlockProps } from '../types'

type Case = NonNullable<CaseStudiesBlock['items']>[number]

const figureColumns = {
  1: 'grid-cols-2',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
} as const

/** The key figures of a case: boxes two a row on a phone, one row under a rule on desktop. */
function CaseFigures({
  figures,
  mobile,
  onBrand,
}: {
  figures: Case['figures']
  mobile: boolean
  onBrand: boolean
}) {
  if (!figures?.length) return null
  const columns = figureColumns[Math.min(figures.length, 4) as 1 | 2 | 3 | 4]
  return (
    <dl
      className={
        mobile
          ? 'mt-4 grid grid-cols-2 gap-2'
          : `mt-7 grid gap-x-6 gap-y-4 border-t pt-6 ${columns} ${onBrand ? 'border-white/20' : 'border-slate-200'}`
      }
    >
      {figures.map((figure) => (
        <div
          key={figure.id ?? figure.label}
          className={`flex flex-col ${mobile ? `rounded-xl p-3 ${onBrand ? 'bg-white/10' : 'bg-brand-50'}` : ''}`}
        >
          <dt
            className={`order-2 leading-snug ${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'mt-0.5 text-[0.8125rem]' : 'mt-1 text-sm'}`}
          >
            {figure.label}
          </dt>
          <dd
            className={`order-1 font-bold tracking-tight tabular-nums ${onBrand ? 'text-white' : 'text-brand-700'} ${mobile ? 'text-xl' : 'text-2xl'}`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** One case: a wide card on desktop, its picture on the side `flipped` says; on a phone, above the text. */
function CaseCard({
  item,
  flipped,
  mobile,
  onBrand,
}: {
  item: Case
  flipped: boolean
  mobile: boolean
  onBrand: boolean
}) {
  const pictured = imageRef(item.image) !== null
  const parts = [
    ['起点', item.challenge],
    ['做法', item.approach],
    ['成效', item.outcome],
  ] as const
  return (
    <li
      className={`overflow-hidden rounded-2xl ${onBrand ? 'panel-on-brand' : 'panel'} ${mobile || !pictured ? '' : `md:grid ${flipped ? 'md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]' : 'md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]'}`}`}
    >
      {pictured ? (
        <div
          className={`relative aspect-[16/9] ${mobile ? '' : `md:aspect-auto md:min-h-[22rem] ${flipped ? 'md:order-last' : ''}`}`}
        >
          <MediaImage
            media={item.image}
            fill
            sizes={
              mobile
                ? 'calc(100vw - 40px)'
                : '(min-width: 1200px) 484px, (min-width: 768px) 42vw, calc(100vw - 40px)'
            }
            className="object-cover"
          />
        </div>
      ) : null}
      <div className={mobile ? 'p-5' : 'p-6 md:p-8 lg:p-10'}>
        <p
          className={`flex flex-wrap items-center gap-x-3 gap-y-1.5 ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}
        >
          <span className="font-semibold">{item.school}</span>
          {item.stage ? (
            <span
              className={`rounded-full px-2.5 py-0.5 font-medium ${onBrand ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-700'}`}
            >
              {item.stage}
            </span>
          ) : null}
        </p>
        <h3
          className={`font-bold tracking-tight ${mobile ? 'mt-2 text-[1.0625rem] leading-snug' : 'mt-3 text-2xl leading-tight'}`}
        >
          {item.title}
        </h3>
        <dl
          className={
            mobile ? 'mt-4 space-y-3' : `mt-6 grid gap-5 ${pictured ? '' : 'lg:grid-cols-3 lg:gap-8'}`
          }
        >
          {parts.map(([label, text]) => (
            <div
              key={label}
              className={mobile || !pictured ? '' : 'grid grid-cols-[3rem_minmax(0,1fr)] gap-x-4'}
            >
              <dt
                className={`font-semibold ${onBrand ? 'text-blue-100' : 'text-brand-700'} ${mobile ? 'text-[0.8125rem]' : 'pt-0.5 text-sm'}`}
              >
                {label}
              </dt>
              <dd
                className={`leading-relaxed ${onBrand ? 'text-blue-50' : 'text-muted'} ${mobile ? 'mt-0.5 text-[0.875rem]' : `text-[0.9375rem] ${pictured ? '' : 'mt-1.5'}`}`}
              >
                {text}
              </dd>
            </div>
          ))}
        </dl>
        <CaseFigures figures={item.figures} mobile={mobile} onBrand={onBrand} />
      </div>
    </li>
  )
}

/**
 * Schools' stories: the school and its stage, a title, where it started, what it did and what came of it,
 * and its key figures. Wide cards on desktop, the picture beside the text and changing sides card by card;
 * a stack of cards on a phone.
 */
export function CaseStudiesComponent({ block, device, tone, id }: BlockProps<CaseStudiesBlock>) {
  const mobile = device === 'mobile'
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul className={`grid ${mobile ? 'gap-4' : 'gap-6'}`}>
        {(block.items ?? []).map((item, index) => (
          <CaseCard
            key={item.id ?? item.title}
            item={item}
            flipped={index % 2 === 1}
            mobile={mobile}
            onBrand={tone === 'brand'}
          />
        ))}
      </ul>
    </Section>
  )
}
