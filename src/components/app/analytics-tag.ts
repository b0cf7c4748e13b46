/**
 * The third-party statistics tag, loaded when site-settings has an analytics id (统计 ID), after the page is
 * interactive. Baidu Tongji: its loader with the site's id; it counts the page it loads on by itself, and each
 * later client-side navigation is pushed to its queue. To switch vendor, change these entries; the script's
 * origin must also be allowed by the site's Content-Security-Policy (scripts/lib/csp.mjs, a test checks).
 */
export const analyticsVendor = {
  scriptUrl: 'https://hm.baidu.com/hm.js?{id}',
  queue(win: Window): unknown[][] {
    const holder = win as unknown as { _hmt?: unknown[][] }
    return (holder._hmt ??= [])
  },
  trackPage(win: Window, path: string) {
    this.queue(win).push(['_trackPageview', path])
  },
}

/** Adds the vendor's script once per page load. */
export function loadAnalyticsTag(id: string, doc: Document = document, vendor = analyticsVendor) {
  if (doc.querySelector('script[data-analytics]')) return
  vendor.queue(doc.defaultView ?? window)
  const script = doc.createElement('script')
  script.src = vendor.scriptUrl.replace('{id}', encodeURIComponent(id))
  script.async = true
  script.dataset.analytics = 'true'
  doc.head.appendChild(script)
}
