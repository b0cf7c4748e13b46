import 'server-only'

import type { Payload } from 'payload'

type Row = Record<string, unknown>

/** Plain SQL on whichever database the site runs: `?` placeholders, rows as objects. */
export interface Sql {
  query(text: string, params?: unknown[]): Promise<Row[]>
}

type LibsqlClient = {
  execute(statement: { sql: string; args: unknown[] }): Promise<{ columns: string[]; rows: unknown[][] }>
}
type PgPool = { query(text: string, values?: unknown[]): Promise<{ rows: Row[] }> }

/** Payload's own connection: the libSQL client (SQLite) or the pg pool (PostgreSQL). */
export function sqlOf(payload: Payload): Sql {
  const db = payload.db as unknown as { client?: LibsqlClient; pool?: PgPool }
  const pool = db.pool
  if (pool) {
    return {
      async query(text, params = []) {
        let index = 0
        return (
          await pool.query(
            text.replace(/\?/g, () => `$${++index}`),
            params,
          )
        ).rows
      },
    }
  }
  const client = db.client!
  return {
    async query(text, params = []) {
      const result = await client.execute({ sql: text, args: params })
      return result.rows.map((row) => Object.fromEntries(result.columns.map((name, i) => [name, row[i]])))
    },
  }
}
