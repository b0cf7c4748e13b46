'use client'

import { useEffect } from 'react'

import { setUpServiceWorker } from '@/lib/behaviours/service-worker'

import { rememberLandingCampaign } from '@/lib/landing-campaign'
import { configureRequest } from '@/lib/request'
import { toast } from '@/lib/toast'

import { ToastHost } from './ToastHost.client'

// The landing page's utm_* parameters, kept for a lead sent later in the visit.
rememberLandingCampaign()

// Wired once at module load so the very first request already has the app's handlers.
configureRequest({
  onSystemError: () => toast.error('System Error'),
  // Codes 1 (refused) and 110 (locked) reach the caller, which shows their msg; 403 is handled here.
  onBodyCode: (code, body) => {
    if (code === 403) toast.error((body as { msg?: string })?.msg || '没有权限执行此操作')
  },
})

/**
 * Toasts of the whole site, the request client's global error handling and the service worker's registration
 * (all after the page is interactive: this part is loaded lazily).
 */
export function ApiSetup({ serviceWorker }: { serviceWorker: boolean }) {
  useEffect(() => setUpServiceWorker(serviceWorker), [serviceWorker])
  return <ToastHost />
}
