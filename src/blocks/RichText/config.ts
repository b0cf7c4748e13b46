import type { Block } from 'payload'

import { sectionFields } from '../fields'

/** Free text with headings, lists, links and quotes, from the rich-text editor. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: '图文内容', plural: '图文内容' },
  fields: [
    ...sectionFields({ headingRequired: false }),
    { name: 'content', type: 'richText', label: '正文', required: true },
    {
      name: 'width',
      type: 'select',
      label: '版式',
      defaultValue: 'narrow',
      options: [
        { label: '窄栏（便于阅读长文）', value: 'narrow' },
        { label: '通栏', value: 'wide' },
      ],
    },
  ],
}
