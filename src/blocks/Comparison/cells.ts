export type CellKind = 'included' | 'excluded' | 'empty' | 'text'

const included = new Set(['✓', '✔', '√'])
const excluded = new Set(['—', '–', '-', '－', '✗', '✕', '×'])

/** What a comparison cell says: included ("✓"), not included ("—"), nothing, or its own text. */
export function cellKind(value: string | null | undefined): CellKind {
  const text = value?.trim() ?? ''
  if (!text) return 'empty'
  if (included.has(text)) return 'included'
  if (excluded.has(text)) return 'excluded'
  return 'text'
}
