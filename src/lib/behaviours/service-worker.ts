import { serviceWorkerScript } from '@/lib/service-worker'

/**
 * Registers the site's service worker at the root scope (spec §2), or, when it is turned off, removes a worker
 * an earlier visit installed so the browser goes back to plain network requests. Called once the page is
 * interactive (src/components/app/ApiSetup.client.tsx).
 */
export function setUpServiceWorker(enabled: boolean) {
  if (!('serviceWorker' in navigator)) return
  const work = enabled
    ? navigator.serviceWorker.register(serviceWorkerScript(process.env.NEXT_PUBLIC_DEPLOYMENT_ID), {
        scope: '/',
        updateViaCache: 'none',
      })
    : navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
  work.catch((error: unknown) => console.warn('Service worker:', error))
}
