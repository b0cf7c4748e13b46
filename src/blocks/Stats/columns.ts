/** Figures per row on desktop: all of them up to 4, else 3 or 4, whichever leaves no figure alone on its last row. */
export function statsPerRow(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2
  if (count <= 4) return count as 3 | 4
  return count % 3 === 0 || count % 4 === 1 ? 3 : 4
}
