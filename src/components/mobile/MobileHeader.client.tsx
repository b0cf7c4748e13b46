'use client'

import { usePathname } from 'next/navigation'

import { useGlobalStore } from '@/stores/global'

import { headShownOn, isMobileHome } from './mobile-nav'

/**
 * The shell's top bar: none on the mobile home (it draws its own), the fixed white bar while the
 * head-show flag is on, a normal bar otherwise. The flag is derived for the current path during render
 * so the first paint of /mobile/news is already right.
 */
export function MobileHeader({ children }: { children: React.ReactNode }) {
  const pathname = usePathname()
  const storedShowHead = useGlobalStore((state) => state.showHead)
  if (isMobileHome(pathname)) return null
  const fixed = headShownOn(pathname, storedShowHead)
  return (
    <header className="h-(--mobile-top-bar)">
      <div
        className={
          fixed
            ? 'fixed inset-x-0 top-0 z-40 mx-auto h-(--mobile-top-bar) max-w-(--mobile-max-width) bg-white shadow-[0_1px_6px_rgb(15_31_61/0.12)]'
            : 'h-full border-b border-slate-200 bg-white'
        }
      >
        <div className="flex h-full items-center justify-between px-4">{children}</div>
      </div>
    </header>
  )
}
