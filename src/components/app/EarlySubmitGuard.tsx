import { LEAD_FORM_PENDING_ATTRIBUTE } from '@/lib/constants'

/**
 * Inlined in the head, it runs before any page script. A page's lead form is server markup until its script
 * arrives (LazyLeadForm fetches it when the form nears the screen). A visitor on a slow connection who sent the
 * form before that had the browser submit it natively: a GET to the page itself, their name and phone number in
 * the address (history, server logs) and nothing stored. This holds such a submission: the form is marked
 * pending and busy, and LeadForm sends it once its script runs. A form whose script already runs is left to it
 * (its handler clears the mark, so nothing is sent twice).
 */
function hold(attribute: string) {
  document.addEventListener(
    'submit',
    function (event) {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.closest('[data-lead-form]')) return
      if (form.getAttribute('data-interactive') === 'true') return
      event.preventDefault()
      form.setAttribute(attribute, '')
      form.setAttribute('aria-busy', 'true')
    },
    true,
  )
}

const source = `(${hold.toString()})(${JSON.stringify(LEAD_FORM_PENDING_ATTRIBUTE)})`

export function EarlySubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
