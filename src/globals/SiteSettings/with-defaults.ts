import { siteDefaults } from './defaults'

type Links = { [K in keyof typeof siteDefaults.links]: string }

export type SiteSettings = Omit<{ [K in keyof typeof siteDefaults]: string }, 'links'> & { links: Links }

/** Fills every empty setting with its demo default, so a half-filled global never breaks a page. */
export function withDefaults(stored: Partial<Record<string, unknown>> | null | undefined): SiteSettings {
  const pick = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value : fallback
  const storedLinks = (stored?.links ?? {}) as Partial<Record<string, unknown>>
  const links = Object.fromEntries(
    Object.entries(siteDefaults.links).map(([key, fallback]) => [key, pick(storedLinks[key], fallback)]),
  ) as Links
  const scalars = Object.fromEntries(
    Object.entries(siteDefaults)
      .filter(([key]) => key !== 'links')
      .map(([key, fallback]) => [key, pick(stored?.[key], fallback as string)]),
  ) as Omit<SiteSettings, 'links'>
  return { ...scalars, links }
}
