'use client'

import { useEffect } from 'react'

import { removeMobileRootFont, ROOT_FONT_OPTIONS, setMobileRootFont } from './root-font'

/** Keeps the /mobile root font size in step with the viewport width; the inline script did the first paint. */
export function MobileRootFont() {
  useEffect(() => {
    const update = () => setMobileRootFont(document, ROOT_FONT_OPTIONS)
    update()
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('resize', update)
      removeMobileRootFont(document)
    }
  }, [])
  return null
}
