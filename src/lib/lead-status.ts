/** Where a lead stands in the sales team's follow-up, in the order a lead moves through it. */
export const leadStatuses = [
  { value: 'new', label: '新线索' },
  { value: 'contacted', label: '已联系' },
  { value: 'interested', label: '有意向' },
  { value: 'won', label: '已成交' },
  { value: 'invalid', label: '无效' },
] as const

export type LeadStatus = (typeof leadStatuses)[number]['value']

export const leadStatusLabel = (value: unknown): string =>
  leadStatuses.find((status) => status.value === value)?.label ?? String(value ?? '')

/** The device a lead was sent from: the /mobile pages or the desktop ones. */
export const leadDevices = [
  { value: 'desktop', label: '电脑' },
  { value: 'mobile', label: '手机' },
] as const

/** The landing page's campaign parameters kept with a lead (utm_source → source, …). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type Campaign = Partial<Record<UtmKey, string>>
export const UTM_VALUE_MAX = 100

/** Campaign parameters of a URL's query (`utm_source=…`), trimmed and bounded; undefined when there are none. */
export function campaignFromSearch(search: string | URLSearchParams): Campaign | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const campaign: Campaign = {}
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim()
    if (value) campaign[key] = Array.from(value).slice(0, UTM_VALUE_MAX).join('')
  }
  return Object.keys(campaign).length ? campaign : undefined
}

/** Same phone within this window: the later lead is linked to the first and not notified again. */
export const LEAD_DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000
