'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'

import { earlyInputSource } from './early-input'
import { exactScrollLayoutSource } from './exact-scroll-layout'
import { firstLoadGuardSource } from './first-load-guard'

/**
 * The head's one inline script: what must run before any page script and before the body is parsed (the
 * first-load guard, the whole-page layout for landings on an exact spot, keeping a visitor's early input).
 *
 * The server writes it into the document's head (`useServerInsertedHTML`) and nowhere else. Rendered by a
 * server component it would also travel in the page's RSC payload, a second copy the browser never runs (about
 * 280 bytes of a phone page's Brotli document), and every client navigation would carry it again. The sources
 * stay out of the browser's bundle: the branch that reads them is compiled away there (`typeof window`). One
 * script rather than three: each inline script adds a hash to the page's Content-Security-Policy header.
 */
export function HeadScripts() {
  const written = useRef(false)
  useServerInsertedHTML(() => {
    // Called at every flush of the stream: the first one carries the head.
    if (typeof window !== 'undefined' || written.current) return null
    written.current = true
    const source = [firstLoadGuardSource(), exactScrollLayoutSource(), earlyInputSource()].join(';')
    return <script dangerouslySetInnerHTML={{ __html: source }} />
  })
  return null
}
