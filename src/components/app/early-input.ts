import {
  EARLY_FRAGMENT_GLOBAL,
  EARLY_TAP_GLOBAL,
  HYDRATED_ATTRIBUTE,
  LEAD_FORM_PENDING_ATTRIBUTE,
} from '@/lib/constants'

/**
 * Part of the head's inline script (HeadScripts.client.tsx), it runs before any page script: what a visitor
 * does before the scripts that handle it have arrived (a slow connection) is kept, not lost.
 *
 * - A lead form is server markup until its script arrives (LazyLeadForm fetches it when the form nears the
 *   screen). Sent before that, the browser submitted it natively: a GET to the page itself, the visitor's name
 *   and phone number in the address (history, server logs) and nothing stored. Such a submission is held: the
 *   form is marked pending and busy, and LeadForm sends it once its script runs. A form whose script already
 *   runs is left to it (its handler clears the mark, so nothing is sent twice).
 * - A tap on a button that opens, loads or copies something (`data-early-tap`: the phone's menu, 登录, the
 *   news list's 加载更多, an article's 复制链接) before the page has hydrated did nothing. The last such button is remembered and pressed
 *   once the page has hydrated, if what it opens is still closed (declareHydrated).
 * - A link to a part of the page (`#apply`, a topic's side nav) followed before the page has hydrated jumps
 *   there, but the router, starting up, then writes the address it started from over the visitor's: the `#…`
 *   was gone from the address bar, a shared or bookmarked link and the history entry. The address is
 *   remembered and put back once the page has hydrated (declareHydrated).
 */
function keep(
  pendingAttribute: string,
  tapGlobal: string,
  hydratedAttribute: string,
  fragmentGlobal: string,
) {
  document.addEventListener(
    'submit',
    function (event) {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.closest('[data-lead-form]')) return
      if (form.getAttribute('data-interactive') === 'true') return
      event.preventDefault()
      form.setAttribute(pendingAttribute, '')
      form.setAttribute('aria-busy', 'true')
    },
    true,
  )
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute(hydratedAttribute)) return
      const button = event.target instanceof Element ? event.target.closest('button[data-early-tap]') : null
      if (button) (window as unknown as Record<string, unknown>)[tapGlobal] = button
    },
    true,
  )
  window.addEventListener('hashchange', function () {
    if (document.documentElement.hasAttribute(hydratedAttribute)) return
    ;(window as unknown as Record<string, unknown>)[fragmentGlobal] = location.href
  })
}

export function earlyInputSource() {
  return `(${keep.toString()})(${[LEAD_FORM_PENDING_ATTRIBUTE, EARLY_TAP_GLOBAL, HYDRATED_ATTRIBUTE, EARLY_FRAGMENT_GLOBAL].map((value) => JSON.stringify(value)).join(',')})`
}
