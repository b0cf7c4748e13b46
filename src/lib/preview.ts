/** Where staff preview a draft page: the preview route checks the session, turns on draft mode and goes there. */
export const PREVIEW_ROUTE = '/api/preview'
export const EXIT_PREVIEW_ROUTE = '/api/preview/exit'

export function previewPathFor(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null
  return `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`
}
