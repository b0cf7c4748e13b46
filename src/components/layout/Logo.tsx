import { Link } from '@/components/ui/Link'

/** The brand mark (original SVG) with the brand name from site-settings; the name takes the current text colour. */
export function Logo({
  brandName,
  href = '/',
  inverted = false,
}: {
  brandName: string
  href?: string
  /** White name for dark backgrounds; otherwise the name inherits the surrounding colour. */
  inverted?: boolean
}) {
  return (
    <Link
      href={href}
      className={`flex items-center gap-2 ${inverted ? 'text-white' : ''}`}
      aria-label={`${brandName} 首页`}
    >
      <LogoMark />
      <span className="text-lg font-bold tracking-wide">{brandName}</span>
    </Link>
  )
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M12 10l-6 6 6 6"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M20 10l6 6-6 6"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="2.5" fill="#ff8a1f" />
    </svg>
  )
}
