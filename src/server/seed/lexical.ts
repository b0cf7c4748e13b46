import type { DemoBlock } from './news-articles'

/** Payload's structured rich text (Lexical JSON), built from plain blocks: seed content and tests share it. */

interface LexicalNode {
  type: string
  version: number
  [key: string]: unknown
}

const text = (value: string): LexicalNode => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

function blockNode(block: DemoBlock): LexicalNode {
  if ('h2' in block) return element('heading', [text(block.h2)], { tag: 'h2' })
  if ('ul' in block)
    return element(
      'list',
      block.ul.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
      { listType: 'bullet', tag: 'ul', start: 1 },
    )
  if ('quote' in block) return element('quote', [text(block.quote)])
  return element('paragraph', [text(block.p)], { textFormat: 0, textStyle: '' })
}

/** Blocks (h2, p, ul, quote) as an article body. */
export function lexicalBody(blocks: DemoBlock[]) {
  return { root: element('root', blocks.map(blockNode)) }
}
