/**
 * The first document's RSC payload without the markup of static parts (scripts/lib/adopted-markup.mjs): rows read
 * as React's Flight client reads them (text by its length in bytes), the plain children of `<ServerMarkup>` taken
 * out with the rows only they used, and everything else left as it was written.
 */
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { adoptedPayload, payloadRows, withAdoptedMarkup } from '../../scripts/lib/adopted-markup.mjs'

const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`

const section = (memo: string, children: unknown, extra: Record<string, unknown> = {}) => [
  '$',
  '$L2',
  memo,
  { memo, 'data-block': 'cardGrid', className: 'contents', ...extra, children },
]

/** A page as React writes it: a fragment, the two client components, a long text, outlined rows, the root, a hint. */
function pagePayload() {
  return (
    row('1', '$Sreact.fragment') +
    `2:I[101,["/_next/static/chunks/a.js"],"ServerMarkup"]\n` +
    `3:I[102,["/_next/static/chunks/a.js"],"LeadForm"]\n` +
    // Text is read by its length in bytes, with no newline after it: the next row starts right away.
    textRow('4', '面向中小学的教师培训：上岗、实施、AI 专题和暑期研修。\n第二行') +
    row('5', ['$', 'li', 'x', { className: 'card', children: '$4' }]) +
    row('6', ['$', 'p', null, { children: '共用的一段' }]) +
    row('7', ['$', '$1', null, { children: [['$', 'h3', null, { children: '课程' }], '$L5'] }]) +
    row('0', {
      P: null,
      b: 'build',
      f: [
        [
          '$',
          'main',
          null,
          {
            children: [
              section('plain', [
                '$',
                'section',
                null,
                { children: [['$', 'h2', null, { children: '教师培训' }], '$L7', '$6'] },
              ]),
              section('with-form', [
                '$',
                'section',
                null,
                { children: ['$', '$L3', null, { source: 'home' }] },
              ]),
              section('waits', ['$', '$Sreact.suspense', null, { children: '$@8' }]),
              '$6',
            ],
          },
        ],
      ],
    }) +
    row('8', ['$', 'p', null, { children: '稍后' }]) +
    ':HL["/_next/static/chunks/x.css","style"]\n'
  )
}

const parsed = (text: string) =>
  new Map(
    payloadRows(text)!
      .filter((r) => r.kind === 'model')
      .map((r) => [r.id, r.json]),
  )

describe('Payload rows', () => {
  it('reads text by its length in bytes, model rows as JSON, and imports and hints as written', () => {
    const rows = payloadRows(pagePayload())!
    expect(rows.map((r) => `${r.id}:${r.kind}`)).toEqual([
      '1:model',
      '2:other',
      '3:other',
      '4:text',
      '5:model',
      '6:model',
      '7:model',
      '0:model',
      '8:model',
      ':other',
    ])
    expect(rows[3]!.bytes.toString('utf8')).toMatch(/第二行$/)
    expect(rows.map((r) => r.bytes.toString('utf8')).join('')).toBe(pagePayload())
  })

  it('reads nothing from a payload with a binary row or a broken one', () => {
    expect(payloadRows(row('1', 'a') + '2:o3,abc')).toBeNull()
    expect(payloadRows(row('1', 'a') + '2:[1,2\n')).toBeNull()
    expect(payloadRows(row('1', 'a') + '2:T10,short')).toBeNull()
  })
})

describe('The adopted payload', () => {
  it('takes out plain children and the rows only they used, and keeps parts with client code or waiting', () => {
    const adopted = adoptedPayload(pagePayload())!
    expect(adopted).not.toBeNull()
    const rows = parsed(adopted)
    const main = (rows.get('0') as { f: [unknown, unknown, unknown, { children: unknown[] }][] }).f[0]![3]
    const [plain, withForm, waits, shared] = main.children as [unknown[], unknown[], unknown[], string]
    // The plain part keeps its element, its key and its attributes; its children are the HTML's.
    expect(plain).toEqual([
      '$',
      '$L2',
      'plain',
      { memo: 'plain', 'data-block': 'cardGrid', className: 'contents' },
    ])
    // A client component (the form) and a part that waits on a promise keep their children.
    expect(withForm[3]).toHaveProperty('children')
    expect(waits[3]).toHaveProperty('children')
    expect(shared).toBe('$6')
    // Rows only the plain part used are gone (the fragment's and the text too); rows used elsewhere, imports and
    // hints stay, in order.
    expect(payloadRows(adopted)!.map((r) => r.id)).toEqual(['2', '3', '6', '0', '8', ''])
    expect(adopted).not.toContain('教师培训')
    expect(adopted).toContain('共用的一段')
    expect(adopted).toContain(':HL["/_next/static/chunks/x.css","style"]\n')
  })

  it('finds the component when React wrote its export name once and referred to it', () => {
    const text = pagePayload()
      .replace('"ServerMarkup"]', '"$9"]')
      .replace(':HL', `${row('9', 'ServerMarkup')}:HL`)
    const adopted = adoptedPayload(text)!
    expect(adopted).not.toContain('教师培训')
    expect(adopted).toContain('9:"ServerMarkup"')
  })

  it('counts the lead picture’s component as the <img> it renders, and no other client component so', () => {
    const slides = (picture: string) =>
      `2:I[101,["/_next/static/chunks/a.js"],"ServerMarkup"]\n` +
      `3:I[103,["/_next/static/chunks/a.js"],"${picture}"]\n` +
      row(
        '0',
        section('carousel', [
          '$',
          'div',
          null,
          {
            'data-slide': 0,
            children: [
              ['$', '$L3', null, { alt: '', src: '/_next/image?url=banner.webp', fetchPriority: 'high' }],
              ['$', 'span', null, { children: '校园版教学平台' }],
            ],
          },
        ]),
      )
    const adopted = adoptedPayload(slides('EagerImg'))!
    expect(adopted).not.toBeNull()
    expect(adopted).not.toContain('banner.webp')
    expect(adopted).not.toContain('校园版教学平台')
    // A component of the same shape but another name may hold state or effects: its part keeps its children.
    expect(adoptedPayload(slides('Picture'))).toBeNull()
  })

  it('changes nothing without the component, or where every part has client code', () => {
    expect(adoptedPayload(pagePayload().replace('"ServerMarkup"', '"Other"'))).toBeNull()
    const clientOnly =
      `2:I[101,["/_next/static/chunks/a.js"],"ServerMarkup"]\n3:I[102,[],"Menu"]\n` +
      row('0', section('menu', ['$', 'nav', null, { children: ['$', '$L3', null, {}] }]))
    expect(adoptedPayload(clientOnly)).toBeNull()
  })
})

describe('A document with adopted markup', () => {
  /** Next's escape of a payload string inside an inline script. */
  const chunk = (text: string) =>
    `self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}])`
  const documentOf = (text: string, cut: number) =>
    '<!DOCTYPE html><html><body><main><section><h2>教师培训</h2></section></main>' +
    `<script>(self.__next_f=self.__next_f||[]).push([0]);${chunk(text.slice(0, cut))};${chunk(text.slice(cut))}</script>` +
    '<script>(function lateScripts(s){})([])</script></body></html>'
  /** The payload a browser reads: the inline scripts run in order, their string chunks joined. */
  const payloadOf = (html: string) => {
    const context = vm.createContext({})
    context.self = context
    for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) vm.runInContext(body!, context)
    return (context.__next_f as [number, string?][])
      .filter((entry) => entry[0] === 1)
      .map((entry) => entry[1])
      .join('')
  }

  it('carries the adopted payload in one script, escaped as Next escapes it, with the markup left as it was', () => {
    // A payload with `<`, `>`, `&` and a line separator in its text, cut across a row as Next's chunks may be.
    const text = pagePayload().replace('共用的一段', '共用的一段 <b>&amp;</b>\u2028')
    const html = documentOf(text, 200)
    const sent = withAdoptedMarkup(html)
    expect(sent).not.toBe(html)
    expect(payloadOf(sent)).toBe(adoptedPayload(text))
    const script = sent.match(/<script>\(self[\s\S]*?<\/script>/)![0]
    expect(script.slice(8, -9)).not.toMatch(/[<>&\u2028]/)
    expect(sent.replace(script, '')).toBe(
      html.replace(html.match(/<script>\(self[\s\S]*?<\/script>/)![0], ''),
    )
  })

  it('leaves a document streamed in parts, or with a binary chunk, as Next wrote it', () => {
    const text = pagePayload()
    const streamed = documentOf(text, 200).replace(
      '</body>',
      `<script>${chunk(row('a', 'later'))}</script></body>`,
    )
    expect(withAdoptedMarkup(streamed)).toBe(streamed)
    const binary = documentOf(text, 200).replace('</script>', ';self.__next_f.push([3,"AAEC"])</script>')
    expect(withAdoptedMarkup(binary)).toBe(binary)
  })
})
