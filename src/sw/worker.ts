/// <reference lib="webworker" />
// The site's service worker (spec §2), bundled by Serwist at build time (src/app/serwist/[path]/route.ts) and
// served at /sw.js. What it does:
// - precaches the offline page and the site icon, revisioned by the deployment, and on install also keeps the
//   offline page's own stylesheets and scripts, so the page renders with the network gone;
// - static assets (`/_next/static`, content-hashed and stamped with the deployment) cache-first, images
//   stale-while-revalidate, both bounded;
// - pages network-first: online, every page comes from the server; offline, the last copy this browser saw, or
//   the offline page;
// - never the API or the admin (opened as a page they go straight to the network), never a response the server marked private or no-store
//   (a page rendered for a session, a draft preview), never a redirect or an error.
// A new deployment changes this script's precache revision: the browser installs the new worker, which takes
// over at once (skipWaiting + clientsClaim) and drops the old precache. Chunk URLs carry the deployment, so a
// page from the new deployment never meets an old chunk.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from 'serwist'

import { isUncachedPath, OFFLINE_PATH } from '../lib/service-worker'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

const DAY_S = 24 * 60 * 60

/** Keeps only complete, shareable answers: 200, not redirected, not private or no-store. */
const shareableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.redirected || response.type !== 'basic') return null
    const cacheControl = response.headers.get('cache-control') ?? ''
    return /\b(?:private|no-store)\b/i.test(cacheControl) ? null : response
  },
}

const sameSite = (url: URL) => url.origin === self.location.origin && !isUncachedPath(url.pathname)

const staticAssets = new CacheFirst({
  cacheName: 'static-assets',
  plugins: [
    shareableOnly,
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
})

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Next adds the deployment to asset URLs (`?dpl=`); it is not part of a precached file's identity.
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/^dpl$/, /^utm_/] },
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker boots, so network-first costs a cheap phone nothing.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) =>
        sameSite(url) && request.method === 'GET' && url.pathname.startsWith('/_next/static/'),
      handler: staticAssets,
    },
    {
      matcher: ({ url, request }) =>
        sameSite(url) &&
        (url.pathname === '/_next/image' ||
          request.destination === 'image' ||
          request.destination === 'font'),
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [
          shareableOnly,
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url, request }) => sameSite(url) && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        plugins: [
          shareableOnly,
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // The admin and API addresses opened as pages: straight to the network (with the request navigation
      // preload already started), nothing kept.
      matcher: ({ url, request }) =>
        url.origin === self.location.origin && isUncachedPath(url.pathname) && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
  ],
  // A page request that neither the network nor the pages cache can answer gets the offline page.
  fallbacks: { entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }] },
})

const ASSET_URL = /\b(?:src|href)="(\/_next\/static\/[^"]+)"/g

/** Keeps the offline page's stylesheets and scripts in the static cache, so it renders with no network. */
async function keepOfflinePageAssets(event: ExtendableEvent) {
  try {
    const response = await fetch(OFFLINE_PATH, { cache: 'no-store', credentials: 'omit' })
    if (!response.ok) return
    const html = await response.text()
    const urls = new Set([...html.matchAll(ASSET_URL)].map(([, url]) => url.replaceAll('&amp;', '&')))
    await Promise.all([...urls].map((url) => staticAssets.handle({ event, request: new Request(url) })))
  } catch (error) {
    // The worker works without them; the offline page is then unstyled.
    console.warn('Service worker: the offline page assets were not cached', error)
  }
}

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePageAssets(event)))

serwist.addEventListeners()
