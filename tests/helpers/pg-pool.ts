import type { Payload } from 'payload'

/**
 * Payload's PostgreSQL adapter keeps one pooled client checked out for its whole life (a reconnect
 * watch), so `pool.end()` would wait forever; release it first, then end the pool before the cluster
 * stops, or the dropped connections surface as uncaught errors.
 */
export async function closePool(payload: Payload | undefined) {
  type Client = { release(): void }
  const pool = (
    payload?.db as unknown as {
      pool?: { _clients: Client[]; _idle: { client: Client }[]; end(): Promise<void> }
    }
  )?.pool
  if (!pool) return
  const idle = new Set(pool._idle.map((item) => item.client))
  for (const client of pool._clients) if (!idle.has(client)) client.release()
  await pool.end()
}
