'use client'

import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants'

import { useScrolledPast } from '../hooks/use-scrolled-past'

/**
 * The fixed desktop header bar: transparent over the page hero while scrollY <= 80, then a white
 * white bar with shadow. `noScroll` keeps the solid style. Children style themselves from `data-solid`.
 */
export function HeaderShell({
  noScroll = false,
  height = 'h-header',
  children,
}: {
  noScroll?: boolean
  height?: string
  children: React.ReactNode
}) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX)
  const solid = noScroll || scrolled
  return (
    <header
      data-solid={solid}
      className={`group/header fixed inset-x-0 top-0 z-40 ${height} text-white transition-[background-color,box-shadow,color] duration-300 data-[solid=true]:bg-white data-[solid=true]:text-ink data-[solid=true]:shadow-md`}
    >
      {children}
    </header>
  )
}
