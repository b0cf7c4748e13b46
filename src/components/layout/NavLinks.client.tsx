'use client'

import { Link } from '@/components/ui/Link'
import { usePathname } from 'next/navigation'

import { isActiveLink, type ResolvedNavLink } from './nav-links'

/** Nav entries with the one matching the current path marked `aria-current="page"`. */
export function NavLinks({
  links,
  className,
  itemClassName,
}: {
  links: ResolvedNavLink[]
  className?: string
  itemClassName?: string
}) {
  const pathname = usePathname() ?? '/'
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = !link.external && isActiveLink(pathname, link.href)
        return (
          <li key={link.label}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener" className={itemClassName}>
                {link.label}
              </a>
            ) : (
              <Link href={link.href} aria-current={active ? 'page' : undefined} className={itemClassName}>
                {link.label}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
