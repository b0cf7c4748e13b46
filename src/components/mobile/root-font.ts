import { MOBILE_BASE_FONT_PX, MOBILE_DESIGN_WIDTH_PX, MOBILE_MAX_FONT_PX } from '@/lib/constants'

export interface RootFontOptions {
  styleId: string
  designWidth: number
  baseFont: number
  maxFont: number
}

export const ROOT_FONT_OPTIONS: RootFontOptions = {
  styleId: 'mobile-root-font',
  designWidth: MOBILE_DESIGN_WIDTH_PX,
  baseFont: MOBILE_BASE_FONT_PX,
  maxFont: MOBILE_MAX_FONT_PX,
}

/**
 * Sets the root font size to width / 375 × 16 px, capped, through a <style> in <head>. Self-contained
 * because it is also serialised into the inline script; a <style> rather than <html style> so hydration
 * of <html> sees no foreign attribute.
 */
export function setMobileRootFont(doc: Document, options: RootFontOptions): void {
  const width = doc.documentElement.clientWidth
  const size = Math.min((width / options.designWidth) * options.baseFont, options.maxFont)
  let style = doc.getElementById(options.styleId)
  if (!style) {
    style = doc.createElement('style')
    style.id = options.styleId
    doc.head.appendChild(style)
  }
  style.textContent = `html{font-size:${size}px}`
}

/** Runs before first paint of a server-rendered /mobile page, so rem sizes never jump. */
export const ROOT_FONT_SCRIPT = `(${setMobileRootFont.toString()})(document,${JSON.stringify(ROOT_FONT_OPTIONS)})`

/** Leaving /mobile restores the browser's root font size. */
export function removeMobileRootFont(doc: Document, options: RootFontOptions = ROOT_FONT_OPTIONS): void {
  doc.getElementById(options.styleId)?.remove()
}
