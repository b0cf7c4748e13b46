import type { Block } from 'payload'

import { atMost, cardLinkField, iconField, imageField, sectionFields } from '../fields'

/** Cards in a grid: products, programmes, reasons. The column count follows the number of cards. */
export const CardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: '卡片网格', plural: '卡片网格' },
  fields: [
    ...sectionFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'columns',
          type: 'select',
          label: '每行卡片数（电脑端）',
          defaultValue: 'auto',
          options: [
            { label: '自动（不留单张）', value: 'auto' },
            { label: '2', value: '2' },
            { label: '3', value: '3' },
            { label: '4', value: '4' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'cardStyle',
          type: 'select',
          label: '卡片样式',
          defaultValue: 'icon',
          options: [
            { label: '图标', value: 'icon' },
            { label: '配图', value: 'image' },
            { label: '编号', value: 'numbered' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      label: '卡片',
      minRows: 1,
      maxRows: 12,
      labels: { singular: '卡片', plural: '卡片' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'title',
              type: 'text',
              label: '标题',
              required: true,
              validate: atMost(30, '标题', true),
              admin: { width: '45%' },
            },
            {
              name: 'badge',
              type: 'text',
              label: '标签',
              validate: atMost(16, '标签'),
              admin: { width: '25%', description: '例如：1-6 年级' },
            },
            iconField(),
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          label: '说明',
          required: true,
          validate: atMost(200, '说明', true),
        },
        {
          name: 'points',
          type: 'array',
          label: '要点',
          maxRows: 6,
          labels: { singular: '要点', plural: '要点' },
          fields: [
            { name: 'text', type: 'text', label: '要点', required: true, validate: atMost(40, '要点', true) },
          ],
        },
        imageField('image', '配图（样式为“配图”时显示）'),
        cardLinkField(),
      ],
    },
  ],
}
