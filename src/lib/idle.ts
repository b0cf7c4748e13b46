/**
 * Work that can wait for the browser: each function returns one that cancels what it scheduled.
 * Used for what the first screen does not need (scroll reveal and image retries, the page view, the carousel's
 * code), so it never competes with the page's first paint and hydration.
 */

/**
 * Runs `task` in the browser's next idle period, at the latest after `timeout` ms. Safari has no
 * `requestIdleCallback`: there it runs after `fallbackDelay` ms.
 */
export function whenIdle(task: () => void, timeout = 2000, fallbackDelay = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, fallbackDelay)
  return () => window.clearTimeout(id)
}

/** Runs `task` once the page's load event has fired (at once if it has). */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task()
    return () => {}
  }
  window.addEventListener('load', task, { once: true })
  return () => window.removeEventListener('load', task)
}

/** Runs `task` in the first idle period after the page's load event (`whenIdle`'s timeout and fallback after it). */
export function whenIdleAfterLoad(task: () => void, timeout = 2000, fallbackDelay = 200): () => void {
  let cancelIdle = () => {}
  const cancelLoad = afterLoad(() => (cancelIdle = whenIdle(task, timeout, fallbackDelay)))
  return () => {
    cancelLoad()
    cancelIdle()
  }
}

/** Resolves in a task of its own, after what is queued now: splits work that would make one long task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0))
}
