import type { RichTextBlock } from '@/payload-types'

import { lexicalBody } from '../lexical'
import type { DemoBlock } from '../news-articles'

/** Rich text for a seeded block, from plain blocks (h2, p, ul, quote). */
export function richText(blocks: DemoBlock[]): RichTextBlock['content'] {
  return lexicalBody(blocks) as unknown as RichTextBlock['content']
}
