'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * False until the element comes within `margin` of the screen (an IntersectionObserver root margin, e.g. one
 * screen's height ahead: '100% 0px'), then true for good. True at once where there is no IntersectionObserver.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true), 0)
      return () => window.clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
