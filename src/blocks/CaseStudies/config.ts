import type { Block } from 'payload'

import { atMost, imageField, sectionFields, figuresField } from '../fields'

/** What schools like the visitor's got: the school, its stage, what it did and what came of it. */
export const CaseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: { singular: '案例', plural: '案例' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      label: '案例',
      minRows: 1,
      maxRows: 6,
      labels: { singular: '案例', plural: '案例' },
      admin: { description: '演示案例为虚构示例（不对应任何真实学校），上线前请换成真实案例。' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'school',
              type: 'text',
              label: '学校',
              required: true,
              validate: atMost(30, '学校', true),
              admin: { width: '50%' },
            },
            {
              name: 'stage',
              type: 'text',
              label: '学段与规模',
              validate: atMost(30, '学段与规模'),
              admin: { width: '50%', description: '例如：小学 · 36 个班' },
            },
          ],
        },
        { name: 'title', type: 'text', label: '标题', required: true, validate: atMost(40, '标题', true) },
        {
          name: 'challenge',
          type: 'textarea',
          label: '起点',
          required: true,
          validate: atMost(200, '起点', true),
        },
        {
          name: 'approach',
          type: 'textarea',
          label: '做法',
          required: true,
          validate: atMost(300, '做法', true),
        },
        {
          name: 'outcome',
          type: 'textarea',
          label: '成效',
          required: true,
          validate: atMost(200, '成效', true),
        },
        figuresField('关键数字', '数字'),
        imageField('image', '配图'),
      ],
    },
  ],
}
