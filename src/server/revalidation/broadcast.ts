// No 'server-only' here: Payload's CLI (generate:importmap, migrations) loads the config, and with it this module.
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgresAdapter, postgresTransaction } from '../postgres-transaction'
import { encodeMessages, REVALIDATE_CHANNEL } from './message'

/**
 * Tells every app instance, this one included, to expire `tags`, as a PostgreSQL notification. Sent inside the
 * save's transaction when there is one, so it is delivered once the save is committed (never when it is rolled
 * back), after which no instance can cache the old content again. SQLite runs one instance: nothing to tell.
 */
export async function broadcastTags(req: PayloadRequest, tags: Iterable<string>) {
  const db = postgresAdapter(req)
  if (!db) return
  const transaction = await postgresTransaction(req)
  for (const message of encodeMessages(tags)) {
    if (transaction) await transaction.execute(sql`select pg_notify(${REVALIDATE_CHANNEL}, ${message})`)
    else await db.pool.query('select pg_notify($1, $2)', [REVALIDATE_CHANNEL, message])
  }
}
