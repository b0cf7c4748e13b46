import Link from 'next/link'

import type { ContentSection } from '@/content/types'

/** A page section shown as a closing card with the way to the cooperation page. */
export function NewsCallout({ section }: { section: ContentSection }) {
  return (
    <section aria-labelledby={`${section.id}-heading`} className="px-4 pb-10">
      <div className="rounded-2xl bg-brand-50 px-5 py-6">
        <h2 id={`${section.id}-heading`} className="text-lg font-bold text-ink">
          {section.heading}
        </h2>
        {section.body ? <p className="mt-2 text-sm leading-relaxed text-muted">{section.body}</p> : null}
        <Link
          href="/mobile/cooperation"
          className="mt-4 inline-flex h-10 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white"
        >
          联系合作
        </Link>
      </div>
    </section>
  )
}
