/** The news pages' own top artwork, shown when no mobile banner is published for the slot. */
export function NewsArtwork() {
  return (
    <svg
      viewBox="0 0 750 420"
      aria-hidden="true"
      className="block h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="news-artwork-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a3fb0" />
          <stop offset="1" stopColor="#2f6bff" />
        </linearGradient>
      </defs>
      <rect width="750" height="420" fill="url(#news-artwork-sky)" />
      <g transform="translate(0 50)">
        <circle cx="640" cy="40" r="120" fill="#ffffff" opacity="0.08" />
        <circle cx="90" cy="300" r="90" fill="#ffffff" opacity="0.06" />
        <g transform="translate(430 70) rotate(-6)">
          <rect width="230" height="170" rx="16" fill="#ffffff" opacity="0.95" />
          <rect x="20" y="22" width="86" height="60" rx="8" fill="#dbe6ff" />
          <rect x="120" y="26" width="90" height="10" rx="5" fill="#1d4ed8" />
          <rect x="120" y="46" width="70" height="8" rx="4" fill="#9db5f5" />
          <rect x="120" y="64" width="80" height="8" rx="4" fill="#9db5f5" />
          <rect x="20" y="102" width="190" height="8" rx="4" fill="#c7d5fb" />
          <rect x="20" y="120" width="160" height="8" rx="4" fill="#c7d5fb" />
          <rect x="20" y="138" width="120" height="8" rx="4" fill="#c7d5fb" />
        </g>
        <g transform="translate(560 200) rotate(8)">
          <rect width="120" height="80" rx="12" fill="#ff8a1f" />
          <rect x="16" y="18" width="70" height="9" rx="4.5" fill="#ffffff" />
          <rect x="16" y="36" width="88" height="7" rx="3.5" fill="#ffe2c4" />
          <rect x="16" y="52" width="60" height="7" rx="3.5" fill="#ffe2c4" />
        </g>
        <g fill="#ffffff">
          <rect x="56" y="92" width="250" height="22" rx="11" opacity="0.9" />
          <rect x="56" y="134" width="320" height="14" rx="7" opacity="0.55" />
          <rect x="56" y="162" width="270" height="14" rx="7" opacity="0.55" />
          <rect x="56" y="212" width="110" height="36" rx="18" opacity="0.25" />
        </g>
      </g>
    </svg>
  )
}
