import type { NavEntry } from '@/content/nav'
import type { SiteSettings } from '@/server/settings'

export interface ResolvedNavLink {
  label: string
  href: string
  external: boolean
}

/** Turns nav config into plain links, reading external targets from site-settings. */
export function resolveNav(entries: NavEntry[], settings: Pick<SiteSettings, 'links'>): ResolvedNavLink[] {
  return entries.map((entry) =>
    'external' in entry
      ? { label: entry.label, href: settings.links[entry.external], external: true }
      : { label: entry.label, href: entry.href, external: false },
  )
}

/** The entry of the current path: exact match for section homes, prefix match for the rest. */
export function isActiveLink(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
