import { Link } from '@/components/ui/Link'

import { hrefForDevice } from '@/lib/device-links'

export interface ActionLink {
  label: string
  href: string
  id?: string | null
}

const styles = {
  /** On the brand background: a white main button and an outlined second one. */
  dark: ['bg-white text-brand-700 hover:bg-brand-50', 'border border-white/80 text-white hover:bg-white/10'],
  /** On white or tint: a brand main button and an outlined second one. */
  light: [
    'bg-brand-600 text-white hover:bg-brand-700',
    'border border-brand-600 text-brand-700 hover:bg-brand-50',
  ],
} as const

/**
 * A link of the CMS: next/link inside the site (to the /mobile twin on the phone site), a plain anchor on the
 * page, a new window outside it.
 */
export function CmsLink({
  href: stored,
  device = 'desktop',
  className,
  children,
}: {
  href: string
  device?: 'desktop' | 'mobile'
  className?: string
  children: React.ReactNode
}) {
  const href = hrefForDevice(stored, device)
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">（在新窗口打开）</span>
    </a>
  )
}

/** The buttons of a hero or a call-to-action band; the first is the main one. */
export function ActionLinks({
  actions,
  tone,
  device = 'desktop',
  className = '',
}: {
  actions: ActionLink[] | null | undefined
  tone: 'dark' | 'light'
  device?: 'desktop' | 'mobile'
  className?: string
}) {
  if (!actions?.length) return null
  const sizing = device === 'desktop' ? 'h-12 px-7 text-base' : 'h-11 px-5 text-[0.9375rem]'
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action, index) => (
        <CmsLink
          key={action.id ?? action.href}
          href={action.href}
          device={device}
          className={`inline-flex items-center justify-center rounded-full font-semibold transition-colors ${sizing} ${styles[tone][index === 0 ? 0 : 1]} ${tone === 'dark' ? 'focus-visible:outline-white' : ''}`}
        >
          {action.label}
        </CmsLink>
      ))}
    </div>
  )
}
