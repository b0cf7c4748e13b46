import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { withDefaults } from '@/globals/SiteSettings/with-defaults'

import { SITE_SETTINGS_TAG } from './cache-tags'
import { getPayloadClient } from './payload'

export { type SiteSettings, withDefaults } from '@/globals/SiteSettings/with-defaults'

const readSettings = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return withDefaults(stored as unknown as Record<string, unknown>)
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG], revalidate: 3600 },
)

/** Site settings for this render: cached across requests, revalidated by tag when staff save them. */
export const getSiteSettings = cache(readSettings)
