// The page's scripts are requested once the browser has drawn the page (scripts/lib/front.mjs applies this to
// every public HTML document it sends).
//
// Next writes its chunks as `<script src="/_next/static/…" async="">` in the head, and React adds a
// `<link rel="preload" as="script">` for some of them: a browser requests them while the document is still being
// read, and on a slow connection they share it with the stylesheet and the lead picture the first screen waits
// for (Lighthouse's simulation charges every script that finished before the page's largest paint to LCP). Here
// those tags leave the document, and one inline script at the end of the body requests the same files, each
// `async` as before, after the first contentful paint (a tab in the background: with its load event; see
// LOADER). Until they run the page is its server HTML, which this site is built to work with (links, the
// carousel's first slide, forms whose submission waits for their script).

const CHUNK_TAG = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]*"[^>]*\/>/g

/**
 * The loader (kept ES5: it runs before any polyfill). `s`: the sources in the order Next listed them.
 * - A page on screen requests them once the browser reports its first contentful paint; a page that never
 *   reports one (nothing contentful drawn) 3 s after its load event.
 * - A page not on screen (a tab opened in the background: the browser draws nothing, and does not report the
 *   paint of a page that was hidden) requests them when its load event comes, or when it is hidden.
 * - A browser without paint timing: with its load event, when the stylesheet and the first screen's pictures have
 *   arrived. (Two animation frames, as before, came before the first contentful paint in 5 of 6 loads: a frame
 *   drawn while the stylesheet is on its way has nothing in it.)
 * Each script is added in a task of its own (a message to itself; a timer where there is no MessageChannel): adding
 * one costs the main thread about a millisecond (more on a slow phone), and eleven in one task made a long one.
 * So the load event can come before the last of them is added: it says nothing about the page having hydrated.
 */
const LOADER = `(function lateScripts(s){var d=document,w=window,started=0;function go(){if(started)return;started=1;var i=0,c=w.MessageChannel?new MessageChannel():null;function next(){var e=d.createElement('script');e.src=s[i++];e.async=true;d.head.appendChild(e);if(i<s.length){if(c)c.port2.postMessage(0);else setTimeout(next,0)}}if(c)c.port1.onmessage=next;next()}function soon(){setTimeout(go,0)}function hidden(){return d.visibilityState==='hidden'}var P=w.PerformanceObserver,timed=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0;d.addEventListener('visibilitychange',function(){if(hidden())soon()});w.addEventListener('load',function(){if(hidden()||!timed)soon();else setTimeout(go,3000)});if(timed){new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)soon()}).observe({type:'paint',buffered:true})}})`

const LOADER_CALL = /<script>\(function lateScripts\(s\)\{[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/

const decodeEntities = (value) => value.replace(/&amp;/g, '&')

/** JSON for inside an inline script: `<` escaped, so no `</script>` can end it early. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * `html` with Next's chunk tags and script preloads taken out and the loader put before `</body>`; unchanged when
 * it has no chunk tag or no `</body>`.
 */
export function withLateScripts(html) {
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd < 0) return html
  const sources = []
  const head = html.slice(0, bodyEnd).replace(CHUNK_TAG, (_, src) => {
    sources.push(decodeEntities(src))
    return ''
  })
  if (!sources.length) return html
  const loader = `<script>${LOADER}(${inlineJson([...new Set(sources)])})</script>`
  return head.replace(CHUNK_PRELOAD, '') + loader + html.slice(bodyEnd)
}

/** The sources the loader of `html` requests (none without one). */
export function lateScriptSources(html) {
  const call = LOADER_CALL.exec(html)
  return call ? JSON.parse(call[1]) : []
}
