'use client'

import dynamic from 'next/dynamic'

import { loadWhenOnline } from '@/lib/load-when-online'

import { Optional } from './Optional.client'

// The connection notice, the device flag, toasts, the request client's global handlers, page-view statistics
// and the service worker's registration load after the page is interactive: no page needs them for its first
// paint, so they stay out of the first-load JavaScript. A phone can lose its connection between the page and
// these: each waits for it to come back (`loadWhenOnline`), and one whose code cannot be had is left out
// (`Optional`) rather than replacing the page with the error page.
const ApiSetup = dynamic(() => loadWhenOnline(() => import('./ApiSetup.client')).then((m) => m.ApiSetup), {
  ssr: false,
})
const ConnectionStatus = dynamic(
  () => loadWhenOnline(() => import('./ConnectionStatus.client')).then((m) => m.ConnectionStatus),
  { ssr: false },
)
const DeviceFlag = dynamic(
  () => loadWhenOnline(() => import('./DeviceFlag.client')).then((m) => m.DeviceFlag),
  {
    ssr: false,
  },
)
const PageViews = dynamic(() => loadWhenOnline(() => import('./PageViews.client')).then((m) => m.PageViews), {
  ssr: false,
})

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
      <Optional name="api-setup">
        <ApiSetup serviceWorker={serviceWorker} />
      </Optional>
      {pageViews.count || pageViews.analyticsId ? (
        <Optional name="page-views">
          <PageViews {...pageViews} />
        </Optional>
      ) : null}
    </>
  )
}
