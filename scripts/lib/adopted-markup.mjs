// Markup the document already holds, left out of the RSC payload the same document carries (scripts/lib/front.mjs
// applies this to every public HTML document it sends, after payload-scripts.mjs).
//
// Next writes a page twice: as HTML, and as the RSC payload React hydrates from, in an inline script at the end of
// the body. On a page of blocks most of that payload describes static sections again, element by element, and
// the browser receives the document whole before it requests the stylesheet and the lead picture. In Lighthouse's
// model of a slow connection a document of up to 14.6 kB arrives in one round trip (150 ms in its mobile preset),
// and the payload was what kept the phone's home page over it.
//
// A part the server renders inside `<ServerMarkup>` (src/components/page/ServerMarkup.client.tsx) whose children
// are plain elements (no client component, no Suspense, no promise) loses its `children` here, and the rows only
// they referred to go too. That component, given no children, renders its element with an empty
// `dangerouslySetInnerHTML`: React hydrates the element itself and keeps the server's markup inside it as it is.
// Only this first document is changed: the payloads of client navigations and prefetches (`?_rsc=`) are whole.

/** The client component's export name, as its import row (`I[id,chunks,"ServerMarkup"]`) names it. */
export const ADOPTING_EXPORT = 'ServerMarkup'

/**
 * Client components that render one element from their props and nothing else (no state, no effect): in an
 * adopted part they count as that element. `EagerImg` (src/components/media/EagerImg.client.tsx) is a page's lead
 * picture, a client component only so that the payload does not carry it as an `<img>`.
 */
export const ELEMENT_EXPORTS = new Set(['EagerImg'])

