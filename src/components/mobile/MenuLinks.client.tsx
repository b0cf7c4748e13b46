'use client'

import * as Collapsible from '@radix-ui/react-collapsible'
import { Link } from '@/components/ui/Link'

import type { ResolvedNavLink } from '@/components/layout/nav-links'

import { ChevronDownIcon, ExternalIcon } from './icons'
import { isMobileLinkActive } from './mobile-nav'

export interface MenuGroup {
  label: string
  entries: readonly { label: string; href: string }[]
}

const itemBase =
  'flex min-h-12 items-center gap-2 border-l-4 border-transparent text-ink focus-visible:outline-offset-[-3px]! active:bg-brand-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700'
const itemClass = `${itemBase} px-5 text-[0.9375rem]`
const subItemClass = `${itemBase} pr-5 pl-9 text-sm`

/** The drawer's entries with the current one marked, and the collapsible 竞赛专题 group. */
export function MenuLinks({
  links,
  group,
  pathname,
  onSamePage,
}: {
  links: ResolvedNavLink[]
  group: MenuGroup
  pathname: string
  /** A link to the page already shown changes no route, so it closes the drawer itself. */
  onSamePage: () => void
}) {
  const link = (entry: { label: string; href: string }, className = itemClass) => {
    const active = isMobileLinkActive(pathname, entry.href)
    return (
      <Link
        href={entry.href}
        aria-current={active ? 'page' : undefined}
        onClick={pathname === entry.href ? onSamePage : undefined}
        className={className}
      >
        {entry.label}
      </Link>
    )
  }
  const groupActive = group.entries.some((entry) => isMobileLinkActive(pathname, entry.href))

  return (
    <nav aria-label="移动端导航" className="flex-1 overflow-y-auto py-2">
      <ul>
        {links.map((entry) => (
          <li key={entry.label}>
            {entry.external ? (
              <a href={entry.href} target="_blank" rel="noopener" className={itemClass}>
                {entry.label}
                <ExternalIcon className="size-4 text-muted" />
                <span className="sr-only">（在新窗口打开）</span>
              </a>
            ) : (
              link(entry)
            )}
          </li>
        ))}
        <li>
          <Collapsible.Root defaultOpen={groupActive}>
            <Collapsible.Trigger className={`group w-full justify-between text-left ${itemClass}`}>
              {group.label}
              <ChevronDownIcon className="size-5 text-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ul className="bg-surface py-1">
                {group.entries.map((entry) => (
                  <li key={entry.href}>{link(entry, subItemClass)}</li>
                ))}
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
        </li>
      </ul>
    </nav>
  )
}
