'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { type CSSProperties, Suspense, useEffect, useRef } from 'react'

import { LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_MS, LOADING_BAR_THROTTLE_MS } from '@/lib/constants'
import { declareHydrated } from '@/lib/hydration'
import { navigationSettled, subscribeNavigation } from '@/lib/navigation'
import { failNavigation, useLoadingBarStore } from '@/stores/loading-bar'

import { NavigationError } from './NavigationError.client'

/** How long the bar takes to creep towards its end (globals.css reads it). */
const creep = { '--loading-bar-creep': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties

/**
 * The route-change loading bar: appears only if a navigation takes longer than 200 ms, creeps towards
 * the end over about 5 s, completes (or turns red on failure) and hides 500 ms later. 2 px high.
 */
export function LoadingBar() {
  const status = useLoadingBarStore((state) => state.status)
  const failure = useLoadingBarStore((state) => state.failure)
  const setStatus = useLoadingBarStore((state) => state.setStatus)
  const throttle = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    // The root layout has hydrated: links navigate on the client from here on (browser tests wait for it), and
    // a menu or 登录 tapped before this moment opens now.
    declareHydrated()
    // Every client navigation (links, back/forward, router.push) as the router announces it.
    return subscribeNavigation({
      start: () => {
        if (useLoadingBarStore.getState().status !== 'idle') return
        setStatus('pending')
        clearTimeout(throttle.current)
        throttle.current = setTimeout(() => {
          if (useLoadingBarStore.getState().status === 'pending') setStatus('loading')
        }, LOADING_BAR_THROTTLE_MS)
      },
      fail: failNavigation,
    })
  }, [setStatus])

  useEffect(() => () => clearTimeout(throttle.current), [])

  useEffect(() => {
    if (status === 'idle') return
    // A navigation that never settles (cancelled, same page) must not leave the bar stuck.
    const delay = status === 'done' || status === 'failed' ? LOADING_BAR_HIDE_MS : LOADING_BAR_DURATION_MS * 4
    const hide = setTimeout(() => setStatus('idle'), delay)
    return () => clearTimeout(hide)
  }, [status, setStatus])

  return (
    <>
      <Suspense fallback={null}>
        <RouteSettled />
      </Suspense>
      {failure ? <NavigationError failure={failure} /> : null}
      {/* Its looks for each status are in globals.css (.loading-bar). */}
      <div
        role="progressbar"
        aria-label="页面加载进度"
        aria-hidden={status === 'idle' || status === 'pending'}
        data-status={status}
        className="loading-bar"
        style={creep}
      />
    </>
  )
}

/** The new route has rendered: finish the bar, or never show it when it was still in its throttle. */
function RouteSettled() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    navigationSettled()
    const { status, setStatus } = useLoadingBarStore.getState()
    if (status === 'pending') setStatus('idle')
    else if (status === 'loading') setStatus('done')
  }, [pathname, search])
  return null
}
