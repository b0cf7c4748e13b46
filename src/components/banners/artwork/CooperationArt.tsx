import { art, ArtCanvas } from './ArtCanvas'

const partners = [
  [330, 120],
  [300, 262],
  [420, 320],
  [872, 112],
  [908, 248],
  [790, 322],
] as const

/** Cooperation: two circles that overlap, agreed (the check), with partners connected around them. */
export function CooperationArt() {
  return (
    <ArtCanvas>
      <g stroke={art.brand500} strokeWidth="3" strokeDasharray="8 8" opacity="0.6">
        {partners.map(([x, y]) => (
          <line key={`${x}-${y}`} x1={x} y1={y} x2={x < 600 ? 520 : 680} y2="200" />
        ))}
      </g>
      {partners.map(([x, y], index) => (
        <g key={`${x}-${y}`}>
          <circle
            cx={x}
            cy={y}
            r="24"
            fill={art.white}
            stroke={index % 2 ? art.accent : art.brand600}
            strokeWidth="5"
          />
          <circle cx={x} cy={y - 5} r="6" fill={index % 2 ? art.accent : art.brand600} />
          <path d={`M${x - 11} ${y + 12} a11 9 0 0 1 22 0z`} fill={index % 2 ? art.accent : art.brand600} />
        </g>
      ))}
      <circle cx="540" cy="200" r="108" fill={art.brand500} opacity="0.92" />
      <circle cx="660" cy="200" r="108" fill={art.accent} opacity="0.88" />
      <circle cx="600" cy="200" r="38" fill={art.white} />
      <path
        d="M582 200 l12 12 24 -26"
        fill="none"
        stroke={art.brand700}
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </ArtCanvas>
  )
}
