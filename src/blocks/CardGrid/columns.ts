import type { CardGridBlock } from '@/payload-types'

/**
 * Columns for `count` cards on desktop: the editor's choice, or (auto) the widest grid of 2-4 columns that
 * leaves no card alone on its last row.
 */
export function gridColumns(count: number, choice: CardGridBlock['columns']): 2 | 3 | 4 {
  if (choice !== 'auto') return Number(choice) as 2 | 3 | 4
  if (count <= 2) return 2
  if (count % 4 === 0) return 4
  if (count % 3 === 0) return 3
  if (count > 4 && count % 4 !== 1) return 4
  return count % 3 !== 1 ? 3 : 2
}
