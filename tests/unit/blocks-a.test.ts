import { describe, expect, it } from 'vitest'

import { cellKind } from '@/blocks/Comparison/cells'
import { faqPageJsonLd, jsonLdText } from '@/blocks/Faq/json-ld'
import { answerParagraphs, splitColumns } from '@/blocks/Faq/layout'
import { logosPerRow, monogram } from '@/blocks/LogoWall/columns'
import { quoteColumns } from '@/blocks/Quotes/columns'
import { statsPerRow } from '@/blocks/Stats/columns'
import { stepsPerRow } from '@/blocks/Steps/columns'

/** Whether `count` items in rows of `perRow` leave one item alone on the last row. */
const loneLast = (count: number, perRow: number) => count > perRow && count % perRow === 1

describe('statsPerRow', () => {
  it('puts up to four figures in one row', () => {
    expect([2, 3, 4].map(statsPerRow)).toEqual([2, 3, 4])
  })

  it('wraps five and six figures in rows of three', () => {
    expect(statsPerRow(5)).toBe(3)
    expect(statsPerRow(6)).toBe(3)
  })

  it('never leaves a figure alone on the last row', () => {
    for (let count = 2; count <= 12; count++) expect(loneLast(count, statsPerRow(count))).toBe(false)
  })
})

describe('stepsPerRow', () => {
  it('keeps up to five steps in one row', () => {
    expect([2, 3, 4, 5].map(stepsPerRow)).toEqual([2, 3, 4, 5])
  })

  it('wraps six to eight steps into even rows', () => {
    expect([6, 7, 8].map(stepsPerRow)).toEqual([3, 4, 4])
  })

  it('uses 2-5 a row and leaves no step alone for up to 12', () => {
    for (let count = 2; count <= 12; count++) {
      const perRow = stepsPerRow(count)
      expect(perRow).toBeGreaterThanOrEqual(2)
      expect(perRow).toBeLessThanOrEqual(5)
      expect(loneLast(count, perRow)).toBe(false)
    }
  })
})

describe('quoteColumns', () => {
  it('shows one, two or three a row by count', () => {
    expect([1, 2, 3, 4, 5, 6].map(quoteColumns)).toEqual([1, 2, 3, 2, 3, 3])
  })
})

describe('logosPerRow', () => {
  it('picks 4 to 6 a row, filling the last row best', () => {
    expect([2, 4, 8, 10, 12, 24].map(logosPerRow)).toEqual([4, 4, 4, 5, 6, 6])
  })

  it('never leaves a name alone on the last row', () => {
    for (let count = 5; count <= 24; count++) expect(loneLast(count, logosPerRow(count))).toBe(false)
  })
})

describe('monogram', () => {
  it('takes the first whole character of the name', () => {
    expect(monogram('青禾实验小学')).toBe('青')
    expect(monogram('  Star School')).toBe('S')
    expect(monogram('𠀀山小学')).toBe('𠀀')
    expect(monogram('')).toBe('')
  })
})

describe('cellKind', () => {
  it('reads a tick as included', () => {
    expect(cellKind('✓')).toBe('included')
    expect(cellKind(' ✔ ')).toBe('included')
    expect(cellKind('√')).toBe('included')
  })

  it('reads a dash or cross as not included', () => {
    for (const value of ['—', '-', '–', '－', '×', '✗']) expect(cellKind(value)).toBe('excluded')
  })

  it('keeps anything else as text and blank as empty', () => {
    expect(cellKind('最多 600 个')).toBe('text')
    expect(cellKind('✓ 含 AI 实验室')).toBe('text')
    expect(cellKind('')).toBe('empty')
    expect(cellKind('  ')).toBe('empty')
    expect(cellKind(null)).toBe('empty')
    expect(cellKind(undefined)).toBe('empty')
  })
})

describe('FAQ JSON-LD', () => {
  const items = [
    { question: '要买服务器吗？', answer: '不需要。\n云端服务。' },
    { question: '</script><script>alert(1)</script>', answer: 'a < b' },
  ]

  it('builds an FAQPage with one Question per item', () => {
    expect(faqPageJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: '要买服务器吗？',
          acceptedAnswer: { '@type': 'Answer', text: '不需要。\n云端服务。' },
        },
        {
          '@type': 'Question',
          name: '</script><script>alert(1)</script>',
          acceptedAnswer: { '@type': 'Answer', text: 'a < b' },
        },
      ],
    })
  })

  it('escapes < so stored text cannot close the script element, and still parses back', () => {
    const text = jsonLdText(faqPageJsonLd(items))
    expect(text).not.toContain('<')
    expect(text).toContain('\\u003c/script>')
    expect(JSON.parse(text)).toEqual(faqPageJsonLd(items))
  })
})

describe('answerParagraphs', () => {
  it('splits on line breaks and blank lines, trimming and dropping empty lines', () => {
    expect(answerParagraphs('第一段。\n\n第二段。\r\n  第三段。  \n')).toEqual([
      '第一段。',
      '第二段。',
      '第三段。',
    ])
    expect(answerParagraphs('只有一段。')).toEqual(['只有一段。'])
  })
})

describe('splitColumns', () => {
  it('splits in reading order, the first column taking the extra item', () => {
    expect(splitColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
    expect(splitColumns([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ])
  })
})
