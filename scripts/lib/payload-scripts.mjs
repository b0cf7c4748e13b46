// A page's RSC payload in one inline script (scripts/lib/front.mjs applies this to every public HTML document).
//
// Next writes the payload React hydrates from as a run of inline scripts at the end of the body, one per chunk
// of its stream: `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])` each (13 on
// the home page). Each inline script is one more `'sha256-…'` in the page's Content-Security-Policy header, 55
// bytes that no coding compresses, and a browser receives the headers with the document: the home page's policy
// was 1.2 kB. Scripts that follow one another with nothing between them are written here as one, their
// statements in the same order: until the page's own scripts run, each statement only appends to an array, and
// Next's runtime reads that array in order. A run with markup between its scripts (a page streamed in parts) is
// merged only where they touch.

// Next escapes `<` in the payload's JSON (`\u003c`), so a payload script has no `<` before its end tag.
const PAYLOAD_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([^<]*\))<\/script>/
const PAYLOAD_RUN = new RegExp(`(?:${PAYLOAD_SCRIPT.source}){2,}`, 'g')
const PAYLOAD_SCRIPTS = new RegExp(PAYLOAD_SCRIPT.source, 'g')

/** `html` with each run of adjacent payload scripts written as one script; unchanged when it has none. */
export function withOnePayloadScript(html) {
  return html.replace(
    PAYLOAD_RUN,
    (run) => `<script>${Array.from(run.matchAll(PAYLOAD_SCRIPTS), (script) => script[1]).join(';')}</script>`,
  )
}
