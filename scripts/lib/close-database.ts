import type { Payload } from 'payload'

type Adapter = {
  client?: { execute?: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>; close?: () => void }
  pool?: { end?: () => Promise<void> }
}

/**
 * Ends a one-off script's use of the database: stops Payload's job schedules and closes its connection (the
 * PostgreSQL pool, or the SQLite client). On SQLite the write-ahead log is first written back into the database
 * file and emptied, so the file alone holds everything the script wrote, as it must when it is copied to another
 * machine. (Closing alone is not enough: libSQL leaves the actual close to the garbage collector, which a script's
 * `process.exit` never runs, and SQLite folds the log back only when its last connection really closes.)
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const { client, pool } = payload.db as unknown as Adapter
  await payload.destroy()
  if (pool?.end) {
    await pool.end()
    return
  }
  if (!client?.execute) return
  const { rows } = await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  if (Number(rows[0]?.busy))
    console.warn(
      'database: another process has the database open; its write-ahead log stays beside the file until that process closes it',
    )
  client.close?.()
}
