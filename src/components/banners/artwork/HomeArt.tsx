import { art, ArtCanvas } from './ArtCanvas'

const codeLines = [
  { x: 478, w: 96, fill: art.accent },
  { x: 478, w: 150, fill: art.white },
  { x: 502, w: 120, fill: '#8fb0ff' },
  { x: 502, w: 84, fill: art.white },
  { x: 478, w: 60, fill: art.accent },
]

/** Home: a screen of code between a friendly robot and a neural network. */
export function HomeArt() {
  return (
    <ArtCanvas>
      {/* robot */}
      <line x1="340" y1="150" x2="340" y2="122" stroke={art.brand700} strokeWidth="6" strokeLinecap="round" />
      <circle cx="340" cy="116" r="10" fill={art.accent} />
      <rect x="274" y="180" width="14" height="34" rx="6" fill={art.brand700} />
      <rect x="392" y="180" width="14" height="34" rx="6" fill={art.brand700} />
      <rect x="285" y="150" width="110" height="95" rx="24" fill={art.brand500} />
      <circle cx="318" cy="190" r="12" fill={art.white} />
      <circle cx="362" cy="190" r="12" fill={art.white} />
      <circle cx="321" cy="192" r="5" fill={art.ink} />
      <circle cx="365" cy="192" r="5" fill={art.ink} />
      <rect x="322" y="218" width="36" height="8" rx="4" fill={art.white} opacity="0.85" />
      <rect x="322" y="245" width="36" height="14" fill={art.brand700} />
      <rect x="296" y="259" width="88" height="66" rx="18" fill={art.brand600} />
      <circle cx="340" cy="292" r="11" fill={art.accent} />

      {/* screen */}
      <rect x="440" y="86" width="320" height="206" rx="18" fill={art.ink} />
      <rect x="456" y="102" width="288" height="170" rx="8" fill={art.brand700} />
      {codeLines.map((line, index) => (
        <rect
          key={index}
          x={line.x}
          y={124 + index * 26}
          width={line.w}
          height="10"
          rx="5"
          fill={line.fill}
          opacity={line.fill === art.white ? 0.8 : 1}
        />
      ))}
      <path
        d="M668 168 l-22 22 22 22 M708 168 l22 22 -22 22 M698 160 l-20 60"
        fill="none"
        stroke={art.white}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M574 292 h52 l12 28 h-76z" fill={art.brand600} />
      <rect x="538" y="316" width="124" height="12" rx="6" fill={art.ink} />

      {/* neural network */}
      <g stroke={art.brand500} strokeWidth="3" opacity="0.55">
        {[140, 200, 260].flatMap((y1) =>
          [170, 230].map((y2) => <line key={`${y1}-${y2}`} x1="820" y1={y1} x2="890" y2={y2} />),
        )}
        <line x1="890" y1="170" x2="935" y2="200" />
        <line x1="890" y1="230" x2="935" y2="200" />
      </g>
      {[
        [820, 140],
        [820, 200],
        [820, 260],
        [890, 170],
        [890, 230],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="12"
          fill={art.white}
          stroke={art.brand600}
          strokeWidth="5"
        />
      ))}
      <circle cx="935" cy="200" r="14" fill={art.accent} />
    </ArtCanvas>
  )
}

/** Home's promotional strip: the things a school gets, in a row. */
export function HomeStripArt() {
  return (
    <ArtCanvas>
      {[300, 450, 600, 750, 900].map((cx, index) => (
        <circle key={cx} cx={cx} cy="200" r="58" fill={index === 2 ? art.brand600 : art.white} />
      ))}
      <path
        d="M282 180 l-20 20 20 20 M318 180 l20 20 -20 20"
        fill="none"
        stroke={art.brand600}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="418" y="172" width="64" height="54" rx="14" fill={art.brand500} />
      <circle cx="437" cy="196" r="7" fill={art.white} />
      <circle cx="463" cy="196" r="7" fill={art.white} />
      <line x1="450" y1="172" x2="450" y2="156" stroke={art.brand500} strokeWidth="5" strokeLinecap="round" />
      <circle cx="450" cy="152" r="6" fill={art.accent} />
      <path d="M574 168 h52 v14 a26 26 0 0 1 -52 0z" fill={art.accent} />
      <rect x="592" y="206" width="16" height="14" fill={art.white} />
      <rect x="580" y="220" width="40" height="10" rx="4" fill={art.white} />
      <path d="M750 168 l40 15 -40 15 -40 -15z" fill={art.ink} />
      <path d="M728 192 v16 q22 12 44 0 v-16 l-22 8z" fill={art.brand600} />
      <circle cx="900" cy="192" r="24" fill={art.accent} />
      <rect x="889" y="218" width="22" height="12" rx="3" fill={art.brand700} />
      <path d="M892 194 l6 6 10 -12" fill="none" stroke={art.white} strokeWidth="5" strokeLinecap="round" />
    </ArtCanvas>
  )
}
