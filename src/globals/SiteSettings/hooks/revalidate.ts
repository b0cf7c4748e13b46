import type { GlobalAfterChangeHook } from 'payload'

import { SITE_SETTINGS_TAG } from '@/server/cache-tags'
import { expireTags } from '@/server/revalidate'

/** Every page shows settings (header, footer), so a change expires the settings tag on every instance. */
export const revalidateSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, [SITE_SETTINGS_TAG])
  return doc
}
