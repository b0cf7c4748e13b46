'use client'

import dynamic from 'next/dynamic'

// Toasts and the request client's global handlers load after the page is interactive: no page needs
// them for its first paint, so they stay out of the first-load JavaScript.
const ApiSetup = dynamic(() => import('./ApiSetup.client').then((m) => m.ApiSetup), { ssr: false })

export function ClientServices() {
  return <ApiSetup />
}
