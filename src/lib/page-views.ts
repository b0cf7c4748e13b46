// The page-view beacon's contract, shared by the browser's sender and the server's endpoint.

/** Where the browser sends each page view (navigator.sendBeacon, form-encoded `p` and `r`). */
export const PAGE_VIEW_ENDPOINT = '/api/stats/view'

/** A beacon is a path and a host name: anything longer is not one (413). */
export const PAGE_VIEW_MAX_BODY_BYTES = 2 * 1024

/** Longest page path and referring host name stored. */
export const PAGE_VIEW_PATH_MAX = 300
export const REFERRER_HOST_MAX = 253

/** The host name of the page the visitor came from, when it is another site's; '' otherwise. */
export function externalReferrerHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer)
    return url.host === ownHost ? '' : url.hostname.toLowerCase().slice(0, REFERRER_HOST_MAX)
  } catch {
    return ''
  }
}
