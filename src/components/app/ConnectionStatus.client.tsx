'use client'

import { useEffect, useState } from 'react'

import { useGlobalStore } from '@/stores/global'

/** Follows the browser's online/offline events and tells the visitor when the connection is lost or back. */
export function ConnectionStatus() {
  const online = useGlobalStore((state) => state.browserState.online)
  const setBrowserState = useGlobalStore((state) => state.setBrowserState)
  const [recovered, setRecovered] = useState(false)

  useEffect(() => {
    const update = () => {
      const now = navigator.onLine
      if (now && !useGlobalStore.getState().browserState.online) setRecovered(true)
      setBrowserState({ online: now })
    }
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [setBrowserState])

  useEffect(() => {
    if (!recovered) return
    const hide = setTimeout(() => setRecovered(false), 3000)
    return () => clearTimeout(hide)
  }, [recovered])

  const message = !online ? '网络连接已断开，请检查网络后重试' : recovered ? '网络已恢复' : ''
  return (
    <div
      role="status"
      aria-live="polite"
      data-connection-status=""
      className="pointer-events-none fixed inset-x-0 top-3 z-[70] flex justify-center"
    >
      {message ? (
        <p
          className={`rounded-full px-5 py-2 text-sm text-white shadow-lg ${online ? 'bg-emerald-700' : 'bg-slate-900'}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}
