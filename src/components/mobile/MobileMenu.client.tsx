'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useRef, useState } from 'react'

import type { ResolvedNavLink } from '@/components/layout/nav-links'
import { DRAWER_WIDTH_REM, MOBILE_TOP_BAR_REM } from '@/lib/constants'

import { CloseIcon } from './icons'
import { MenuLinks, type MenuGroup } from './MenuLinks.client'

const RememberOpener = createContext<(button: HTMLElement) => void>(() => {})

/** Menu buttons report themselves, so focus returns to the one that opened the drawer (there are several). */
export const useRememberOpener = () => useContext(RememberOpener)

/**
 * The mobile drawer: a modal Radix dialog (focus trap, Escape, scroll lock) wrapping the shell, so any
 * MenuButton below opens it. It closes whenever the route changes.
 */
export function MobileMenu({
  links,
  group,
  children,
}: {
  links: ResolvedNavLink[]
  group: MenuGroup
  children: React.ReactNode
}) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [shownPath, setShownPath] = useState(pathname)
  // Adjusting state during render closes the drawer in the same render that shows the new route.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  const opener = useRef<HTMLElement | null>(null)
  const openedOn = useRef(pathname)
  const rememberOpener = useCallback((button: HTMLElement) => {
    opener.current = button
  }, [])
  const onOpenChange = (next: boolean) => {
    if (next) openedOn.current = pathname
    setOpen(next)
  }

  return (
    <RememberOpener value={rememberOpener}>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        {children}
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex max-w-[85vw] flex-col bg-white shadow-2xl transition-transform duration-200 ease-out outline-none starting:translate-x-full motion-reduce:transition-none"
            style={{ width: `${DRAWER_WIDTH_REM}rem` }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              // After a navigation the new page starts fresh; otherwise go back to the button that opened the menu.
              if (openedOn.current === pathname) opener.current?.focus()
            }}
          >
            <div
              className="flex shrink-0 items-center justify-between border-b border-slate-200 pr-1 pl-5"
              style={{ height: `${MOBILE_TOP_BAR_REM}rem` }}
            >
              <Dialog.Title className="text-base font-semibold text-ink">网站导航</Dialog.Title>
              <Dialog.Close
                aria-label="关闭菜单"
                className="grid size-11 place-items-center rounded-md text-ink focus-visible:outline-offset-[-2px]!"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
            <MenuLinks links={links} group={group} pathname={pathname} onSamePage={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </RememberOpener>
  )
}
