import type { CollectionConfig } from 'payload'

import { IDEMPOTENCY_KEY_MAX } from '@/lib/idempotency-key'
import { cooperationModels, leadKindOptions, leadStages } from '@/lib/lead-kinds'
import { leadDevices, leadStatuses, UTM_KEYS, UTM_VALUE_MAX } from '@/lib/lead-status'
import {
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_ORGANISATION_MAX,
  LEAD_SOURCE_MAX,
  MAINLAND_MOBILE,
} from '@/lib/lead-schema'

import { adminsOnly, staffOnly } from '../Admins/access'
import { exportLeads } from './export'
import { deleteDeliveries } from './hooks/delete-deliveries'
import { stampNotes } from './hooks/stamp-notes'

/** A follow-up note's length. */
const LEAD_NOTE_MAX = 1000

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
  labels: { singular: '线索', plural: '线索' },
  admin: {
    useAsTitle: 'name',
    group: '客户',
    defaultColumns: ['name', 'kind', 'phone', 'organisation', 'status', 'owner', 'source', 'createdAt'],
    listSearchableFields: ['name', 'phone', 'organisation'],
    components: { beforeListTable: ['@/components/admin/ExportLeadsLink#ExportLeadsLink'] },
  },
  defaultSort: '-createdAt',
  access: {
    create: () => false,
    read: staffOnly,
    update: staffOnly,
    delete: adminsOnly,
  },
  hooks: { beforeChange: [stampNotes], beforeDelete: [deleteDeliveries] },
  endpoints: [exportLeads],
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
      index: true,
      options: leadStatuses.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'admins',
      label: '负责人',
      admin: { position: 'sidebar', allowCreate: false },
    },
    {
      name: 'device',
      type: 'select',
      label: '设备',
      options: leadDevices.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'campaign',
      type: 'group',
      label: '推广来源（着陆页 utm 参数）',
      admin: {
        position: 'sidebar',
        // Only when the visitor came from a campaign, and then only the parameters it had.
        condition: (data) => UTM_KEYS.some((key) => Boolean(data?.campaign?.[key])),
      },
      fields: UTM_KEYS.map((key) => ({
        name: key,
        type: 'text' as const,
        label: `utm_${key}`,
        maxLength: UTM_VALUE_MAX,
        admin: {
          readOnly: true,
          condition: (_: unknown, sibling: Record<string, unknown>) => Boolean(sibling?.[key]),
        },
      })),
    },
    {
      // A client that missed the first answer sends its Idempotency-Key again; the unique index lets only one
      // lead have it, whichever app instance each request reaches (src/server/leads.ts).
      name: 'idempotencyKey',
      type: 'text',
      label: '幂等键',
      unique: true,
      maxLength: IDEMPOTENCY_KEY_MAX,
      admin: { hidden: true },
    },
    {
      name: 'duplicateOf',
      type: 'relationship',
      relationTo: 'leads',
      label: '重复线索（24 小时内同一手机号）',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: '与这条线索是同一位访客，已合并通知，不再重复提醒',
      },
    },
    {
      name: 'notes',
      type: 'array',
      label: '跟进记录',
      labels: { singular: '跟进记录', plural: '跟进记录' },
      admin: {
        description: '每次联系后记一笔；记录人和时间保存时自动填写，已保存的记录不能修改',
        initCollapsed: false,
      },
      fields: [
        {
          name: 'body',
          type: 'textarea',
          label: '内容',
          required: true,
          validate: atMost(LEAD_NOTE_MAX, '跟进内容', true),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'author',
              type: 'relationship',
              relationTo: 'admins',
              label: '记录人',
              admin: { readOnly: true, width: '50%' },
            },
            {
              name: 'at',
              type: 'date',
              label: '时间',
              admin: {
                readOnly: true,
                width: '50%',
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
              },
            },
          ],
        },
      ],
    },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'lead-deliveries',
      on: 'lead',
      label: '通知记录',
      defaultSort: 'createdAt',
      admin: {
        defaultColumns: ['channel', 'target', 'status', 'attempts', 'lastError', 'sentAt'],
        allowCreate: false,
      },
    },
  ],
}
