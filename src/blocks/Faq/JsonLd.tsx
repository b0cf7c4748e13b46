import type { FaqBlock } from '@/payload-types'

import { blocksFor } from '../layout'
import type { Device, LayoutBlock } from '../types'
import { faqPageJsonLd, jsonLdText } from './json-ld'

/** One FAQPage for search engines from every FAQ block the device shows (a page has at most one FAQPage). */
export function FaqJsonLd({ blocks, device }: { blocks: LayoutBlock[] | null | undefined; device: Device }) {
  const items = blocksFor(blocks, device)
    .filter((block): block is FaqBlock => block.blockType === 'faq')
    .flatMap((block) => block.items ?? [])
  if (!items.length) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(faqPageJsonLd(items)) }}
    />
  )
}
