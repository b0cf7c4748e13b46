import type { Block } from 'payload'

import { atMost, figureValueField, sectionFields } from '../fields'

/** Figures in a row: a number, its unit and what it counts. */
export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: '数据', plural: '数据' },
  admin: {},
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      label: '数据项',
      minRows: 2,
      maxRows: 6,
      labels: { singular: '数据项', plural: '数据项' },
      admin: { description: '演示数据请在上线前换成贵机构的真实数据。' },
      fields: [
        {
          type: 'row',
          fields: [
            figureValueField('25%'),
            {
              name: 'unit',
              type: 'text',
              label: '单位',
              validate: atMost(6, '单位'),
              admin: { width: '20%' },
            },
            {
              name: 'label',
              type: 'text',
              label: '说明',
              required: true,
              validate: atMost(20, '说明', true),
              admin: { width: '55%' },
            },
          ],
        },
        { name: 'note', type: 'text', label: '补充', validate: atMost(40, '补充') },
      ],
    },
    {
      name: 'footnote',
      type: 'text',
      label: '脚注',
      validate: atMost(80, '脚注'),
      admin: { description: '例如数据的统计口径和时间' },
    },
  ],
}
