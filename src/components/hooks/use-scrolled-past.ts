'use client'

import { useEffect, useState } from 'react'

/** True once the page is scrolled further than `threshold` px (re-evaluated per animation frame). */
export function useScrolledPast(threshold: number | (() => number)): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const limit = () => (typeof threshold === 'function' ? threshold() : threshold)
    const update = () => {
      frame = 0
      setPast(window.scrollY > limit())
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [threshold])
  return past
}
