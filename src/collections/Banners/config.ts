import type { CollectionConfig } from 'payload'

import { bannerDevices, bannerLocations, bannerSlots, bannerTypes } from '@/content/banner-slots'

import { staffOnly } from '../Admins/access'
import { readBanners } from './access'
import { revalidateBannerAfterChange, revalidateBannerAfterDelete } from './hooks/revalidate'
import { forgetPublicMedia } from '@/server/media-visibility'

const slotHelp = bannerSlots
  .map((slot) => {
    const label = (list: readonly { value: string; label: string }[], value: string) =>
      list.find((item) => item.value === value)?.label ?? value
    return `${label(bannerTypes, slot.type)}·${label(bannerDevices, slot.pcFlag)}·${label(bannerLocations, slot.location)} → ${slot.page}`
  })
  .join('；')

/** Link of a banner: a path on this site or an http(s) address. */
export function isBannerLink(value: string) {
  return /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/$.?#].\S*$/i.test(value)
}

/**
 * Banners of the page slots: page (type), device (pcFlag) and place (location). A slot shows its enabled
 * banners inside their active window, lowest sort first; an empty slot shows the page's own artwork.
 */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: '横幅', plural: '横幅' },
  admin: {
    useAsTitle: 'title',
    group: '内容',
    defaultColumns: ['title', 'type', 'pcFlag', 'location', 'sort', 'enabled', 'activeTo'],
    description: `位置与页面：${slotHelp}。`,
  },
  defaultSort: 'sort',
  access: {
    read: readBanners,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    afterChange: [revalidateBannerAfterChange, forgetPublicMedia],
    afterDelete: [revalidateBannerAfterDelete, forgetPublicMedia],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: '标题',
      required: true,
      validate: (value: unknown) =>
        !value ? '请填写标题' : Array.from(String(value)).length <= 60 || '标题不能超过60个字',
      admin: { description: '也是图片的替代文本，读屏软件会读出。' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: '页面',
          required: true,
          options: bannerTypes.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
        },
        {
          name: 'pcFlag',
          type: 'select',
          label: '设备',
          required: true,
          options: bannerDevices.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
        },
        {
          name: 'location',
          type: 'select',
          label: '位置',
          required: true,
          defaultValue: 'top',
          options: bannerLocations.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: '图片',
      required: true,
      admin: { description: '电脑端建议 1920×640，手机端建议 750×420。' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subtitle',
          type: 'text',
          label: '副标题',
          validate: (value: unknown) =>
            !value || Array.from(String(value)).length <= 60 || '副标题不能超过60个字',
          admin: { width: '60%', description: '填写后，标题和副标题以文字显示在图片左侧' },
        },
        {
          name: 'buttonLabel',
          type: 'text',
          label: '按钮文字',
          validate: (value: unknown) =>
            !value || Array.from(String(value)).length <= 10 || '按钮文字不能超过10个字',
          admin: { width: '40%', description: '有链接时显示按钮，例如：预约演示' },
        },
      ],
    },
    {
      name: 'link',
      type: 'text',
      label: '链接',
      validate: (value: unknown) =>
        !value ||
        (typeof value === 'string' && isBannerLink(value)) ||
        '链接须是站内路径（以 / 开头）或 http(s) 网址',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sort',
          type: 'number',
          label: '排序',
          defaultValue: 0,
          admin: { width: '25%', description: '数字小的在前' },
        },
        { name: 'enabled', type: 'checkbox', label: '启用', defaultValue: true, admin: { width: '25%' } },
        {
          name: 'activeFrom',
          type: 'date',
          label: '开始时间',
          admin: {
            width: '25%',
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
          },
        },
        {
          name: 'activeTo',
          type: 'date',
          label: '结束时间',
          admin: {
            width: '25%',
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
          },
          validate: (value: unknown, { siblingData }: { siblingData: { activeFrom?: string | null } }) =>
            !value || !siblingData.activeFrom || new Date(String(value)) > new Date(siblingData.activeFrom)
              ? true
              : '结束时间须晚于开始时间',
        },
      ],
    },
  ],
}
