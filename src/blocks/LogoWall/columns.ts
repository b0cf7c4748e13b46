/** Names per row on a wide desktop: 4 to 6, the one whose last row is fullest (the widest on a tie). */
export function logosPerRow(count: number): 4 | 5 | 6 {
  if (count <= 4) return 4
  const fullness = (perRow: number) => (count % perRow || perRow) / perRow
  return ([6, 5, 4] as const).reduce((best, perRow) => (fullness(perRow) > fullness(best) ? perRow : best))
}

/** The first character of a name, as the word mark shows it (a whole character, also outside the BMP). */
export function monogram(name: string): string {
  return Array.from(name.trim())[0] ?? ''
}
