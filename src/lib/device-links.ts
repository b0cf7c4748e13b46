import { deviceRedirectTarget } from './device-redirect'

const PHONE_UA = 'iPhone'

/**
 * An internal link as the phone site writes it: `/tch-training` becomes `/mobile/tch-training` (where the
 * device redirect would send a phone anyway, so a tap costs no redirect); anchors, outside addresses and
 * paths the redirect leaves alone stay as they are.
 */
export function hrefForDevice(href: string, device: 'desktop' | 'mobile'): string {
  if (device === 'desktop' || !href.startsWith('/') || href.startsWith('//')) return href
  const url = new URL(href, 'http://site.invalid')
  const target = deviceRedirectTarget({ pathname: url.pathname, search: url.search, userAgent: PHONE_UA })
  return target ? `${target}${url.hash}` : href
}
