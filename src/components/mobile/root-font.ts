import { MOBILE_BASE_FONT_PX, MOBILE_DESIGN_WIDTH_PX, MOBILE_MAX_FONT_PX } from '@/lib/constants'

/**
 * The /mobile root font size, width / 375 × 16 px capped at 32 px, as a stylesheet rule: the browser applies
 * it in its first style pass, keeps it in step with every resize and drops it with the shell's <style> element
 * when a visitor leaves /mobile. It used to be an inline script reading `clientWidth`, which made the browser
 * lay out the half-parsed page once more before its first paint (25 ms on an unthrottled desktop core).
 * `100vw` counts a classic scrollbar where `clientWidth` did not; phones have overlay scrollbars, and from
 * 750 px up the cap applies either way.
 */
export const MOBILE_ROOT_FONT_CSS = `html{font-size:min(calc(100vw * ${MOBILE_BASE_FONT_PX} / ${MOBILE_DESIGN_WIDTH_PX}),${MOBILE_MAX_FONT_PX}px)}`
