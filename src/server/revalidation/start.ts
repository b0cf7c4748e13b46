import 'server-only'

import type { Payload } from 'payload'
import type { PoolConfig } from 'pg'

import { payloadSecret } from '../env'
import { invalidatePublicMedia } from '../media-visibility'
import { resetPublicationClock } from '../publication-clock'
import { onShutdown } from '../shutdown'
import { listen } from './listener'
import { createLoopbackExpiry, loopbackOrigin } from './loopback'
import { decodeMessage, REVALIDATE_CHANNEL } from './message'

const STARTED = Symbol.for('site.revalidationListener')

/**
 * Applies every publish of every app instance (this one's too, once it is committed) to this process: the
 * publication clock and the public media set are forgotten at once, the cache tags are expired through the
 * instance's own route. Started once per server process (src/instrumentation.ts); nothing on SQLite (one
 * instance), and nothing is expired blindly after a reconnect: the clock's fallback covers what was missed.
 */
export function startRevalidationListener(payload: Payload) {
  const db = payload.db as unknown as { name: string; poolOptions?: PoolConfig }
  const holder = globalThis as { [STARTED]?: boolean }
  if (db.name !== 'postgres' || !db.poolOptions || holder[STARTED]) return
  holder[STARTED] = true

  const log = (line: string) => payload.logger.info(line)
  const expire = createLoopbackExpiry({ origin: loopbackOrigin(), secret: payloadSecret(), log })
  const forgetDerived = () => {
    resetPublicationClock()
    invalidatePublicMedia()
  }
  const listener = listen({
    connection: db.poolOptions,
    channel: REVALIDATE_CHANNEL,
    log,
    onConnect: forgetDerived,
    onMessage(text) {
      const message = decodeMessage(text)
      if (!message) return log(`revalidation message ignored: ${text.slice(0, 200)}`)
      forgetDerived()
      void expire(message.tags)
    },
  })
  onShutdown(() => listener.close())
}
