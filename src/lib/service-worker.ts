/** The service worker's addresses, shared by the worker, its route, its registration and the device redirect. */

/** The worker's script, at the site root so its scope is the whole site (spec §2). */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * The address a page registers: the script with its deployment. A page of a new deployment registers a new
 * address, which makes the browser install that deployment's worker at once; browsers on their own look for a
 * changed worker only now and then (at most once a day after a navigation).
 */
export function serviceWorkerScript(deployment: string | undefined): string {
  return deployment ? `${SERVICE_WORKER_URL}?v=${encodeURIComponent(deployment)}` : SERVICE_WORKER_URL
}

/** The page shown for a page request the network cannot answer and no saved copy exists for. */
export const OFFLINE_PATH = '/offline'

/** Paths the worker never answers: Payload's admin and the whole API (signed, per visitor, or uploads). */
export function isUncachedPath(pathname: string): boolean {
  return /^\/(?:api|admin)(?:\/|$)/.test(pathname)
}
