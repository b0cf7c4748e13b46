'use client'

import { useEffect, useState } from 'react'

import { whenIdleAfterLoad } from '@/lib/idle'

/**
 * False until the page has loaded and the browser has had an idle moment (at the latest `timeout` ms after the
 * load event). Parts that nothing on the first screen needs mount then, so fetching, evaluating and rendering
 * their code are not part of hydration's work, nor compete with it.
 */
export function useIdleAfterLoad(timeout = 2000): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdleAfterLoad(() => setReady(true), timeout), [timeout])
  return ready
}
