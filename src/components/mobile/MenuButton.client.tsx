'use client'

import { MenuIcon } from './icons'
import { useMobileMenu } from './MobileMenu.client'

/** Opens the mobile drawer; `light` is for dark backgrounds (white icon, white focus ring). */
export function MenuButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { open, openFrom, preload } = useMobileMenu()
  return (
    <button
      type="button"
      aria-label="打开菜单"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? 'mobile-menu' : undefined}
      // Tapped before the page has hydrated, it opens once it has (early-input.ts).
      data-early-tap=""
      onClick={(event) => openFrom(event.currentTarget)}
      onPointerDown={preload}
      onFocus={preload}
      className={`-mr-2 grid size-11 place-items-center rounded-md ${
        tone === 'light' ? 'text-white focus-visible:outline-white' : 'text-ink'
      }`}
    >
      <MenuIcon />
    </button>
  )
}
