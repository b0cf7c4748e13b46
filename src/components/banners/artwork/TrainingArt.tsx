import { art, ArtCanvas } from './ArtCanvas'

/** Teacher training: a lesson board with a rising chart, books with a mortarboard and an idea. */
export function TrainingArt() {
  return (
    <ArtCanvas>
      {/* books and mortarboard */}
      <rect x="266" y="296" width="140" height="26" rx="6" fill={art.brand600} />
      <rect x="278" y="270" width="124" height="26" rx="6" fill={art.accent} />
      <rect x="270" y="244" width="132" height="26" rx="6" fill={art.brand500} />
      <path d="M306 222 v18 q30 14 60 0 v-18 l-30 11z" fill={art.brand700} />
      <path d="M336 182 l74 28 -74 28 -74 -28z" fill={art.ink} />
      <path d="M398 214 v30" stroke={art.accent} strokeWidth="4" strokeLinecap="round" />
      <circle cx="398" cy="248" r="6" fill={art.accent} />

      {/* board */}
      <g stroke={art.brand700} strokeWidth="8" strokeLinecap="round">
        <line x1="526" y1="282" x2="494" y2="330" />
        <line x1="674" y1="282" x2="706" y2="330" />
      </g>
      <rect
        x="440"
        y="80"
        width="320"
        height="204"
        rx="14"
        fill={art.white}
        stroke={art.brand700}
        strokeWidth="8"
      />
      <rect x="470" y="104" width="110" height="12" rx="6" fill={art.ink} opacity="0.8" />
      <rect x="470" y="124" width="70" height="9" rx="4.5" fill={art.muted} opacity="0.35" />
      <rect x="480" y="206" width="30" height="50" rx="4" fill={art.brand500} />
      <rect x="526" y="180" width="30" height="76" rx="4" fill={art.brand600} />
      <rect x="572" y="150" width="30" height="106" rx="4" fill={art.brand700} />
      <line x1="470" y1="258" x2="730" y2="258" stroke={art.muted} strokeWidth="3" opacity="0.4" />
      <polyline
        points="624,232 660,196 690,210 728,140"
        fill="none"
        stroke={art.accent}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M712 140 h16 v16" fill="none" stroke={art.accent} strokeWidth="6" strokeLinecap="round" />

      {/* idea */}
      <g stroke={art.accent} strokeWidth="5" strokeLinecap="round">
        <line x1="880" y1="96" x2="880" y2="112" />
        <line x1="818" y1="122" x2="830" y2="134" />
        <line x1="942" y1="122" x2="930" y2="134" />
      </g>
      <circle cx="880" cy="176" r="46" fill={art.accent} />
      <circle cx="864" cy="160" r="12" fill={art.white} opacity="0.45" />
      <path
        d="M866 196 l8 -22 6 14 6 -14 8 22"
        fill="none"
        stroke={art.white}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="858" y="220" width="44" height="12" rx="4" fill={art.brand700} />
      <rect x="862" y="236" width="36" height="12" rx="4" fill={art.brand700} />
      <rect x="870" y="252" width="20" height="8" rx="4" fill={art.brand700} />
    </ArtCanvas>
  )
}
