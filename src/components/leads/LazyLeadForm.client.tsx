'use client'

import { lazy, Suspense } from 'react'

import { loadWhenOnline } from '@/lib/load-when-online'

import type { StandaloneLeadForm } from './LeadForm.client'

/** Resolves once the visitor is about to use a form: one comes near the screen, or they touch the page. */
function whenWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  // Server markup of a form is on the page only while the first page hydrates; rendered in the browser (a
  // client-side navigation) the form is needed at once.
  const forms = document.querySelectorAll('[data-lead-form]')
  if (!forms.length) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect()
      for (const type of events) window.removeEventListener(type, done, true)
      resolve()
    }
    const events = ['focusin', 'pointerdown', 'keydown'] as const
    for (const type of events) window.addEventListener(type, done, true)
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
            rootMargin: '50% 0px',
          })
        : null
    if (!observer) return done()
    forms.forEach((form) => observer.observe(form))
  })
}

const Form = lazy(() =>
  whenWanted()
    .then(() => loadWhenOnline(() => import('./LeadForm.client')))
    .then((module) => ({ default: module.StandaloneLeadForm })),
)

/**
 * A page's lead form: rendered on the server like any other, but its script (the form library and the
 * validation schema) is fetched only when the visitor is about to use it, so a page with a form at the bottom
 * starts as fast as one without. Until then React keeps the server's markup as it is.
 */
export function LazyLeadForm(props: React.ComponentProps<typeof StandaloneLeadForm>) {
  return (
    <div data-lead-form="">
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  )
}
