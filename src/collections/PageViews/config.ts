import type { CollectionConfig } from 'payload'

import { adminsOnly, staffOnly } from '../Admins/access'

export const pageViewDevices = [
  { value: 'desktop', label: '电脑' },
  { value: 'mobile', label: '手机' },
] as const
export type PageViewDevice = (typeof pageViewDevices)[number]['value']

/**
 * First-party page-view statistics, one row per day, page, device class and referring site with its count
 * (no cookie, no address, no single visit). Written only by src/server/page-views (an upsert that adds to
 * `views`); staff read them on the dashboard and here, admins may delete them.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: '访问统计', plural: '访问统计' },
  admin: {
    group: '统计',
    useAsTitle: 'path',
    defaultColumns: ['day', 'path', 'device', 'referrerHost', 'views'],
    description:
      '每天每个页面的浏览次数（按设备与来源网站分开计）。只记录页面地址、设备类型和来源网站域名，不记录 IP，也不写 Cookie。',
  },
  defaultSort: '-day',
  access: { read: staffOnly, create: () => false, update: () => false, delete: adminsOnly },
  // The row the store adds to: one per day, page, device and referring site.
  indexes: [{ fields: ['day', 'path', 'device', 'referrerHost'], unique: true }],
  fields: [
    /** Beijing date, YYYY-MM-DD: sorts and groups as text on both databases. */
    { name: 'day', type: 'text', required: true, index: true, label: '日期' },
    { name: 'path', type: 'text', required: true, label: '页面' },
    {
      name: 'device',
      type: 'select',
      required: true,
      label: '设备',
      options: pageViewDevices.map(({ value, label }) => ({ value, label })),
    },
    /** Host of the page the visitor came from on another site; empty for direct visits and in-site moves. */
    {
      name: 'referrerHost',
      type: 'text',
      defaultValue: '',
      label: '来源网站',
      admin: { description: '空白：直接访问或站内跳转' },
    },
    { name: 'views', type: 'number', required: true, defaultValue: 0, label: '浏览次数' },
  ],
}
