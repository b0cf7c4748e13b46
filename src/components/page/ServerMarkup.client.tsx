'use client'

import { useRouter } from 'next/navigation'
import { createElement, useCallback, useState, type HTMLAttributes, type ReactNode } from 'react'

/** What each adopted part held when it left the page, by its `memo` key (see below). */
const leftBehind = new Map<string, string>()

/** State that behaviours write into markup (src/lib/behaviours): a part put back starts without it. */
const BEHAVIOUR_STATE = ['data-reveal-state', 'data-img-state', 'data-img-tries']

/** Asks the server for the page once, however many parts found nothing to put back in this task. */
let refreshing = false
function refreshOnce(refresh: () => void) {
  if (refreshing) return
  refreshing = true
  setTimeout(() => {
    refreshing = false
    refresh()
  })
}

function markupOf(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement
  for (const node of copy.querySelectorAll<HTMLElement>('*')) {
    for (const name of BEHAVIOUR_STATE) node.removeAttribute(name)
    node.style.removeProperty('--reveal-delay')
  }
  return copy.innerHTML
}

type Props = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'footer' | 'nav' | 'section' | 'ul'
  /** Unique on the site for what it wraps (a block's id with its route and device). */
  memo: string
  children?: ReactNode
}

/**
 * A static part of a page that the first document's RSC payload need not repeat. The server renders it with its
 * children, and so does every client navigation. In the first document the production front takes the children
 * out of the payload when they are plain elements (scripts/lib/adopted-markup.mjs): this component then renders
 * its element with an empty `dangerouslySetInnerHTML`, and React, hydrating, keeps the server's markup inside it
 * as it is (links in it are the window listener's, src/components/app/LinkNavigation.client.tsx).
 *
 * The router keeps that first payload for going back to the page: mounted again without children, the part puts
 * back the markup it held when it left. With neither (nothing to put back), the page asks the server again.
 */
export function ServerMarkup({ as = 'div', memo, children, ...attributes }: Props) {
  const router = useRouter()
  const [html] = useState(() => (children === undefined ? (leftBehind.get(memo) ?? '') : ''))
  const keep = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      if (!element.firstChild) refreshOnce(() => router.refresh())
      return () => {
        leftBehind.set(memo, markupOf(element))
      }
    },
    [memo, router],
  )
  if (children !== undefined) return createElement(as, { ...attributes, key: 'rendered' }, children)
  return createElement(as, {
    ...attributes,
    key: 'adopted',
    ref: keep,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  })
}
