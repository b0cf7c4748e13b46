'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'

import type { ResolvedNavLink } from '@/components/layout/nav-links'
import { loadWhenOnline } from '@/lib/load-when-online'

import type { MenuGroup } from './MenuLinks.client'

// The drawer (a Radix dialog with its focus trap and scroll lock, and the menu's links) is fetched when a
// menu button is about to be used, not with the page.
const MenuDrawer = dynamic(
  () => loadWhenOnline(() => import('./MenuDrawer.client')).then((module) => module.MenuDrawer),
  {
    ssr: false,
  },
)
const preloadDrawer = () => void import('./MenuDrawer.client')

interface MenuControl {
  open: boolean
  /** Opens the drawer; focus returns to `button` when it closes on the same page. */
  openFrom: (button: HTMLElement) => void
  preload: () => void
}

const MenuContext = createContext<MenuControl>({ open: false, openFrom: () => {}, preload: preloadDrawer })

/** For the menu buttons: whether the drawer is open, and how to open it. */
export const useMobileMenu = () => useContext(MenuContext)

/**
 * The mobile drawer's state around the shell, so any MenuButton below opens it. It closes whenever the route
 * changes.
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
  const [wanted, setWanted] = useState(false)
  const [shownPath, setShownPath] = useState(pathname)
  // Adjusting state during render closes the drawer in the same render that shows the new route.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  const opener = useRef<HTMLElement | null>(null)
  const openedOn = useRef(pathname)
  const openFrom = useCallback(
    (button: HTMLElement) => {
      opener.current = button
      openedOn.current = pathname
      setWanted(true)
      setOpen(true)
    },
    [pathname],
  )
  const control = useMemo(() => ({ open, openFrom, preload: preloadDrawer }), [open, openFrom])

  return (
    <MenuContext value={control}>
      {children}
      {wanted ? (
        <MenuDrawer
          open={open}
          onOpenChange={setOpen}
          links={links}
          group={group}
          pathname={pathname}
          onClosed={() => {
            // After a navigation the new page starts fresh; otherwise go back to the button that opened the menu.
            if (openedOn.current === pathname) opener.current?.focus()
          }}
        />
      ) : null}
    </MenuContext>
  )
}
