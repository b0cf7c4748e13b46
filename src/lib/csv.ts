/** UTF-8 byte order mark: Excel reads a CSV as UTF-8 (Chinese intact) only with it. */
export const UTF8_BOM = '\uFEFF'

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage
 * return first) gets a leading apostrophe, so a visitor's message never becomes a formula in the sales team's
 * Excel (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The rows as a CSV document: BOM, CRLF line ends, a final CRLF. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
