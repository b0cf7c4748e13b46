import type { Block } from 'payload'

import { atMost, sectionFields } from '../fields'

/** What teachers and principals say. */
export const QuotesBlock: Block = {
  slug: 'quotes',
  interfaceName: 'QuotesBlock',
  labels: { singular: '用户评价', plural: '用户评价' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      label: '评价',
      minRows: 1,
      maxRows: 6,
      labels: { singular: '评价', plural: '评价' },
      admin: { description: '演示评价为虚构示例，上线前请换成经本人同意公开的真实评价。' },
      fields: [
        {
          name: 'quote',
          type: 'textarea',
          label: '评价内容',
          required: true,
          validate: atMost(200, '评价内容', true),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              label: '姓名',
              required: true,
              validate: atMost(12, '姓名', true),
              admin: { width: '30%' },
            },
            {
              name: 'role',
              type: 'text',
              label: '身份',
              validate: atMost(20, '身份'),
              admin: { width: '30%' },
            },
            {
              name: 'organisation',
              type: 'text',
              label: '单位',
              validate: atMost(30, '单位'),
              admin: { width: '40%' },
            },
          ],
        },
      ],
    },
  ],
}
