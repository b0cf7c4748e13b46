/** From this many questions on, the desktop shows them in two columns. */
export const TWO_COLUMNS_FROM = 9

/** An answer's paragraphs: one per line, blank lines dropped. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Questions in columns read top to bottom: the first column takes the extra one. */
export function splitColumns<T>(items: T[], columns: number): T[][] {
  const perColumn = Math.ceil(items.length / columns)
  return Array.from({ length: columns }, (_, index) =>
    items.slice(index * perColumn, (index + 1) * perColumn),
  )
}
