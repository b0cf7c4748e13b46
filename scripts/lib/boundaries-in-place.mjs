// Suspense boundaries that finished while a page was rendered, written where they belong (scripts/lib/front.mjs
// applies this to every public HTML document it sends, before payload-scripts.mjs).
//
// React's HTML renderer writes a boundary that was still waiting when the shell went out as a placeholder
// (`<!--$?--><template id="B:0"></template><!--/$-->`), and its content, once ready, further down in a hidden
// `<div id="S:0">` with an inline script that moves it into place: `$RC("B:0","S:0")`, defined by a script of
// about 850 bytes that comes with it (`$RB`, `$RV`, `$RC`). The page's lead form is such a boundary (its code
// loads when it is about to be used, src/components/leads/LazyLeadForm.client.tsx), so every page with a form
// carried that script, and the browser laid the page out again when the script moved the form in, up to 300 ms
// after the first paint. A prerendered page is complete before it is sent: here each completed boundary's
// content is written in its placeholder's place, as React writes a boundary that was ready in time
// (`<!--$-->…<!--/$-->`), and the scripts go. React hydrates both forms alike.
//
// Conservative: only a placeholder without fallback content, and only when every one of React's instructions
// in the document is such a `$RC` call; anything else leaves the document as React wrote it.

const DIV_TAG = /<(\/?)div\b[^>]*>/g
const RT_SCRIPT = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'
// React's instruction scripts: completing a boundary (`$RC`), with styles (`$RR`), a segment (`$RS`), a client
// render (`$RX`), and the definitions of the reveal batching (`$RB`, `$RV`).
const INSTRUCTION_SCRIPT = /<script>((?:\$R[A-Z]=|\$R[A-Z]\()[\s\S]*?)<\/script>/g
const COMPLETE_CALL = /\$RC\("B:([0-9a-f]+)","S:([0-9a-f]+)"\)/g
const INSTRUCTION_CALL = /\$R[A-Z]\(/
const INSTRUCTION_CALLS = /\$R[A-Z]\(/g

/** The end of the `<div>` that starts at `start` (the index after its `</div>`), or -1. */
function divEnd(html, start) {
  DIV_TAG.lastIndex = start
  let depth = 0
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return DIV_TAG.lastIndex
  }
  return -1
}

/** `html` with its completed boundaries in place and React's moving scripts left out; unchanged otherwise. */
export function withBoundariesInPlace(html) {
  if (!html.includes('$RC(')) return html
  const scripts = [...html.matchAll(INSTRUCTION_SCRIPT)]
  const calls = []
  for (const script of scripts) {
    const rest = script[1].replace(COMPLETE_CALL, (_, boundary, segment) => {
      calls.push({ boundary, segment })
      return ''
    })
    // Besides the calls, only the reveal's definitions (which call none of React's instructions).
    if (rest && !(rest.startsWith('$RB=[];$RV=function') && !INSTRUCTION_CALL.test(rest))) return html
  }
  // No instruction anywhere else in the document (another kind, or one in a script of another shape).
  if (!calls.length || (html.match(INSTRUCTION_CALLS) ?? []).length !== calls.length) return html

  let out = html
  for (const { boundary, segment } of calls) {
    const placeholder = `<!--$?--><template id="B:${boundary}"></template><!--/$-->`
    const at = out.indexOf(placeholder)
    const segmentTag = `<div hidden id="S:${segment}">`
    const start = out.indexOf(segmentTag)
    // One placeholder, and its content after it (React writes the content once the shell is out).
    if (at < 0 || out.indexOf(placeholder, at + 1) >= 0 || start < at) return html
    const end = divEnd(out, start)
    if (end < 0) return html
    const content = out.slice(start + segmentTag.length, end - '</div>'.length)
    out = out.slice(0, start) + out.slice(end)
    out = out.slice(0, at) + `<!--$-->${content}<!--/$-->` + out.slice(at + placeholder.length)
  }
  for (const script of scripts) out = out.replace(script[0], '')
  return out.replace(RT_SCRIPT, '')
}
