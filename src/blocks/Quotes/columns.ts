/** Columns of quotes on a wide desktop: one wide quote, two side by side, or three (four as two rows of two). */
export function quoteColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1
  return count === 2 || count === 4 ? 2 : 3
}
