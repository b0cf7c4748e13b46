'use client'

import { useSyncExternalStore } from 'react'

import { subscribeToScroll } from '../hooks/use-scrolled-past'
import { isStickyBarShown } from './mobile-nav'

const getSnapshot = () => isStickyBarShown(window.scrollY, document.documentElement.clientWidth)
const getServerSnapshot = () => false

/** The mobile home's white top bar, shown once the page has scrolled 108/750 of the viewport width. */
export function HomeStickyBar({ children }: { children: React.ReactNode }) {
  const shown = useSyncExternalStore(subscribeToScroll, getSnapshot, getServerSnapshot)
  return (
    <div
      data-testid="home-sticky-bar"
      className={`fixed inset-x-0 top-0 z-40 mx-auto h-(--mobile-top-bar) max-w-(--mobile-max-width) bg-white shadow-[0_1px_6px_rgb(15_31_61/0.12)] transition-[opacity,translate,visibility] duration-200 motion-reduce:transition-none ${
        shown ? 'visible opacity-100' : 'invisible -translate-y-full opacity-0'
      }`}
    >
      <div className="flex h-full items-center justify-between px-4">{children}</div>
    </div>
  )
}
