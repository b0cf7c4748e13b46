'use client'

import { ApiSetup } from './ApiSetup.client'
import { DeviceFlag } from './DeviceFlag.client'
import { IntentPrefetch } from './IntentPrefetch.client'
import { Optional } from './Optional.client'
import { PageViews } from './PageViews.client'

export interface AfterLoadServicesProps {
  pageViews: { count: boolean; analyticsId: string }
  serviceWorker: boolean
}

/**
 * What the site does once a page has loaded and the browser is idle, in one module so that it arrives as one
 * script and mounts in one pass (ClientServices.client.tsx): prefetching pages on a visitor's intent, the
 * device flag, toasts with the request client's global handlers and the service worker's registration, and
 * page-view statistics. Each part stays behind its own `Optional`: one that throws is left out, not the rest.
 */
export function AfterLoadServices({ pageViews, serviceWorker }: AfterLoadServicesProps) {
  return (
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
      {pageViews.count || pageViews.analyticsId ? (
        <Optional name="page-views">
          <PageViews {...pageViews} />
        </Optional>
      ) : null}
    </>
  )
}
