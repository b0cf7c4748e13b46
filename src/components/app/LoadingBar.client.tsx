'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_HIDE_MS,
  LOADING_BAR_THROTTLE_MS,
} from '@/lib/constants'
import { declareHydrated } from '@/lib/hydration'
import { navigationSettled, subscribeNavigation } from '@/lib/navigation'
import { failNavigation, useLoadingBarStore } from '@/stores/loading-bar'

import { NavigationError } from './NavigationError.client'

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

  const visible = status === 'loading' || status === 'done' || status === 'failed'
  const width = status === 'loading' ? '90%' : status === 'done' || status === 'failed' ? '100%' : '0%'
  return (
    <>
      <Suspense fallback={null}>
        <RouteSettled />
      </Suspense>
      {failure ? <NavigationError failure={failure} /> : null}
      <div
        role="progressbar"
        aria-label="页面加载进度"
        aria-hidden={!visible}
        data-status={status}
        className="pointer-events-none fixed left-0 top-0 z-[60]"
        style={{
          height: LOADING_BAR_HEIGHT_PX,
          width: visible ? width : '0%',
          opacity: visible ? 1 : 0,
          backgroundColor: status === 'failed' ? '#dc2626' : '#2f6bff',
          transition:
            status === 'loading'
              ? `width ${LOADING_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
              : 'width 200ms ease-out, opacity 200ms linear',
        }}
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
