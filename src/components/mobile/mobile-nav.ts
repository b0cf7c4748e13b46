import { isActiveLink } from '@/components/layout/nav-links'
import { MOBILE_BAR_SCROLL_RATIO, MOBILE_PREFIX } from '@/lib/constants'
import { applyRouteMiddleware, findNamedRoute } from '@/lib/route-middleware'

/** The drawer entry of the current path: 首页 only on /mobile itself, sections by prefix. */
export function isMobileLinkActive(pathname: string, href: string): boolean {
  return href === MOBILE_PREFIX ? pathname === href : isActiveLink(pathname, href)
}

/** The route named `mobile` (the mobile home), which draws its own bars instead of the shell's header. */
export function isMobileHome(pathname: string): boolean {
  return findNamedRoute(pathname)?.name === 'mobile'
}

/** The head-show flag after entering `pathname`: named routes run their middleware, others keep it. */
export function headShownOn(pathname: string, current: boolean): boolean {
  const route = findNamedRoute(pathname)
  return route ? applyRouteMiddleware(route.middleware, { showHead: current }).showHead : current
}

/** The mobile home's sticky bar shows once the page has scrolled past 108/750 of the viewport width. */
export function isStickyBarShown(scrollY: number, viewportWidth: number): boolean {
  // Compare ratios: 375 × (108 / 750) is 53.99999… in floating point, 54 / 375 is exactly the constant.
  return scrollY / viewportWidth > MOBILE_BAR_SCROLL_RATIO
}
