import type { CollectionConfig } from 'payload'

import { cooperationModels, leadKindOptions, leadStages } from '@/lib/lead-kinds'
import {
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_ORGANISATION_MAX,
  LEAD_SOURCE_MAX,
  MAINLAND_MOBILE,
} from '@/lib/lead-schema'

import { adminsOnly, staffOnly } from '../Admins/access'

// A custom validate replaces Payload's own, so it checks `required` too. Length in characters like the
// visitor's form (src/lib/lead-schema.ts), not in UTF-16 units.
const atMost =
  (max: number, label: string, required = false) =>
  (value: unknown): true | string => {
    if (value == null || value === '') return required ? `请填写${label}` : true
    return (typeof value === 'string' && Array.from(value).length <= max) || `${label}不能超过${max}个字`
  }

/**
 * Messages visitors leave on the site. Created only by the site's own service (src/server/leads.ts, with
 * overrideAccess), so Payload's public REST create is refused; staff read and follow them up.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: '线索', plural: '留言' },
  admin: {
    useAsTitle: 'name',
    group: '客户',
    defaultColumns: ['name', 'kind', 'phone', 'organisation', 'status', 'source', 'createdAt'],
    listSearchableFields: ['name', 'phone', 'organisation'],
  },
  defaultSort: '-createdAt',
  access: {
    create: () => false,
    read: staffOnly,
    update: staffOnly,
    delete: adminsOnly,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: '称呼',
      required: true,
      validate: atMost(LEAD_NAME_MAX, '称呼', true),
    },
    {
      name: 'phone',
      type: 'text',
      label: '手机号',
      required: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && MAINLAND_MOBILE.test(value)) || '请输入正确的手机号',
    },
    {
      name: 'organisation',
      type: 'text',
      label: '学校/机构',
      validate: atMost(LEAD_ORGANISATION_MAX, '学校/机构'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: '类型',
          defaultValue: 'consult',
          options: leadKindOptions,
          admin: { width: '33%' },
        },
        {
          name: 'stage',
          type: 'select',
          label: '学段',
          options: leadStages.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
        },
        {
          name: 'model',
          type: 'select',
          label: '合作方式',
          options: cooperationModels.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      label: '留言内容',
      validate: atMost(LEAD_MESSAGE_MAX, '留言内容'),
    },
    {
      name: 'source',
      type: 'text',
      label: '来源页面',
      maxLength: LEAD_SOURCE_MAX,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      label: '跟进状态',
      required: true,
      defaultValue: 'new',
      options: [
        { label: '新线索', value: 'new' },
        { label: '已联系', value: 'contacted' },
        { label: '已关闭', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
  ],
}
