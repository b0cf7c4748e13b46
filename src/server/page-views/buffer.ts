import type { PageView } from './visit'

export interface PendingRow extends PageView {
  views: number
}

export interface BufferOptions {
  /** Adds the rows' views to the database; throws when nothing of `rows` was written. */
  write: (rows: PendingRow[]) => Promise<void>
  /** How long a view may wait in memory before it is written. */
  flushMs?: number
  /** Distinct rows waiting that start a write at once. */
  flushAtRows?: number
  /** Distinct rows held at most: a flood of made-up rows stops here (rows already held still count). */
  maxRows?: number
  /** Rows per statement. */
  chunk?: number
  onError?: (error: unknown) => void
}

/**
 * Views wait in memory for a moment and are written as one added count per row (day, page, device,
 * referring site), so a burst of views costs a few statements a second instead of one write each, which
 * SQLite's single writer could not keep up with. A failed write keeps its rows for the next one.
 */
export function createViewBuffer({
  write,
  flushMs = 1000,
  flushAtRows = 1000,
  maxRows = 20_000,
  chunk = 100,
  onError = () => {},
}: BufferOptions) {
  let pending = new Map<string, PendingRow>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> = Promise.resolve()
  let queued = false
  let dropped = 0

  const keyOf = (view: PageView) => JSON.stringify([view.day, view.path, view.device, view.referrerHost])

  function merge(row: PendingRow) {
    const key = keyOf(row)
    const held = pending.get(key)
    if (held) held.views += row.views
    else pending.set(key, { ...row })
  }

  function schedule(delay: number) {
    if (timer) return
    timer = setTimeout(() => {
      timer = null
      void flush()
    }, delay)
    timer.unref?.()
  }

  async function writeOut() {
    if (!pending.size) return
    const rows = [...pending.values()]
    pending = new Map()
    for (let start = 0; start < rows.length; start += chunk) {
      try {
        await write(rows.slice(start, start + chunk))
      } catch (error) {
        // This chunk and the rest wait for the next write, added to whatever came in meanwhile.
        for (const row of rows.slice(start)) merge(row)
        onError(error)
        schedule(flushMs)
        return
      }
    }
  }

  /** Writes what is waiting (after any write under way); resolves when it is stored or kept for a retry. */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    if (!queued) {
      queued = true
      running = running.then(() => {
        queued = false
        return writeOut()
      })
    }
    return running
  }

  return {
    /** Counts one view; false when it was dropped because too many distinct rows are waiting. */
    add(view: PageView): boolean {
      const key = keyOf(view)
      const held = pending.get(key)
      if (held) held.views += 1
      else if (pending.size >= maxRows) {
        dropped += 1
        return false
      } else pending.set(key, { ...view, views: 1 })
      if (pending.size >= flushAtRows) void flush()
      else schedule(flushMs)
      return true
    },
    flush,
    /** Views waiting in memory, and views dropped since the start. */
    stats: () => ({
      rows: pending.size,
      views: [...pending.values()].reduce((sum, row) => sum + row.views, 0),
      dropped,
    }),
  }
}

export type ViewBuffer = ReturnType<typeof createViewBuffer>
