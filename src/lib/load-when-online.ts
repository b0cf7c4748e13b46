import { isChunkLoadError } from './chunk-reload'

/** Resolves at the browser's next `online` event. */
function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

/**
 * Loads a part of the page that arrives after the page itself (a dynamic import): if its code cannot be
 * fetched because the browser is offline, it waits for the connection to come back and loads it then, instead
 * of failing (the part's server markup, if it has any, stays as it is meanwhile). Any other failure, or one while
 * the browser believes it is online, is the caller's to handle as before.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (typeof window === 'undefined' || navigator.onLine || !isChunkLoadError(error)) throw error
      await nextOnline()
    }
  }
}