// The merged payload script (payload-scripts.mjs): the array's creation, then string chunks. Next escapes `<` in
// them, so none holds a `<`.
const PAYLOAD_SCRIPT =
  /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)((?:;self\.__next_f\.push\(\[1,"(?:[^"\\<]|\\.)*"\]\))+)<\/script>/
const STRING_CHUNK = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g

// Row tags React reads by a length before the data instead of up to a newline: text (`T`) is handled; any other
// (typed arrays, byte streams) leaves the document as Next wrote it.
const TEXT_TAG = 0x54
const OTHER_LENGTH_TAGS = new Set([...'AOobUSsLlGgMmV'].map((c) => c.charCodeAt(0)))

/**
 * The payload's rows, in order: `{ id, bytes }` and, for a JSON model row, `json` (its parsed value). Null when
 * the text holds a row this module does not read.
 */
export function payloadRows(text) {
  const bytes = Buffer.from(text, 'utf8')
  const rows = []
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    const id = colon < 0 ? '' : bytes.toString('latin1', at, colon)
    if (colon < 0 || !/^[0-9a-f]*$/.test(id)) return null
    const tag = bytes[colon + 1]
    if (tag === TEXT_TAG) {
      const comma = bytes.indexOf(0x2c, colon + 2)
      const length = comma < 0 ? '' : bytes.toString('latin1', colon + 2, comma)
      if (!/^[0-9a-f]+$/.test(length)) return null
      const end = comma + 1 + parseInt(length, 16)
      if (end > bytes.length) return null
      rows.push({ id, kind: 'text', bytes: bytes.subarray(at, end) })
      at = end
      continue
    }
    if (OTHER_LENGTH_TAGS.has(tag)) return null
    const newline = bytes.indexOf(0x0a, colon + 1)
    const end = newline < 0 ? bytes.length : newline + 1
    const data = bytes.toString('utf8', colon + 1, newline < 0 ? bytes.length : newline)
    const row = { id, kind: 'other', bytes: bytes.subarray(at, end), data }
    // A model row's data is JSON; a tagged row starts with a capital letter (`I` import, `HL` hint, `E` error…).
    if (!/^[A-Z#rx]/.test(data)) {
      try {
        row.json = JSON.parse(data)
        row.kind = 'model'
      } catch {
        return null
      }
    }
    rows.push(row)
    at = end
  }
  return rows
}

/** `"$…"` strings that refer to another row: `$<id>`, `$L<id>`, `$@<id>`, `$Q<id>`…, with or without a `:path`. */
const REFERENCE = /^\$([A-Za-z@]?)([0-9a-f]+)(?::.*)?$/s

/** Row ids a row's data refers to (read from its text, so every kind of reference counts). */
function referencesOf(row) {
  if (row.kind === 'text') return []
  const ids = []
  for (const match of row.data.matchAll(/"\$[A-Za-z@]?([0-9a-f]+)(?::[^"]*)?"/g)) ids.push(match[1])
  return ids
}

/** The string an import row's export name stands for (React writes a repeated string once, as `"$<id>"`). */
function resolvedString(value, byId) {
  const ref = typeof value === 'string' ? /^\$([0-9a-f]+)$/.exec(value) : null
  return ref ? byId.get(ref[1])?.json : value
}

/**
 * Whether `value` renders only plain elements: host elements, fragments, text, ELEMENT_EXPORTS and the rows they
 * refer to (`page`: the rows by id, and the `"$L<id>"` references to ELEMENT_EXPORTS). Any other client component,
 * Suspense, a promise or anything else React resolves on the client makes it not plain.
 */
function isPlain(value, page, visiting) {
  const { byId, elements } = page
  if (typeof value === 'string') {
    if (!value.startsWith('$') || value.startsWith('$$') || value === '$undefined') return true
    if (value === '$Sreact.fragment') return true
    const ref = REFERENCE.exec(value)
    if (!ref || (ref[1] !== '' && ref[1] !== 'L')) return false
    const row = byId.get(ref[2])
    if (!row) return false
    if (row.kind === 'text') return true
    if (row.kind !== 'model') return false
    if (visiting.has(row.id)) return true
    visiting.add(row.id)
    return isPlain(row.json, page, visiting)
  }
  if (Array.isArray(value)) {
    if (value[0] === '$' && value.length >= 4) {
      const [, type, , props] = value
      const host = typeof type === 'string' && !type.startsWith('$')
      const fragment = resolvedString(type, byId) === '$Sreact.fragment'
      return (host || fragment || elements.has(type)) && isPlain(props, page, visiting)
    }
    return value.every((item) => isPlain(item, page, visiting))
  }
  if (value && typeof value === 'object')
    return Object.values(value).every((item) => isPlain(item, page, visiting))
  return true
}

/**
 * The payload text with the children of every `<ServerMarkup>` whose children are plain taken out, and the rows
 * nothing refers to any more dropped; null when there is nothing to take out (or a row it cannot read).
 */
export function adoptedPayload(text) {
  const rows = payloadRows(text)
  if (!rows) return null
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]))
  // The client components' references, `"$L<id>"`, by the export name their import row gives.
  const adopting = new Set()
  const elements = new Set()
  for (const row of rows) {
    if (row.kind !== 'other' || !row.data.startsWith('I[')) continue
    try {
      const name = resolvedString(JSON.parse(row.data.slice(1))[2], byId)
      if (name === ADOPTING_EXPORT) adopting.add(`$L${row.id}`)
      if (ELEMENT_EXPORTS.has(name)) elements.add(`$L${row.id}`)
    } catch {
      return null
    }
  }
  if (!adopting.size) return null
  const page = { byId, elements }

  let taken = 0
  const changed = new Set()
  const strip = (value, row) => {
    if (!value || typeof value !== 'object') return
    if (
      Array.isArray(value) &&
      value[0] === '$' &&
      adopting.has(value[1]) &&
      value[3]?.children !== undefined
    ) {
      if (isPlain(value[3].children, page, new Set([row.id]))) {
        delete value[3].children
        changed.add(row)
        taken++
        return
      }
    }
    for (const item of Array.isArray(value) ? value : Object.values(value)) strip(item, row)
  }
  for (const row of rows) if (row.kind === 'model') strip(row.json, row)
  if (!taken) return null

  for (const row of changed) row.data = JSON.stringify(row.json)
  // What is still reachable: from the root (row 0) and from every row that is not a model or a text (imports,
  // hints), through the references of the rows kept.
  const kept = new Set()
  const queue = rows.filter((row) => row.id === '0' || (row.kind !== 'model' && row.kind !== 'text'))
  for (let row = queue.pop(); row; row = queue.pop()) {
    if (kept.has(row)) continue
    kept.add(row)
    for (const id of referencesOf(row)) {
      const next = byId.get(id)
      if (next && !kept.has(next)) queue.push(next)
    }
  }
  return rows
    .filter((row) => kept.has(row))
    .map((row) => (changed.has(row) ? `${row.id}:${row.data}\n` : row.bytes.toString('utf8')))
    .join('')
}

/** JSON of a string for inside an inline script, escaped as Next escapes its payload (`<`, `>`, `&`, U+2028/9). */
const scriptString = (text) =>
  JSON.stringify(text)
    .replace(/&/g, '\\u0026')
    .replace(/>/g, '\\u003e')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * `html` with its payload script carrying the adopted parts' markup once (in the HTML); unchanged unless the
 * document has exactly one payload script of string chunks and something to take out.
 */
export function withAdoptedMarkup(html) {
  const script = PAYLOAD_SCRIPT.exec(html)
  if (!script) return html
  // Every payload statement must be in this one script: a page streamed in parts, or with binary chunks, is left.
  const statements = html.split('self.__next_f').length - 1
  const chunks = [...script[1].matchAll(STRING_CHUNK)]
  if (statements !== chunks.length + 2) return html
  let text
  try {
    text = chunks.map((chunk) => JSON.parse(chunk[1])).join('')
  } catch {
    return html
  }
  const adopted = adoptedPayload(text)
  if (adopted === null) return html
  const replacement = `<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,${scriptString(adopted)}])</script>`
  return html.slice(0, script.index) + replacement + html.slice(script.index + script[0].length)
}
