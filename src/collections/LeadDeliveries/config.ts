import type { CollectionConfig } from 'payload'

import { staffOnly } from '../Admins/access'

export const deliveryChannels = [
  { value: 'email', label: '邮件' },
  { value: 'wecom', label: '企业微信群机器人' },
  { value: 'dingtalk', label: '钉钉群机器人' },
  { value: 'feishu', label: '飞书群机器人' },
] as const
export type DeliveryChannel = (typeof deliveryChannels)[number]['value']

export const deliveryStatuses = [
  { value: 'pending', label: '等待发送' },
  { value: 'retrying', label: '失败，稍后重试' },
  { value: 'sent', label: '已送达' },
  { value: 'failed', label: '多次失败，已放弃' },
  { value: 'skipped', label: '已取消（通知设置已删除或停用）' },
] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]['value']

/**
 * One notification of one lead to one channel (the e-mail recipients, or one group robot). Written only by
 * the notification jobs (src/server/lead-notify); staff read them on the lead, as its delivery record.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: { singular: '通知记录', plural: '通知记录' },
  admin: { hidden: true, useAsTitle: 'target' },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true, label: '线索' },
    {
      name: 'channel',
      type: 'select',
      required: true,
      label: '渠道',
      options: deliveryChannels.map(({ value, label }) => ({ value, label })),
    },
    /** The e-mail addresses, or the robot's name in settings. */
    { name: 'target', type: 'text', label: '发送对象' },
    /** The webhook's row id in site settings, read again at every attempt. */
    { name: 'webhookId', type: 'text', admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      label: '状态',
      options: deliveryStatuses.map(({ value, label }) => ({ value, label })),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: '尝试次数' },
    { name: 'lastError', type: 'text', label: '最近一次错误' },
    { name: 'lastAttemptAt', type: 'date', label: '最近尝试' },
    { name: 'sentAt', type: 'date', label: '送达时间' },
  ],
}
