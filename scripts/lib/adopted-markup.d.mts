/** The client component's export name that marks a part whose children the first document's payload can leave out. */
export declare const ADOPTING_EXPORT: string
/** Client components that render one element from their props: in an adopted part they count as that element. */
export declare const ELEMENT_EXPORTS: Set<string>
/** A payload row: its id, its bytes as written, and for a JSON model row its parsed value. */
export type PayloadRow = {
  id: string
  kind: 'model' | 'text' | 'other'
  bytes: Buffer
  data?: string
  json?: unknown
}
/** The payload's rows in order; null when it holds a row this module does not read. */
export declare function payloadRows(text: string): PayloadRow[] | null
/** The payload without the plain children of `<ServerMarkup>` and the rows only they referred to; null if unchanged. */
export declare function adoptedPayload(text: string): string | null
/** `html` with its one payload script carrying adopted parts' markup once; unchanged otherwise. */
export declare function withAdoptedMarkup(html: string): string
