import type { Block } from 'payload'

import { atMost, imageField, sectionFields } from '../fields'

/** Pictures with captions: events, student works, textbook covers. */
export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: '图集', plural: '图集' },
  fields: [
    ...sectionFields(),
    {
      name: 'shape',
      type: 'select',
      label: '图片比例',
      defaultValue: 'landscape',
      options: [
        { label: '横图 4:3', value: 'landscape' },
        { label: '竖图 3:4（书封等）', value: 'portrait' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      label: '图片',
      minRows: 1,
      maxRows: 16,
      labels: { singular: '图片', plural: '图片' },
      fields: [
        imageField('image', '图片', true),
        {
          type: 'row',
          fields: [
            {
              name: 'title',
              type: 'text',
              label: '标题',
              required: true,
              validate: atMost(30, '标题', true),
              admin: { width: '50%' },
            },
            {
              name: 'meta',
              type: 'text',
              label: '补充',
              validate: atMost(30, '补充'),
              admin: { width: '50%', description: '例如日期、年级或作者' },
            },
          ],
        },
        { name: 'text', type: 'textarea', label: '说明', validate: atMost(160, '说明') },
      ],
    },
  ],
}
