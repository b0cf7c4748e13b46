/** Brand colours of globals.css, for SVG attributes. */
export const art = {
  brand50: '#eef4ff',
  brand100: '#dbe6ff',
  brand500: '#2f6bff',
  brand600: '#1d4ed8',
  brand700: '#1a3fb0',
  ink: '#0f1f3d',
  muted: '#4a5876',
  accent: '#ff8a1f',
  surface: '#f5f7fb',
  white: '#ffffff',
} as const

const dots = Array.from({ length: 24 }, (_, index) => [(index % 6) * 26, Math.floor(index / 6) * 26] as const)

/**
 * The canvas of a page's own artwork: 1200 × 400, cropped to the slot's shape (the subject stays inside
 * x 250-950, y 80-320, which every slot shows). Decorative: hidden from screen readers.
 */
export function ArtCanvas({ children }: { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 1200 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="block h-full w-full"
    >
      <rect width="1200" height="400" fill={art.brand50} />
      <circle cx="70" cy="50" r="180" fill={art.brand100} />
      <circle cx="1140" cy="370" r="210" fill={art.brand100} />
      <circle cx="1050" cy="70" r="56" fill={art.white} opacity="0.8" />
      <circle cx="170" cy="330" r="34" fill={art.white} opacity="0.8" />
      {dots.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={70 + x} cy={230 + y} r="4" fill={art.brand500} opacity="0.25" />
      ))}
      {dots.map(([x, y]) => (
        <circle key={`r-${x}-${y}`} cx={990 + x} cy={150 + y} r="4" fill={art.brand500} opacity="0.2" />
      ))}
      <ellipse cx="600" cy="332" rx="300" ry="16" fill={art.brand700} opacity="0.08" />
      {children}
    </svg>
  )
}
