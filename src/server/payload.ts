import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this server process. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
