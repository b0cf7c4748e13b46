import { ActionLinks } from '@/components/page/ActionLinks'
import type { CallToActionBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * Soft shapes behind the text of a brand surface (its container is `isolate`, so `-z-10` keeps them above its
 * background and below the text). Written after the content: one hangs from the bottom, and a page painted while
 * its document is still arriving must not show it before the content that sets the bottom (a layout shift).
 */
function Glow() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-24 -right-20 size-80 rounded-full bg-white/10" />
      <div className="absolute -bottom-32 -left-16 size-64 rounded-full bg-white/5" />
    </div>
  )
}

/**
 * A band that asks for the next step: on the brand background it spans the page; on white or tint it is a
 * brand panel inside the content column. Text beside the buttons on desktop, stacked with full-width
 * buttons on a phone.
 */
export function CallToActionComponent({ block, device, tone, id }: BlockProps<CallToActionBlock>) {
  const mobile = device === 'mobile'
  const band = tone === 'brand'
  const headingId = `${id}-heading`
  const content = (
    <div className={`relative ${mobile ? '' : 'lg:flex lg:items-center lg:justify-between lg:gap-12'}`}>
      <div className="max-w-2xl">
        <h2
          id={headingId}
          className={`font-bold tracking-tight text-balance ${mobile ? 'text-[1.375rem] leading-snug' : 'text-3xl leading-tight md:text-[2.125rem]'}`}
        >
          {block.heading}
        </h2>
        {block.intro ? (
          <p
            className={`leading-relaxed text-blue-50 ${mobile ? 'mt-2.5 text-[0.9375rem]' : 'mt-4 text-lg'}`}
          >
            {block.intro}
          </p>
        ) : null}
      </div>
      <div className={mobile ? 'mt-6' : 'mt-8 shrink-0 lg:mt-0'}>
        <ActionLinks
          actions={block.actions}
          tone="dark"
          device={device}
          className={mobile ? 'flex-col' : ''}
        />
        {block.note ? (
          <p className={`text-blue-100 ${mobile ? 'mt-3 text-center text-[0.8125rem]' : 'mt-4 text-sm'}`}>
            {block.note}
          </p>
        ) : null}
      </div>
    </div>
  )
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-block-section=""
      className={`${band ? 'relative isolate overflow-hidden bg-brand-700 text-white' : tone === 'tint' ? 'bg-surface' : 'bg-white'} ${mobile ? 'scroll-mt-(--mobile-top-bar)' : 'scroll-mt-24'}`}
    >
      <div className={mobile ? (band ? 'px-5 py-10' : 'px-5 py-9') : 'container-content py-14 md:py-20'}>
        {band ? (
          content
        ) : (
          <div
            className={`relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-600 text-white shadow-lg shadow-brand-700/20 ${mobile ? 'px-5 py-8' : 'px-8 py-12 md:px-14'}`}
          >
            {content}
            <Glow />
          </div>
        )}
      </div>
      {band ? <Glow /> : null}
    </section>
  )
}
