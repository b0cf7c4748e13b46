/**
 * Calls `found` for each element matching `selector` in the page now (once the document is parsed) and for
 * each one added later, such as the next route's content after a client navigation.
 */
export function eachElement<E extends Element>(selector: string, found: (element: E) => void) {
  const visit = (root: ParentNode) => root.querySelectorAll<E>(selector).forEach(found)
  const start = () => {
    visit(document)
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          if (node.matches(selector)) found(node as E)
          visit(node)
        }
    }).observe(document.body, { childList: true, subtree: true })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
  else start()
}

/** Behaviours are an embellishment: a failure is logged, never raised into the page (spec §8). */
export function logged<A extends unknown[]>(name: string, run: (...args: A) => void) {
  return (...args: A) => {
    try {
      run(...args)
    } catch (error) {
      console.error(`[${name}]`, error)
    }
  }
}
