/**
 * When cached news and banners must be read again because of the clock rather than an edit: a scheduled
 * article going public, a banner's active window opening or closing. Saving expires cache tags at once; a
 * time is nobody's save, so every cached read carries the clock's window: its key changes at the next such
 * moment (no entry from before it is read after it), and its lifetime ends there (static pages regenerate).
 */

export interface PublicationWindow {
  /** Part of every news and banner cache key: the next moment content changes by the clock, or `none`. */
  key: string
  /** Seconds cached reads may live: the fallback, or fewer when the next moment is sooner. */
  revalidate: number
}

export interface PublicationClock {
  current(): Promise<PublicationWindow>
  /** Forget what the clock knows (content was saved: the next moment may have moved). */
  reset(): void
}

interface Known {
  /** Milliseconds since the epoch of the next moment, or null when nothing is scheduled. */
  next: number | null
  checkedAt: number
}

/**
 * A clock that asks `findNext` for the next moment at most every `maxAgeSeconds` (other app instances'
 * edits are seen that late at worst), and again as soon as that moment has passed.
 */
export function createPublicationClock(
  findNext: (now: Date) => Promise<number | null>,
  maxAgeSeconds: number,
  now: () => number = Date.now,
): PublicationClock {
  let known: Known | null = null
  let asking: Promise<Known> | null = null

  const isOutdated = (state: Known, at: number) =>
    at - state.checkedAt >= maxAgeSeconds * 1000 || (state.next !== null && at >= state.next)

  return {
    async current() {
      let at = now()
      if (!known || isOutdated(known, at)) {
        asking ??= findNext(new Date(at))
          .then((next) => ({ next, checkedAt: at }))
          .finally(() => (asking = null))
        known = await asking
        at = now()
      }
      const { next } = known
      if (next === null) return { key: 'none', revalidate: maxAgeSeconds }
      const seconds = Math.ceil((next - at) / 1000)
      return { key: String(next), revalidate: Math.min(maxAgeSeconds, Math.max(1, seconds)) }
    },
    reset() {
      known = null
    },
  }
}

// One clock per server process, kept on globalThis: route bundles may each load their own copy of a module.
const clockKey = Symbol.for('site.publicationClock')
const holder = globalThis as { [clockKey]?: PublicationClock }

export function sharedPublicationClock(create: () => PublicationClock): PublicationClock {
  return (holder[clockKey] ??= create())
}

/** After a save: the shared clock (if this process has one) asks the database again on its next read. */
export function resetPublicationClock() {
  holder[clockKey]?.reset()
}
