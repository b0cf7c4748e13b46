import { art, ArtCanvas } from './ArtCanvas'

const windows = [494, 534, 632, 672].flatMap((x) => [196, 244].map((y) => [x, y] as const))

function Tree({ x }: { x: number }) {
  return (
    <g>
      <rect x={x - 6} y="262" width="12" height="60" rx="4" fill={art.brand700} />
      <circle cx={x} cy="236" r="44" fill={art.brand500} />
      <circle cx={x - 14} cy="222" r="16" fill={art.white} opacity="0.25" />
    </g>
  )
}

/** School: a school building with its flag, wings and trees. */
export function SchoolArt() {
  return (
    <ArtCanvas>
      <rect x="0" y="320" width="1200" height="80" fill={art.brand100} />
      <Tree x={300} />
      <Tree x={900} />

      {/* wings */}
      {[380, 730].map((x) => (
        <g key={x}>
          <rect x={x} y="222" width="90" height="98" fill={art.surface} />
          <rect x={x - 6} y="210" width="102" height="16" rx="5" fill={art.brand500} />
          <rect x={x + 18} y="246" width="22" height="26" rx="3" fill={art.brand100} />
          <rect x={x + 50} y="246" width="22" height="26" rx="3" fill={art.brand100} />
        </g>
      ))}

      {/* main building */}
      <rect x="470" y="170" width="260" height="150" fill={art.white} />
      <path d="M448 178 L600 94 L752 178z" fill={art.brand600} />
      <circle cx="600" cy="146" r="19" fill={art.white} />
      <path d="M600 134 v12 h9" fill="none" stroke={art.ink} strokeWidth="4" strokeLinecap="round" />
      <line x1="600" y1="94" x2="600" y2="48" stroke={art.ink} strokeWidth="4" strokeLinecap="round" />
      <path d="M600 50 h44 l-11 12 11 12 h-44z" fill={art.accent} />
      {windows.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="34" height="30" rx="4" fill={art.brand100} />
      ))}
      <path d="M574 320 v-54 a26 26 0 0 1 52 0 v54z" fill={art.brand700} />
      <path d="M574 320 h52 l34 80 h-120z" fill={art.white} opacity="0.7" />
    </ArtCanvas>
  )
}
