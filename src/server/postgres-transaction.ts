// No 'server-only' here: Payload's CLI (generate:importmap, migrations) loads the config, and with it this module.
import type { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

type Query = ReturnType<typeof sql>

/** What the site uses of Payload's PostgreSQL adapter beside its own API. */
export interface PostgresAdapter {
  name: string
  pool: { query(text: string, values: unknown[]): Promise<unknown> }
  /** Open transactions by id, each with its Drizzle handle. */
  sessions: Record<string, { db: { execute(query: Query): Promise<unknown> } } | undefined>
}

/** Payload's adapter when the site runs on PostgreSQL, else null (SQLite). */
export function postgresAdapter(req: PayloadRequest): PostgresAdapter | null {
  const db = req.payload.db as unknown as PostgresAdapter
  return db.name === 'postgres' ? db : null
}

/** The Drizzle handle of the request's open transaction on PostgreSQL; null on SQLite or outside one. */
export async function postgresTransaction(req: PayloadRequest) {
  const db = postgresAdapter(req)
  const id = req.transactionID ? await req.transactionID : undefined
  return db && id !== undefined ? (db.sessions[String(id)]?.db ?? null) : null
}
