'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_HIDE_MS,
  LOADING_BAR_THROTTLE_MS,
} from '@/lib/constants'
import { useLoadingBarStore } from '@/stores/loading-bar'

/**
 * A same-site link to another page, clicked without modifiers: a client navigation is about to start.
 * (`defaultPrevented` is not checked: next/link always prevents the default to navigate itself, so a link
 * whose click a component handles in place, like the mobile news tabs, says so with `data-handled-in-place`.)
 */
function isNavigationClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  if (anchor.hasAttribute('data-handled-in-place')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/**
 * The route-change loading bar: appears only if a navigation takes longer than 200 ms, creeps towards
 * the end over about 5 s, completes (or turns red on failure) and hides 500 ms later. 2 px high.
 */
export function LoadingBar() {
  const status = useLoadingBarStore((state) => state.status)
  const setStatus = useLoadingBarStore((state) => state.setStatus)
  const throttle = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const start = () => {
      if (useLoadingBarStore.getState().status !== 'idle') return
      setStatus('pending')
      throttle.current = setTimeout(() => {
        if (useLoadingBarStore.getState().status === 'pending') setStatus('loading')
      }, LOADING_BAR_THROTTLE_MS)
    }
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start()
    }
    window.addEventListener('click', onClick)
    window.addEventListener('popstate', start)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('popstate', start)
      clearTimeout(throttle.current)
    }
  }, [setStatus])

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
    const { status, setStatus } = useLoadingBarStore.getState()
    if (status === 'pending') setStatus('idle')
    else if (status === 'loading') setStatus('done')
  }, [pathname, search])
  return null
}
