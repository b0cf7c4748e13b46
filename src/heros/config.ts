import type { GroupField } from 'payload'

import { bannerTypes } from '@/content/banner-slots'

import { actionsField, atMost, imageField, figuresField } from '../blocks/fields'

export const heroKinds = [
  { label: '文字配插画（品牌蓝背景）', value: 'artwork' },
  { label: '左右分栏（浅色背景，配产品图）', value: 'split' },
  { label: '带数据', value: 'figures' },
  { label: '带横幅轮播', value: 'banner' },
  { label: '简洁标题栏', value: 'compact' },
] as const

export type HeroKind = (typeof heroKinds)[number]['value']

/** The top of a page: its one h1, the lead, the call to action and a picture, figures or the banner slot. */
export const heroField: GroupField = {
  name: 'hero',
  type: 'group',
  label: '页首',
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: '样式',
      required: true,
      defaultValue: 'artwork',
      options: [...heroKinds],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'eyebrow',
          type: 'text',
          label: '眉标',
          validate: atMost(20, '眉标'),
          admin: { width: '30%', description: '标题上方的短语，例如：校园版' },
        },
        {
          name: 'heading',
          type: 'text',
          label: '主标题（页面 H1）',
          required: true,
          validate: atMost(36, '主标题', true),
          admin: { width: '70%' },
        },
      ],
    },
    { name: 'intro', type: 'textarea', label: '导语', validate: atMost(200, '导语') },
    actionsField(2),
    {
      ...imageField('image', '插图'),
      admin: {
        condition: (_, sibling: { kind?: string }) =>
          sibling?.kind === 'artwork' || sibling?.kind === 'split',
        description: '建议 1200×900 左右的横图',
      },
    },
    figuresField('数据', '数据', {
      condition: (_, sibling: { kind?: string }) => sibling?.kind === 'figures',
      description: '演示数据请在上线前换成贵机构的真实数据。',
    }),
    {
      name: 'bannerType',
      type: 'select',
      label: '横幅页面',
      defaultValue: 'home',
      options: bannerTypes.map(({ value, label }) => ({ value, label })),
      admin: {
        condition: (_, sibling: { kind?: string }) => sibling?.kind === 'banner',
        description: '显示该页面的“顶部大图”横幅（电脑端、手机端各自的横幅）',
      },
    },
  ],
}
