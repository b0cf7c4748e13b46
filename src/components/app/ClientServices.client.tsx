'use client'

import dynamic from 'next/dynamic'

import { Optional } from './Optional.client'

// The connection notice, the device flag, toasts, the request client's global handlers, page-view statistics
// and the service worker's registration load after the page is interactive: no page needs them for its first
// paint, so they stay out of the first-load JavaScript.
const ApiSetup = dynamic(() => import('./ApiSetup.client').then((m) => m.ApiSetup), { ssr: false })
const ConnectionStatus = dynamic(() => import('./ConnectionStatus.client').then((m) => m.ConnectionStatus), {
  ssr: false,
})
const DeviceFlag = dynamic(() => import('./DeviceFlag.client').then((m) => m.DeviceFlag), { ssr: false })
const PageViews = dynamic(() => import('./PageViews.client').then((m) => m.PageViews), { ssr: false })

export function ClientServices({
  pageViews,
  serviceWorker,
}: {
  pageViews: { count: boolean; analyticsId: string }
  serviceWorker: boolean
}) {
  return (
    <>
      <Optional name="connection-status">
        <ConnectionStatus />
      </Optional>
      <Optional name="device-flag">
        <DeviceFlag />
      </Optional>
      <ApiSetup serviceWorker={serviceWorker} />
      {pageViews.count || pageViews.analyticsId ? <PageViews {...pageViews} /> : null}
    </>
  )
}
