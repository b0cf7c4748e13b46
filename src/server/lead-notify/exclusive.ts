import type { Pool } from 'pg'

/** Advisory-lock key of the lead notification queue (any constant unique within the database). */
export const LEAD_QUEUE_LOCK = 7_204_511

/**
 * Runs `task` only if no other app instance on this PostgreSQL database is running it: a session-level
 * advisory lock held on a connection of its own for the duration. When the holder dies, its connection
 * closes and the lock goes with it. Returns false (without running) when another instance holds it.
 */
export async function whileHoldingLock(
  pool: Pool,
  key: number,
  task: () => Promise<unknown>,
): Promise<boolean> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ])
    if (!rows[0]?.locked) return false
    try {
      await task()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
    return true
  } finally {
    client.release()
  }
}
