import type { Block } from 'payload'

import { atMost, sectionFields } from '../fields'

/** A process (numbered steps) or a calendar (timeline with a label per item, such as a month or a week). */
export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: '步骤/时间线', plural: '步骤/时间线' },
  fields: [
    ...sectionFields(),
    {
      name: 'style',
      type: 'select',
      label: '样式',
      defaultValue: 'steps',
      options: [
        { label: '步骤（横向编号）', value: 'steps' },
        { label: '时间线（纵向，带时间标签）', value: 'timeline' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      label: '条目',
      minRows: 2,
      maxRows: 12,
      labels: { singular: '条目', plural: '条目' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              label: '时间/序号标签',
              validate: atMost(16, '标签'),
              admin: { width: '30%', description: '例如：3 月、第 1 周' },
            },
            {
              name: 'title',
              type: 'text',
              label: '标题',
              required: true,
              validate: atMost(30, '标题', true),
              admin: { width: '70%' },
            },
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          label: '说明',
          required: true,
          validate: atMost(240, '说明', true),
        },
      ],
    },
  ],
}
