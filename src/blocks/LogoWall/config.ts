import type { Block } from 'payload'

import { atMost, imageField, sectionFields } from '../fields'

/** Partner schools and organisations: a logo, or the name set as a word mark when there is none. */
export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: '合作伙伴', plural: '合作伙伴' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      label: '伙伴',
      minRows: 2,
      maxRows: 24,
      labels: { singular: '伙伴', plural: '伙伴' },
      admin: { description: '演示数据为虚构的学校名称，上线前请换成已同意公开的合作单位。' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              label: '名称',
              required: true,
              validate: atMost(24, '名称', true),
              admin: { width: '50%' },
            },
            {
              name: 'note',
              type: 'text',
              label: '备注',
              validate: atMost(16, '备注'),
              admin: { width: '50%', description: '例如：小学 · 2024 年起' },
            },
          ],
        },
        imageField('logo', '标志（选填）'),
      ],
    },
  ],
}
