import { art, ArtCanvas } from './ArtCanvas'

/** News: a page of news between a megaphone and conversation bubbles. */
export function NewsArt() {
  return (
    <ArtCanvas>
      {/* megaphone */}
      <path d="M304 186 l72 -44 v128 l-72 -44z" fill={art.accent} />
      <rect x="276" y="180" width="34" height="52" rx="9" fill={art.brand700} />
      <path d="M290 232 l10 42 h20 l-8 -42z" fill={art.brand700} />
      <g fill="none" stroke={art.brand500} strokeWidth="6" strokeLinecap="round">
        <path d="M392 178 q16 28 0 56" />
        <path d="M410 164 q28 42 0 84" />
      </g>

      {/* news page */}
      <rect x="448" y="90" width="320" height="240" rx="18" fill={art.brand700} opacity="0.1" />
      <rect x="440" y="80" width="320" height="240" rx="18" fill={art.white} />
      <path d="M440 126 v-28 a18 18 0 0 1 18 -18 h284 a18 18 0 0 1 18 18 v28z" fill={art.brand600} />
      {[466, 486, 506].map((cx) => (
        <circle key={cx} cx={cx} cy="103" r="6" fill={art.white} opacity="0.85" />
      ))}
      <rect x="462" y="146" width="122" height="92" rx="10" fill={art.brand100} />
      <path d="M470 230 l36 -42 26 28 18 -18 28 32z" fill={art.brand500} />
      <circle cx="560" cy="168" r="10" fill={art.accent} />
      <rect x="602" y="150" width="136" height="12" rx="6" fill={art.ink} opacity="0.85" />
      {[174, 196, 218].map((y, index) => (
        <rect
          key={y}
          x="602"
          y={y}
          width={[122, 136, 88][index]}
          height="9"
          rx="4.5"
          fill={art.muted}
          opacity="0.35"
        />
      ))}
      <rect x="462" y="258" width="276" height="9" rx="4.5" fill={art.muted} opacity="0.3" />
      <rect x="462" y="280" width="196" height="9" rx="4.5" fill={art.muted} opacity="0.3" />

      {/* bubbles */}
      <rect x="800" y="104" width="132" height="70" rx="22" fill={art.brand500} />
      <path d="M828 172 l-8 24 28 -24z" fill={art.brand500} />
      {[836, 866, 896].map((cx) => (
        <circle key={cx} cx={cx} cy="139" r="8" fill={art.white} />
      ))}
      <rect x="820" y="212" width="116" height="62" rx="22" fill={art.white} />
      <path d="M910 272 l10 22 -30 -22z" fill={art.white} />
      <rect x="842" y="232" width="72" height="9" rx="4.5" fill={art.accent} />
      <rect x="842" y="248" width="48" height="9" rx="4.5" fill={art.brand100} />
    </ArtCanvas>
  )
}
