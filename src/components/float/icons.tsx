/** Line icons of the float window and footer (original drawings, 24×24, stroke in currentColor). */

type IconProps = { className?: string }

const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: 'false' as const,
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M6.6 3.5h2.6l1.4 4-2 1.4a11 11 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </svg>
  )
}

export function ServiceIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M4.5 13v-1.5a7.5 7.5 0 0 1 15 0V13" />
      <rect x="3.5" y="12.5" width="3.5" height="5.5" rx="1.2" />
      <rect x="17" y="12.5" width="3.5" height="5.5" rx="1.2" />
      <path d="M18.8 18v.5a2.5 2.5 0 0 1-2.5 2.5H13" />
    </svg>
  )
}

/** Two speech bubbles: the WeChat official account (not the WeChat logo). */
export function ChatBubblesIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M9.5 4C5.4 4 2.5 6.6 2.5 9.7c0 1.8 1 3.3 2.5 4.4L4.5 16.5l2.8-1.4c.7.2 1.4.3 2.2.3" />
      <path d="M15 9.5c3.6 0 6.5 2.3 6.5 5.2 0 1.5-.8 2.8-2 3.7l.4 2.1-2.4-1.2c-.8.2-1.6.4-2.5.4-3.6 0-6.5-2.3-6.5-5 0-2.9 2.9-5.2 6.5-5.2z" />
      <circle cx="7" cy="9" r=".6" fill="currentColor" />
      <circle cx="11.5" cy="8" r=".6" fill="currentColor" />
    </svg>
  )
}

/** An eye-like mark for the microblog account (not the Weibo logo). */
export function MicroblogIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M10 7.5c-3.8 1.3-7 4.6-6.2 7.5.9 3 5.4 4.3 9.6 3.2 4.2-1.1 6.2-3.9 5.2-5.9-.6-1.2-2-1.5-3-1.3.5-1.3.4-2.6-.8-3.1-1.2-.6-3 .2-4.8 1" />
      <ellipse cx="10.5" cy="14.5" rx="3" ry="2.2" />
      <path d="M16.5 3.5a4.5 4.5 0 0 1 4 4.5M16 6.2a1.9 1.9 0 0 1 1.8 1.8" />
    </svg>
  )
}

export function ArrowUpIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M12 19V6M6 11l6-6 6 6M5 3.5h14" />
    </svg>
  )
}
