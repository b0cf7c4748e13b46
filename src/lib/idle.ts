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

interface IdleStep {
  task: () => void
  timeout: number
  fallbackDelay: number
}

// What waits for an idle moment after the load event, in the order it asked: one part per idle period.
const steps: IdleStep[] = []
// Cancels the idle callback requested for `steps[0]`, while one is pending.
let cancelPending: (() => void) | null = null

function scheduleStep() {
  if (cancelPending || !steps.length) return
  const step = steps[0]
  cancelPending = whenIdle(
    () => {
      cancelPending = null
      steps.shift()
      try {
        step.task()
      } finally {
        scheduleStep()
      }
    },
    step.timeout,
    step.fallbackDelay,
  )
}

/**
 * Runs `task` in an idle period after the page's load event (`whenIdle`'s timeout and fallback, counted from
 * its turn). Tasks queued this way run one per idle period, in the order they were queued: parts that all
 * wait for this moment (the float window, the footer's follow buttons, the after-load services) would otherwise
 * mount in one render, one long task on a slow phone.
 */
export function whenIdleAfterLoad(task: () => void, timeout = 2000, fallbackDelay = 200): () => void {
  const step: IdleStep = { task, timeout, fallbackDelay }
  const cancelLoad = afterLoad(() => {
    steps.push(step)
    scheduleStep()
  })
  return () => {
    cancelLoad()
    const index = steps.indexOf(step)
    if (index < 0) return
    steps.splice(index, 1)
    if (index === 0 && cancelPending) {
      cancelPending()
      cancelPending = null
      scheduleStep()
    }
  }
}

/** Resolves in a task of its own, after what is queued now: splits work that would make one long task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0))
}
