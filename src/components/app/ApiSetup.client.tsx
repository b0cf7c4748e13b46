'use client'

import { Toaster, toast } from 'sonner'

import { rememberLandingCampaign } from '@/lib/landing-campaign'
import { configureRequest } from '@/lib/request'

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

/** Toasts of the whole site, and the request client's global error handling. */
export function ApiSetup() {
  return <Toaster position="top-center" richColors closeButton />
}
