import type { PageContent } from '@/content/types'

// The hero sits under the fixed header (80 px desktop, 60 px topic); mobile top bars are in the flow.
const heroPadding = {
  desktop: 'pb-24 pt-[calc(var(--spacing-header)+5rem)]',
  topic: 'pb-20 pt-[calc(var(--spacing-topic-header)+4rem)]',
  mobile: 'py-10',
} as const

/**
 * Renders a page's copy: hero with the h1, the intro and the page's banner slot, then its sections on
 * alternating backgrounds (blocks inserted between sections take their turn too).
 */
export function PageView({
  content,
  variant = 'desktop',
  banner,
  sectionExtras = {},
  insertBefore = {},
  children,
}: {
  content: PageContent
  variant?: keyof typeof heroPadding
  /** The page's banner slot, shown in the hero under the intro. */
  banner?: React.ReactNode
  /** Extra content (a form, say) placed at the end of the section with that id. */
  sectionExtras?: Record<string, React.ReactNode>
  /** Blocks (each its own landmark or section) placed before the section with that id. */
  insertBefore?: Record<string, React.ReactNode>
  children?: React.ReactNode
}) {
  const mobile = variant === 'mobile'
  const blocks = content.sections.flatMap((section) =>
    insertBefore[section.id]
      ? [
          { key: `before-${section.id}`, inserted: insertBefore[section.id] },
          { key: section.id, section },
        ]
      : [{ key: section.id, section }],
  )
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
        <div className={`container-content ${heroPadding[variant]}`}>
          <h1 className={mobile ? 'text-2xl font-bold' : 'text-5xl font-bold'}>{content.heading}</h1>
          <p className={`mt-4 max-w-3xl leading-relaxed text-blue-50 ${mobile ? 'text-sm' : 'text-lg'}`}>
            {content.intro}
          </p>
          {banner ? <div className={mobile ? 'mt-6' : 'mt-10'}>{banner}</div> : null}
        </div>
      </section>
      {children}
      {blocks.map(({ key, section, inserted }, index) =>
        section ? (
          <section
            key={key}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={`scroll-mt-20 ${index % 2 ? 'bg-surface' : 'bg-white'}`}
          >
            <div className="container-content py-12 md:py-16">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold md:text-3xl">
                {section.heading}
              </h2>
              {section.body ? (
                <p className="mt-4 max-w-3xl leading-relaxed text-muted">{section.body}</p>
              ) : null}
              {section.items?.length ? (
                <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {section.items.map((item) => (
                    <li
                      key={item.title}
                      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                    >
                      <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                      <p className="mt-2 text-sm leading-relaxed text-muted">{item.text}</p>
                    </li>
                  ))}
                </ul>
              ) : null}
              {sectionExtras[section.id]}
            </div>
          </section>
        ) : (
          <div key={key} className={index % 2 ? 'bg-surface' : 'bg-white'}>
            {inserted}
          </div>
        ),
      )}
    </>
  )
}
