'use client'

import dynamic from 'next/dynamic'

// Toasts, the request client's global handlers and page-view statistics load after the page is
// interactive: no page needs them for its first paint, so they stay out of the first-load JavaScript.
const ApiSetup = dynamic(() => import('./ApiSetup.client').then((m) => m.ApiSetup), { ssr: false })
const PageViews = dynamic(() => import('./PageViews.client').then((m) => m.PageViews), { ssr: false })

export function ClientServices({ pageViews }: { pageViews: { count: boolean; analyticsId: string } }) {
  return (
    <>
      <ApiSetup />
      {pageViews.count || pageViews.analyticsId ? <PageViews {...pageViews} /> : null}
    </>
  )
}
