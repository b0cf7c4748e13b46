import 'server-only'

import type { Payload } from 'payload'

import { onShutdown } from '../shutdown'
import { createViewBuffer, type PendingRow, type ViewBuffer } from './buffer'
import { sqlOf } from './sql'
import type { PageView } from './visit'

/**
 * Adds each row's views to its stored count in one statement, creating the rows that are new. The same
 * `insert … on conflict do update` on SQLite and PostgreSQL, so several app instances add up correctly.
 */
export function upsertViews(payload: Payload) {
  const sql = sqlOf(payload)
  return async (rows: PendingRow[]) => {
    const now = new Date().toISOString()
    await sql.query(
      `insert into page_views (day, path, device, referrer_host, views, updated_at) values ${rows
        .map(() => '(?, ?, ?, ?, ?, ?)')
        .join(', ')}
       on conflict (day, path, device, referrer_host)
       do update set views = page_views.views + excluded.views, updated_at = excluded.updated_at`,
      rows.flatMap((row) => [row.day, row.path, row.device, row.referrerHost, row.views, now]),
    )
  }
}

let buffer: ViewBuffer | undefined

/** This process's buffer of views on their way to the database; written at exit too. */
function viewBuffer(payload: Payload): ViewBuffer {
  if (!buffer) {
    const created = createViewBuffer({
      write: upsertViews(payload),
      onError: (error) => payload.logger.error({ err: error, msg: 'page views not written yet, will retry' }),
    })
    onShutdown(() => created.flush())
    buffer = created
  }
  return buffer
}

/** Counts one page view: stored within about a second. False when a flood of distinct rows is being shed. */
export function recordPageView(payload: Payload, view: PageView): boolean {
  return viewBuffer(payload).add(view)
}

/** Writes every view waiting in memory now (tests; the shutdown hook does it at exit). */
export async function flushPageViews(): Promise<void> {
  await buffer?.flush()
}
