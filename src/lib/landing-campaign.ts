import { campaignFromSearch, type Campaign } from './lead-status'

const KEY = 'site.landingCampaign'

/** The utm_* parameters of the URL this document was loaded from (not of later client-side routes). */
function documentCampaign(): Campaign | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  try {
    return campaignFromSearch(new URL(entry?.name || window.location.href).search)
  } catch {
    return undefined
  }
}

/** Keeps the campaign of the visit's landing page for this tab's session (first touch wins). */
export function rememberLandingCampaign() {
  try {
    if (sessionStorage.getItem(KEY)) return
    const campaign = documentCampaign()
    if (campaign) sessionStorage.setItem(KEY, JSON.stringify(campaign))
  } catch {
    // Storage can be off (private mode, quota): the campaign is a nicety, never a failure.
  }
}

/** The campaign a lead is sent with: the landing page's, or this document's own. */
export function landingCampaign(): Campaign | undefined {
  try {
    const stored = sessionStorage.getItem(KEY)
    if (stored) return JSON.parse(stored) as Campaign
  } catch {
    // fall through
  }
  return documentCampaign()
}
