import type { GlobalAfterChangeHook } from 'payload'

import { SITE_SETTINGS_TAG } from '@/server/cache-tags'

/** Every page shows settings (header, footer), so a change revalidates the settings tag. */
export const revalidateSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(SITE_SETTINGS_TAG, 'max')
  } catch (error) {
    // Outside a Next.js server (CLI seed, tests) there is no cache to revalidate.
    req.payload.logger.debug({ msg: 'revalidate skipped', error })
  }
  return doc
}
