'use client'

import * as Dialog from '@radix-ui/react-dialog'

import type { ResolvedNavLink } from '@/components/layout/nav-links'
import { DRAWER_WIDTH_REM, MOBILE_TOP_BAR_REM } from '@/lib/constants'

import { CloseIcon } from './icons'
import { MenuLinks, type MenuGroup } from './MenuLinks.client'

/**
 * The drawer itself: a modal Radix dialog (focus trap, Escape, scroll lock) sliding in from the right, loaded
 * by MobileMenu on first use.
 */
export function MenuDrawer({
  open,
  onOpenChange,
  links,
  group,
  pathname,
  onClosed,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  links: ResolvedNavLink[]
  group: MenuGroup
  pathname: string
  /** Where focus goes once it has closed. */
  onClosed: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex max-w-[85vw] flex-col bg-white shadow-2xl transition-transform duration-200 ease-out outline-none starting:translate-x-full motion-reduce:transition-none"
          style={{ width: `${DRAWER_WIDTH_REM}rem` }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
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
          <MenuLinks links={links} group={group} pathname={pathname} onSamePage={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
