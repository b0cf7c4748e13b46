'use client'

import dynamic from 'next/dynamic'

import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
import { loadWhenOnline } from '@/lib/load-when-online'

import { Optional } from './Optional.client'

// What no page needs for its first paint loads after the page is interactive, out of the first-load JavaScript:
// the connection notice, the device flag, toasts and the request client's global handlers, page-view
// statistics, the service worker's registration and prefetching pages on a visitor's intent. All but the notice
// also wait for the load event and an idle moment, so that neither hydration nor the page's own loading shares
// the main thread with them. A phone can lose its connection between the page and these: each waits for it to
// come back (`loadWhenOnline`), and one whose code cannot be had is left out (`Optional`) rather than replacing
// the page with the error page.
const ApiSetup = dynamic(() => loadWhenOnline(() => import('./ApiSetup.client')).then((m) => m.ApiSetup), {
  ssr: false,
})
const IntentPrefetch = dynamic(
  () => loadWhenOnline(() => import('./IntentPrefetch.client')).then((m) => m.IntentPrefetch),
  { ssr: false },
)
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
  // The connection notice is there from hydration: a phone that loses its connection early would not get its
  // code later. The rest waits until the page has loaded and the browser is idle.
  const ready = useIdleAfterLoad()
  return (
    <>
      <Optional name="connection-status">
        <ConnectionStatus />
      </Optional>
      {ready ? (
        <>
          <Optional name="intent-prefetch">
            <IntentPrefetch />
          </Optional>
          <Optional name="device-flag">
            <DeviceFlag />
          </Optional>
          <Optional name="api-setup">
            <ApiSetup serviceWorker={serviceWorker} />
          </Optional>
        </>
      ) : null}
      {ready && (pageViews.count || pageViews.analyticsId) ? (
        <Optional name="page-views">
          <PageViews {...pageViews} />
        </Optional>
      ) : null}
    </>
  )
}
