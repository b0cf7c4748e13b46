import { ServerMarkup } from '@/components/page/ServerMarkup.client'

import { CarouselRoot } from './CarouselRoot.client'

const controlClass =
  'grid place-items-center rounded-full bg-ink/60 text-white transition-colors hover:bg-ink/75 focus-visible:outline-white'

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={`size-5 ${flip ? 'rotate-180' : ''}`} aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

/**
 * Banner carousel (WAI-ARIA carousel pattern), rendered here with its first slide shown: every slide (the
 * others hidden until the behaviour runs), the previous/next buttons, one dot per slide and the pause button
 * (shown once it can play). What moves it is `carousel-behaviour.ts`, fetched by `CarouselRoot` when the
 * carousel is about to be used or the page is idle. All of it is static markup to React (`ServerMarkup`): the
 * first document's payload does not repeat it, and React does not hydrate it.
 */
export function Carousel({
  label,
  duration,
  slides,
  memo,
}: {
  label: string
  /** Unique on the site for these slides (ServerMarkup). */
  memo: string
  /** Embla's `duration` for the slide speed (see src/lib/embla-duration.ts). */
  duration: number
  slides: React.ReactNode[]
}) {
  const count = slides.length
  return (
    <CarouselRoot
      duration={duration}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      data-engine="waiting"
      className="relative h-full rounded-[inherit] focus-visible:outline-white focus-visible:outline-offset-0 focus-visible:shadow-[0_0_0_5px_var(--color-ink)]"
    >
      <ServerMarkup memo={memo} className="contents">
        <div data-viewport="" className="h-full overflow-hidden rounded-[inherit]">
          {/* Polite until it plays on its own (the behaviour sets it). */}
          <div className="flex h-full touch-pan-y" aria-live="polite">
            {slides.map((slide, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`第 ${index + 1} 张，共 ${count} 张`}
                data-slide={index}
                inert={index !== 0}
                // Out of the layout until the behaviour shows them, so their pictures (lazy, but within the
                // browser's lazy-loading distance) are not fetched beside the first slide's and the stylesheet.
                hidden={index !== 0}
                className="h-full min-w-0 shrink-0 grow-0 basis-full"
              >
                {slide}
              </div>
            ))}
          </div>
        </div>

        {(['prev', 'next'] as const).map((step) => (
          <button
            key={step}
            type="button"
            aria-label={step === 'prev' ? '上一张' : '下一张'}
            data-step={step}
            className={`${controlClass} absolute top-1/2 ${step === 'prev' ? 'left-3' : 'right-3'} size-10 -translate-y-1/2`}
          >
            <Chevron flip={step === 'next'} />
          </button>
        ))}

        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === 0 ? 'true' : undefined}
              data-dot=""
              className="group grid h-6 min-w-6 place-items-center rounded-full focus-visible:outline-white"
            >
              <span className="block h-2 w-2 rounded-full bg-white/60 shadow ring-1 ring-ink/30 transition-[width] group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white" />
            </button>
          ))}
        </div>

        <button
          type="button"
          aria-label="暂停自动播放"
          data-pause=""
          hidden
          className={`${controlClass} group absolute right-3 bottom-3 size-8`}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
            <path className="group-data-stopped:hidden" d="M7 5h4v14H7zM13 5h4v14h-4z" />
            <path className="hidden group-data-stopped:inline" d="M8 5v14l11-7z" />
          </svg>
        </button>
      </ServerMarkup>
    </CarouselRoot>
  )
}
