/** Business constants of spec §9, each defined once. */

export const USERNAME_MIN = 6
export const USERNAME_MAX = 19
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 16
export const ACCOUNT_MIN = 5
export const ACCOUNT_MAX = 16
export const VERIFY_CODE_LENGTH = 6

export const REQUEST_TIMEOUT_MS = 10_000
export const HELPER_REQUEST_TIMEOUT_MS = 18_000
export const REQUEST_RETRIES = 3

export const CHUNK_RELOAD_GUARD_MS = 60_000
/** Marks a lead form sent before its script ran (early-input.ts); LeadForm sends it when it runs. */
export const LEAD_FORM_PENDING_ATTRIBUTE = 'data-submit-pending'
/** On <html> once the root layout has hydrated (src/lib/hydration.ts); read by the head's scripts and by tests. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
/** On <html> when pages are laid out whole (exact-scroll-layout.ts, client navigations); globals.css writes it out. */
export const NAVIGATED_ATTRIBUTE = 'data-navigated'
/** Where early-input.ts keeps the button tapped before the page hydrated (declareHydrated presses it). */
export const EARLY_TAP_GLOBAL = '__siteEarlyTap'
/** Where early-input.ts keeps the address an in-page link (or back/forward) moved to before the page hydrated. */
export const EARLY_FRAGMENT_GLOBAL = '__siteEarlyFragment'

export const HEADER_SCROLL_THRESHOLD_PX = 80
export const FLOAT_AFFIX_THRESHOLD_PX = 229
/** The mobile home's sticky bar appears after this fraction of the viewport width. */
export const MOBILE_BAR_SCROLL_RATIO = 108 / 750

export const LOADING_BAR_THROTTLE_MS = 200
/** How long the loading bar creeps towards its end (its transition in globals.css says the same). */
export const LOADING_BAR_DURATION_MS = 5000
export const LOADING_BAR_HIDE_MS = 500

export const LOGIN_DIALOG_WIDTH_PX = 340
export const CONTENT_WIDTH_PX = 1200
export const MOBILE_MAX_WIDTH_PX = 768
export const DRAWER_WIDTH_REM = 15
export const MOBILE_TOP_BAR_REM = 3.125
export const MOBILE_FLOAT_BAR_REM = 3.25
export const HEADER_HEIGHT_PX = 80
export const TOPIC_HEADER_HEIGHT_PX = 60

/** The mobile variant's path prefix ('/mobile', 7 characters). */
export const MOBILE_PREFIX = '/mobile'

/** Mobile root font size: width / 375 * 16 px, capped. */
export const MOBILE_DESIGN_WIDTH_PX = 375
export const MOBILE_BASE_FONT_PX = 16
export const MOBILE_MAX_FONT_PX = 32

/** Screens that show the desktop float window (Tailwind's `md`); narrower ones neither fetch nor mount it. */
export const FLOAT_WINDOW_MEDIA = '(min-width: 48rem)'

export const CAROUSEL_SLIDE_MS = 300
/** A carousel with several banners moves on by itself after this long (not under reduced motion). */
export const CAROUSEL_AUTOPLAY_MS = 5000
/**
 * A carousel that will play fetches its code this long after the page's load event: it arrives before its
 * first move, at `CAROUSEL_AUTOPLAY_MS` after the load event.
 */
export const CAROUSEL_PREPARE_MS = 2500

/** Scroll reveal: successive elements revealed together start at least this far apart. */
export const REVEAL_SEQUENCE_INTERVAL_MS = 16

/** Lazy images: start loading this many viewport heights before the image is on screen. */
export const LAZY_IMAGE_PRELOAD_FACTOR = 1.3
/** Lazy images: tries per image (the first load and two retries). */
export const LAZY_IMAGE_ATTEMPTS = 3
/** Lazy images: a retry waits this long (times the attempts so far). */
export const LAZY_IMAGE_THROTTLE_MS = 200
