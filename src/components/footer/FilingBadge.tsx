/** A small original emblem shown beside the public-security filing number (not the official artwork). */
export function FilingBadge({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <path
        d="M10 1.5l7 2.6v5.1c0 4.3-2.9 7.9-7 9.3-4.1-1.4-7-5-7-9.3V4.1z"
        fill="#1d4ed8"
        stroke="#f5c451"
        strokeWidth="1.2"
      />
      <path d="M10 5.2l1.2 2.5 2.7.4-2 1.9.5 2.7L10 11.4l-2.4 1.3.5-2.7-2-1.9 2.7-.4z" fill="#f5c451" />
      <path d="M6.5 14.6h7" stroke="#f5c451" strokeWidth="1" strokeLinecap="round" />
    </svg>
  )
}
