import type { PayloadRequest } from 'payload'

import { resetPublicationClock } from './publication-clock'
import { broadcastTags } from './revalidation/broadcast'
import { expireInThisProcess } from './revalidation/local-expiry'

/**
 * Expires the given cache tags at once (the next visit renders fresh content), here and, once the save is
 * committed, on every app instance (src/server/revalidation); each expires them again a few seconds later, for
 * renders that read the old content before the save (local-expiry.ts). Outside a Next.js server (the CLI seed,
 * integration tests) there is no cache here, and the local call is skipped.
 */
export async function expireTags(req: PayloadRequest, tags: Iterable<string>) {
  if (req.context.disableRevalidate) return
  // A save may have scheduled something sooner than the clock knows.
  resetPublicationClock()
  const unique = [...new Set(tags)]
  try {
    await expireInThisProcess(unique)
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidate skipped', tags: unique, error })
  }
  try {
    await broadcastTags(req, unique)
  } catch (error) {
    // The save stands; other instances catch up within the publication clock's fallback.
    req.payload.logger.error({ msg: 'revalidation broadcast failed', tags: unique, err: error })
  }
}
