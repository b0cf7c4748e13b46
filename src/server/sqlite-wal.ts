import type { Payload } from 'payload'

interface SqlClient {
  execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * Puts the SQLite file in write-ahead-log mode, which the file keeps (once is enough; later calls change
 * nothing). In SQLite's default mode a write waits for every reader of the file to finish, and the site's
 * connections have no busy timeout: a lead sent while a backup (`VACUUM INTO`, deploy/backup.sh) or any other
 * process was reading the file failed at once with "database is locked" and was lost
 * (tests/int/sqlite-readers.int.test.ts). With the log, readers and the writer do not wait for each other. Two
 * processes writing at the same moment still do, and the file must be on a local disk (the log's index is
 * shared memory).
 */
export async function enableWriteAheadLog(payload: Payload) {
  const client = (payload.db as unknown as { drizzle?: { $client?: SqlClient } }).drizzle?.$client
  if (!client) return
  try {
    const { rows } = await client.execute('PRAGMA journal_mode = WAL')
    const mode = rows[0]?.journal_mode
    // An in-memory database has no file and no log.
    if (mode !== 'wal' && mode !== 'memory') payload.logger.warn(`SQLite: journal mode stays ${String(mode)}`)
  } catch (error) {
    // Another process had the file open for writing (a build's workers start together): the first process
    // that gets it switches it, for all of them.
    payload.logger.warn(
      `SQLite: write-ahead log not switched on by this process (${(error as Error).message})`,
    )
  }
}
