import type { Block } from 'payload'

import { atMost, sectionFields } from '../fields'

/** Questions and answers, folded; search engines read them as an FAQ page. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: '常见问题', plural: '常见问题' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      label: '问答',
      minRows: 1,
      maxRows: 20,
      labels: { singular: '问答', plural: '问答' },
      fields: [
        { name: 'question', type: 'text', label: '问题', required: true, validate: atMost(60, '问题', true) },
        {
          name: 'answer',
          type: 'textarea',
          label: '回答',
          required: true,
          validate: atMost(600, '回答', true),
        },
      ],
    },
  ],
}
