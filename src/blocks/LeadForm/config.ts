import type { Block } from 'payload'

import { leadKindOptions } from '@/lib/lead-kinds'

import { atMost, sectionFields } from '../fields'

/** A form that stores a lead; its kind decides the fields (a trial asks for the school and the stage). */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: '留言表单', plural: '留言表单' },
  fields: [
    ...sectionFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: '表单类型',
          defaultValue: 'trial',
          options: leadKindOptions,
          admin: { width: '50%', description: '决定表单字段，例如申请试用需填写学校和学段' },
        },
        {
          name: 'submitLabel',
          type: 'text',
          label: '提交按钮文字',
          validate: atMost(10, '按钮文字'),
          admin: { width: '50%', description: '留空则使用表单类型的默认文字' },
        },
      ],
    },
    {
      name: 'points',
      type: 'array',
      label: '表单旁的说明（提交后会发生什么）',
      maxRows: 5,
      labels: { singular: '说明', plural: '说明' },
      fields: [
        { name: 'text', type: 'text', label: '说明', required: true, validate: atMost(50, '说明', true) },
      ],
    },
  ],
}
