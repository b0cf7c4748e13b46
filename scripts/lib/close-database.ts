import type { Payload } from 'payload'

type SqliteAdapter = {
  name?: string
  client?: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>; close: () => void }
}

/**
 * Ends a one-off script's use of a SQLite database: writes the write-ahead log back into the database file,
 * empties it, and closes the connection, so the file alone holds everything the script wrote, as it must when it
 * is copied to another machine. Closing alone is not enough: libSQL leaves the actual close to the garbage
 * collector, which a script's `process.exit` never runs, and SQLite folds the log back only when its last
 * connection really closes. PostgreSQL keeps nothing beside its data: there the process's exit ends the
 * connections, as before (ending Payload and its pool there hung `npm run migrate` after its migrations).
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const { name, client } = payload.db as unknown as SqliteAdapter
  if (name !== 'sqlite' || !client) return
  const { rows } = await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  if (Number(rows[0]?.busy))
    console.warn(
      'database: another process is reading or writing the database; its write-ahead log stays beside the file until that process closes it',
    )
  client.close()
}
