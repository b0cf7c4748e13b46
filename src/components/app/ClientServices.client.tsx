'use client'

import dynamic from 'next/dynamic'

import { useIdleAfterLoad } from '@/components/hooks/use-idle-after-load'
import { loadWhenOnline } from '@/lib/load-when-online'

import type { AfterLoadServicesProps } from './AfterLoadServices.client'
import { Optional } from './Optional.client'

// What no page needs for its first paint loads after the page is interactive, out of the first-load JavaScript:
// the connection notice, then, once the page has loaded and the browser is idle, the rest in one script
// (AfterLoadServices.client.tsx: the device flag, toasts and the request client's global handlers, page-view
// statistics, the service worker's registration and prefetching pages on a visitor's intent), so that neither
// hydration nor the page's own loading shares the main thread with them, and they cost one request and one
// short task rather than one of each per part. A phone can lose its connection between the page and these:
// each waits for it to come back (`loadWhenOnline`), and one whose code cannot be had is left out (`Optional`)
// rather than replacing the page with the error page.
const AfterLoadServices = dynamic(
  () => loadWhenOnline(() => import('./AfterLoadServices.client')).then((m) => m.AfterLoadServices),
  { ssr: false },
)
const ConnectionStatus = dynamic(
  () => loadWhenOnline(() => import('./ConnectionStatus.client')).then((m) => m.ConnectionStatus),
  { ssr: false },
)

export function ClientServices(props: AfterLoadServicesProps) {
  // The connection notice is there from hydration: a phone that loses its connection early would not get its
  // code later. The rest waits until the page has loaded and the browser is idle.
  const ready = useIdleAfterLoad()
  return (
    <>
      <Optional name="connection-status">
        <ConnectionStatus />
      </Optional>
      {ready ? (
        <Optional name="after-load-services">
          <AfterLoadServices {...props} />
        </Optional>
      ) : null}
    </>
  )
}
