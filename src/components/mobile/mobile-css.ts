import type { CSSProperties } from 'react'

import { MOBILE_FLOAT_BAR_REM, MOBILE_MAX_WIDTH_PX, MOBILE_TOP_BAR_REM } from '@/lib/constants'

/** The §9 sizes as CSS variables on the shell, so Tailwind classes read them instead of repeating numbers. */
export const mobileCssVars = {
  '--mobile-max-width': `${MOBILE_MAX_WIDTH_PX}px`,
  '--mobile-top-bar': `${MOBILE_TOP_BAR_REM}rem`,
  '--mobile-float-bar': `${MOBILE_FLOAT_BAR_REM}rem`,
} as CSSProperties
