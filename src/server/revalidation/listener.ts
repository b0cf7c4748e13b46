import 'server-only'

import pg from 'pg'

import { reconnectDelay } from './backoff'

export interface ListenerOptions {
  /** Connection settings of the database (Payload's pool options). */
  connection: pg.ClientConfig
  channel: string
  onMessage(payload: string): void
  /** Connected (again): whatever was sent while not listening was missed. */
  onConnect(): void
  log(line: string): void
  /** Milliseconds before reconnect attempt `attempt` (tests shorten them). */
  delay?: (attempt: number) => number
  /** How often the idle connection is checked; a dead one is noticed within this plus QUERY_TIMEOUT_MS. */
  heartbeatMs?: number
}

export interface Listener {
  close(): Promise<void>
}

const QUERY_TIMEOUT_MS = 10_000

/**
 * LISTENs on `channel` on a connection of its own (a pooled one goes back to the pool and stops hearing) and
 * keeps listening: after a drop it reconnects with backoff. Nothing it meets is thrown: errors end up as one
 * log line per connect and per disconnect.
 */
export function listen(options: ListenerOptions): Listener {
  const { connection, channel, onMessage, onConnect, log } = options
  const { delay = reconnectDelay, heartbeatMs = 30_000 } = options
  let client: pg.Client | null = null
  let closed = false
  let attempt = 0
  let failureLogged = false
  let timer: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined

  const discard = (candidate: pg.Client) => {
    candidate.removeAllListeners('notification')
    candidate.end().catch(() => undefined)
  }

  const retry = () => {
    if (closed) return
    timer = setTimeout(connect, delay(attempt++))
    timer.unref()
  }

  /** The live connection failed or ended: let it go and start again. */
  const drop = (candidate: pg.Client, reason: string) => {
    if (candidate !== client) return
    client = null
    clearInterval(heartbeat)
    discard(candidate)
    if (closed) return
    log(`revalidation listener disconnected (${reason}), reconnecting`)
    retry()
  }

  async function connect() {
    if (closed) return
    const candidate = new pg.Client({
      ...connection,
      application_name: 'site-revalidation-listener',
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    // Without a listener an 'error' event would crash the process.
    candidate.on('error', (error) => drop(candidate, error.message))
    candidate.on('end', () => drop(candidate, 'connection ended'))
    candidate.on('notification', ({ channel: heard, payload }) => {
      if (heard !== channel || payload === undefined) return
      try {
        onMessage(payload)
      } catch (error) {
        log(`revalidation message not handled: ${(error as Error).message}`)
      }
    })
    try {
      await candidate.connect()
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      discard(candidate)
      if (!failureLogged) log(`revalidation listener cannot connect (${(error as Error).message}), retrying`)
      failureLogged = true
      return retry()
    }
    if (closed) return discard(candidate)
    client = candidate
    attempt = 0
    failureLogged = false
    log(`revalidation listener connected (channel ${channel})`)
    heartbeat = setInterval(() => {
      candidate.query('select 1').catch((error: Error) => drop(candidate, error.message))
    }, heartbeatMs)
    heartbeat.unref()
    try {
      onConnect()
    } catch (error) {
      log(`revalidation listener: ${(error as Error).message}`)
    }
  }

  void connect()
  return {
    async close() {
      closed = true
      clearTimeout(timer)
      clearInterval(heartbeat)
      const current = client
      client = null
      if (current) {
        current.removeAllListeners('notification')
        await Promise.race([current.end().catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])
      }
    },
  }
}
