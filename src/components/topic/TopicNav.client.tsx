'use client'

import { useCallback } from 'react'

import { TOPIC_HEADER_HEIGHT_PX } from '@/lib/constants'

import { useScrolledPast, useScrollSnapshot } from '../hooks/use-scrolled-past'

export interface TopicAnchor {
  id: string
  label: string
}

/**
 * The section whose top has reached the line an anchor link scrolls it to (its scroll margin under the
 * header) is the active one; the first until then.
 */
function activeAnchor(anchors: TopicAnchor[]): string {
  let active = anchors[0]?.id ?? ''
  for (const anchor of anchors) {
    const el = document.getElementById(anchor.id)
    if (!el) continue
    const line = Math.max(TOPIC_HEADER_HEIGHT_PX, parseFloat(getComputedStyle(el).scrollMarginTop) || 0) + 8
    if (el.getBoundingClientRect().top <= line) active = anchor.id
  }
  // At the very bottom the last section may be too short to reach the header line.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
    active = anchors.at(-1)?.id ?? active
  return active
}

const oneViewport = () => window.innerHeight

const navClass = {
  // Wide screens: a floating list in the left gutter; narrower ones: a sticky bar under the header.
  desktop:
    'sticky top-[var(--spacing-topic-header)] z-30 border-b border-slate-200 bg-white min-[1400px]:fixed min-[1400px]:left-2 min-[1400px]:top-1/2 min-[1400px]:-translate-y-1/2 min-[1400px]:border-0 min-[1400px]:bg-transparent',
  // The phone: a sticky bar at the top of the screen (the phone's own top bar scrolls away).
  mobile: 'sticky top-0 z-30 border-b border-slate-200 bg-white',
} as const

const listClass = {
  desktop:
    'flex gap-1 overflow-x-auto px-4 py-2 min-[1400px]:block min-[1400px]:space-y-1 min-[1400px]:rounded-2xl min-[1400px]:bg-white/95 min-[1400px]:p-1.5 min-[1400px]:shadow-lg min-[1400px]:ring-1 min-[1400px]:ring-slate-200',
  mobile: 'flex gap-1 overflow-x-auto px-3 py-2',
} as const

/** Topic side nav: anchors whose active entry follows the scroll position, and back-to-top after one viewport. */
export function TopicNav({
  anchors,
  device = 'desktop',
}: {
  anchors: TopicAnchor[]
  device?: 'desktop' | 'mobile'
}) {
  const active = useScrollSnapshot(
    useCallback(() => activeAnchor(anchors), [anchors]),
    anchors[0]?.id ?? '',
  )
  const showTop = useScrolledPast(oneViewport)

  return (
    <>
      <nav aria-label="专题导航" className={navClass[device]}>
        <ul className={listClass[device]}>
          {anchors.map((anchor) => (
            <li key={anchor.id} className="shrink-0">
              <a
                href={`#${anchor.id}`}
                aria-current={active === anchor.id ? 'location' : undefined}
                className="block rounded-xl px-3 py-2 text-[13px] text-ink hover:bg-brand-50 aria-[current=location]:bg-brand-600 aria-[current=location]:font-semibold aria-[current=location]:text-white"
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {showTop ? (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="fixed bottom-8 right-8 z-30 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
          aria-label="返回顶部"
          data-testid="topic-back-to-top"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M6 14l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </>
  )
}
