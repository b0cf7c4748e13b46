import Link from 'next/link'

import { mobileCompetitionGroup, mobileNav } from '@/content/nav'
import type { ContentSection, PageContent } from '@/content/types'
import { MOBILE_PREFIX } from '@/lib/constants'
import type { SiteSettings } from '@/server/settings'

import { CallBar } from './CallBar'
import { HomeStickyBar } from './HomeStickyBar.client'
import { PhoneIcon } from './icons'
import { MobileBar } from './MobileBar'

/** Sections of this site worth a tile on the home: the drawer's internal entries and the competition pages. */
const quickLinks = [
  ...mobileNav.flatMap((entry) => ('href' in entry && entry.href !== MOBILE_PREFIX ? [entry] : [])),
  ...mobileCompetitionGroup.entries,
]

function SectionHeading({ section }: { section: ContentSection }) {
  return (
    <h2 id={`${section.id}-heading`} className="text-xl font-bold text-ink">
      {section.heading}
    </h2>
  )
}

/**
 * The mobile home: hero with its own top bar and the banner slot, the page's sections, the latest news, quick
 * links and the call bar.
 */
export function MobileHome({
  content,
  settings,
  banner,
  latestNews,
}: {
  content: PageContent
  settings: SiteSettings
  /** The home's banner slot, under the hero's buttons. */
  banner?: React.ReactNode
  /** The latest news section, before the quick links. */
  latestNews?: React.ReactNode
}) {
  const [products, stages, ...rest] = content.sections
  return (
    <>
      <HomeStickyBar>
        <MobileBar brandName={settings.brandName} />
      </HomeStickyBar>

      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-5 pb-10 text-white">
        <div className="flex h-(--mobile-top-bar) items-center justify-between [&_a:focus-visible]:outline-white">
          <MobileBar brandName={settings.brandName} tone="light" />
        </div>
        <h1 className="mt-6 text-[1.625rem] leading-snug font-bold">{content.heading}</h1>
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-blue-50">{content.intro}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={`tel:${settings.phone}`}
            className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-brand-700 focus-visible:outline-white"
          >
            <PhoneIcon />
            电话咨询
          </a>
          <Link
            href="/mobile/cooperation"
            className="inline-flex h-11 items-center rounded-full border border-white/80 px-5 font-semibold text-white focus-visible:outline-white"
          >
            合作申请
          </Link>
        </div>
        {banner ? <div className="mt-6">{banner}</div> : null}
      </section>

      {products ? (
        <section aria-labelledby={`${products.id}-heading`} className="px-5 py-8">
          <SectionHeading section={products} />
          <ul className="mt-5 grid grid-cols-2 gap-3">
            {products.items?.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="font-semibold text-brand-700">{item.title}</h3>
                <p className="mt-2 text-[0.8125rem] leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {stages ? (
        <section aria-labelledby={`${stages.id}-heading`} className="bg-surface px-5 py-8">
          <SectionHeading section={stages} />
          <ol className="mt-5 space-y-4">
            {stages.items?.map((item, index) => (
              <li key={item.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {latestNews}

      <section aria-labelledby="quick-links-heading" className="bg-surface px-5 py-8">
        <h2 id="quick-links-heading" className="text-xl font-bold text-ink">
          了解更多
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3">
          {quickLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex h-full min-h-12 items-center rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {rest.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-heading`} className="px-5 py-8">
          <SectionHeading section={section} />
          {section.body ? <p className="mt-3 text-sm leading-relaxed text-muted">{section.body}</p> : null}
        </section>
      ))}

      <CallBar phone={settings.phone} />
    </>
  )
}
