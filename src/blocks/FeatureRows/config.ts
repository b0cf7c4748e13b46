import type { Block } from 'payload'

import { atMost, cardLinkField, imageField, sectionFields } from '../fields'

/** Picture and text side by side, alternating sides row by row: product features, lab zones. */
export const FeatureRowsBlock: Block = {
  slug: 'featureRows',
  interfaceName: 'FeatureRowsBlock',
  labels: { singular: '图文交替', plural: '图文交替' },
  fields: [
    ...sectionFields(),
    {
      name: 'rows',
      type: 'array',
      label: '行',
      minRows: 1,
      maxRows: 8,
      labels: { singular: '行', plural: '行' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'eyebrow',
              type: 'text',
              label: '小标题',
              validate: atMost(16, '小标题'),
              admin: { width: '35%' },
            },
            {
              name: 'title',
              type: 'text',
              label: '标题',
              required: true,
              validate: atMost(30, '标题', true),
              admin: { width: '65%' },
            },
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          label: '说明',
          required: true,
          validate: atMost(300, '说明', true),
        },
        {
          name: 'points',
          type: 'array',
          label: '要点',
          maxRows: 6,
          labels: { singular: '要点', plural: '要点' },
          fields: [
            { name: 'text', type: 'text', label: '要点', required: true, validate: atMost(50, '要点', true) },
          ],
        },
        imageField('image', '图片', true),
        cardLinkField(),
      ],
    },
  ],
}
