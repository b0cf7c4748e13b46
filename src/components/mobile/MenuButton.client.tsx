'use client'

import * as Dialog from '@radix-ui/react-dialog'

import { MenuIcon } from './icons'
import { useRememberOpener } from './MobileMenu.client'

/** Opens the mobile drawer; `light` is for dark backgrounds (white icon, white focus ring). */
export function MenuButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const rememberOpener = useRememberOpener()
  return (
    <Dialog.Trigger
      aria-label="打开菜单"
      onClick={(event) => rememberOpener(event.currentTarget)}
      className={`-mr-2 grid size-11 place-items-center rounded-md ${
        tone === 'light' ? 'text-white focus-visible:outline-white' : 'text-ink'
      }`}
    >
      <MenuIcon />
    </Dialog.Trigger>
  )
}
