import { type Block, validations } from 'payload'

import { atMost, sectionFields } from '../fields'

/**
 * A table that compares columns (editions, plans, levels) row by row. A cell of "✓" or "—" is shown as
 * included / not included.
 */
export const ComparisonBlock: Block = {
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  labels: { singular: '对比表', plural: '对比表' },
  fields: [
    ...sectionFields(),
    {
      name: 'rowHeader',
      type: 'text',
      label: '首列表头',
      defaultValue: '项目',
      validate: atMost(12, '首列表头'),
    },
    {
      name: 'columns',
      type: 'array',
      label: '列',
      minRows: 1,
      maxRows: 5,
      labels: { singular: '列', plural: '列' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              label: '列名',
              required: true,
              validate: atMost(16, '列名', true),
              admin: { width: '40%' },
            },
            {
              name: 'note',
              type: 'text',
              label: '说明',
              validate: atMost(30, '说明'),
              admin: { width: '40%' },
            },
            { name: 'highlight', type: 'checkbox', label: '推荐', admin: { width: '20%' } },
          ],
        },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      label: '行',
      minRows: 1,
      maxRows: 20,
      // Cells belong to columns by their place: a row with more or fewer would shift under the wrong heading.
      validate: (rows, options) => {
        const length = validations.array(rows, options)
        if (length !== true || !Array.isArray(rows)) return length
        const columns = (options.siblingData as { columns?: unknown[] | null }).columns?.length ?? 0
        const wrong = (rows as { label?: string; cells?: unknown[] | null }[]).find(
          (row) => (row.cells?.length ?? 0) !== columns,
        )
        return wrong ? `“${wrong.label ?? ''}”一行应有 ${columns} 个单元格，与列数相同` : true
      },
      labels: { singular: '行', plural: '行' },
      fields: [
        { name: 'label', type: 'text', label: '项目', required: true, validate: atMost(24, '项目', true) },
        {
          name: 'cells',
          type: 'array',
          label: '各列内容（按列的顺序）',
          labels: { singular: '单元格', plural: '单元格' },
          fields: [
            {
              name: 'value',
              type: 'text',
              label: '内容',
              validate: atMost(60, '内容'),
              admin: { description: '填 ✓ 表示包含，— 表示不包含' },
            },
          ],
        },
      ],
    },
    { name: 'footnote', type: 'textarea', label: '脚注', validate: atMost(200, '脚注') },
  ],
}
