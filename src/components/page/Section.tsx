import type { Device, Tone } from '@/blocks/types'

const toneClass: Record<Tone, string> = {
  white: 'bg-white text-ink',
  tint: 'bg-surface text-ink',
  brand: 'bg-brand-700 text-white',
}

/**
 * A block's section: its landmark with the id other links jump to, the heading and lead, on its background.
 * Scroll margin keeps the heading clear of the fixed header when reached through an anchor.
 */
export function Section({
  id,
  tone,
  device,
  heading,
  intro,
  align = 'start',
  children,
  width = 'content',
}: {
  id: string
  tone: Tone
  device: Device
  heading?: string | null
  intro?: string | null
  align?: 'start' | 'center'
  width?: 'content' | 'narrow'
  children: React.ReactNode
}) {
  const mobile = device === 'mobile'
  const headingId = heading ? `${id}-heading` : undefined
  const container = mobile
    ? 'px-5 py-9'
    : `container-content py-14 md:py-20 ${width === 'narrow' ? 'max-w-[52rem]' : ''}`
  const centered = align === 'center' && !mobile
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-block-section=""
      className={`${toneClass[tone]} ${mobile ? 'scroll-mt-(--mobile-top-bar)' : 'scroll-mt-24'}`}
    >
      <div className={container} data-reveal="">
        {heading || intro ? (
          <header className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
            {heading ? (
              <h2
                id={headingId}
                className={`font-bold tracking-tight ${mobile ? 'text-[1.375rem] leading-snug' : 'text-3xl leading-tight md:text-[2.125rem]'}`}
              >
                {heading}
              </h2>
            ) : null}
            {intro ? (
              <p
                className={`leading-relaxed ${tone === 'brand' ? 'text-blue-100' : 'text-muted'} ${mobile ? 'mt-2.5 text-[0.9375rem]' : 'mt-4 text-lg'}`}
              >
                {intro}
              </p>
            ) : null}
          </header>
        ) : null}
        <div className={heading || intro ? (mobile ? 'mt-6' : 'mt-10') : ''}>{children}</div>
      </div>
    </section>
  )
}
