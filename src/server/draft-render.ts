import { cache } from 'react'

/**
 * Whether this server render shows staff a draft (one flag per request, set by the page reader). Pictures of
 * a draft may not be public yet: Next's image optimizer fetches them without the staff session, so a draft
 * render links the files themselves, which the browser fetches with it.
 */
const renderState = cache(() => ({ draft: false }))

export function markDraftRender() {
  renderState().draft = true
}

export function isDraftRender(): boolean {
  return renderState().draft
}
