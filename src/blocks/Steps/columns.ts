/**
 * Steps per row on a wide desktop: all of them up to 5; beyond that 3, 4 or 5, the one whose last row is
 * fullest (the widest on a tie): 6 as 3 + 3, 7 as 4 + 3, 8 as 4 + 4.
 */
export function stepsPerRow(count: number): 2 | 3 | 4 | 5 {
  if (count <= 5) return Math.max(2, count) as 2 | 3 | 4 | 5
  const fullness = (perRow: number) => (count % perRow || perRow) / perRow
  return ([5, 4, 3] as const).reduce((best, perRow) => (fullness(perRow) > fullness(best) ? perRow : best))
}
