import type { ArrayField, Field, GroupField, SelectField, TextField, UploadField } from 'payload'

import { iconOptions } from '@/components/icons/names'

/** Length in characters as an editor counts them (an emoji is one, not two UTF-16 units). */
export const atMost =
  (max: number, label: string, required = false) =>
  (value: unknown): true | string => {
    if (value == null || value === '') return required ? `请填写${label}` : true
    return (typeof value === 'string' && Array.from(value).length <= max) || `${label}不能超过${max}个字`
  }

/** A path on this site (`/tch-training`, `#apply`, `/news?type=company`) or an http(s) address. */
export function isPageLink(value: string): boolean {
  return (
    /^\/(?!\/)\S*$/.test(value) ||
    /^#[A-Za-z][\w-]*$/.test(value) ||
    /^https?:\/\/[^\s/$.?#].\S*$/i.test(value)
  )
}

export const LINK_MESSAGE = '链接须是站内路径（以 / 开头）、本页锚点（以 # 开头）或 http(s) 网址'

export function linkHrefField(name = 'href', label = '链接', required = false): TextField {
  return {
    name,
    type: 'text',
    label,
    required,
    validate: (value: unknown) => {
      if (value == null || value === '') return required ? `请填写${label}` : true
      return (typeof value === 'string' && isPageLink(value)) || LINK_MESSAGE
    },
    admin: { description: '站内路径如 /tch-training，本页锚点如 #apply，站外网址以 https:// 开头' },
  }
}

/** Buttons of a hero or call-to-action band: the first is the main one. */
export function actionsField(max = 2): ArrayField {
  return {
    name: 'actions',
    type: 'array',
    label: '按钮',
    maxRows: max,
    labels: { singular: '按钮', plural: '按钮' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'label',
            type: 'text',
            label: '文字',
            required: true,
            validate: atMost(12, '按钮文字', true),
            admin: { width: '40%' },
          },
          { ...linkHrefField('href', '链接', true), admin: { width: '60%' } },
        ],
      },
    ],
  }
}

/** An optional link under a card or row: where to go and what the link says. */
export function cardLinkField(): GroupField {
  return {
    name: 'link',
    type: 'group',
    label: '链接（选填）',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'label',
            type: 'text',
            label: '链接文字',
            validate: atMost(12, '链接文字'),
            admin: { width: '40%' },
          },
          { ...linkHrefField('href', '链接地址'), admin: { width: '60%' } },
        ],
      },
    ],
  }
}

export function iconField(): SelectField {
  return {
    name: 'icon',
    type: 'select',
    label: '图标',
    options: iconOptions,
    admin: { width: '30%' },
  }
}

/** Shown on desktop, on phones, or both: one document serves both devices. */
export const visibilityOptions = [
  { label: '电脑和手机', value: 'all' },
  { label: '仅电脑端', value: 'desktop' },
  { label: '仅手机端', value: 'mobile' },
] as const

export const backgroundOptions = [
  { label: '自动（与上一区块交替）', value: 'auto' },
  { label: '白色', value: 'white' },
  { label: '浅灰', value: 'tint' },
  { label: '品牌蓝', value: 'brand' },
] as const

/**
 * What every section block has: its heading and lead, an anchor for in-page links (and the competition
 * topics' side navigation), the devices it shows on and its background.
 */
export function sectionFields({ headingRequired = true } = {}): Field[] {
  return [
    {
      type: 'collapsible',
      label: '标题与显示',
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'heading',
          type: 'text',
          label: '标题',
          required: headingRequired,
          validate: atMost(40, '标题', headingRequired),
        },
        { name: 'intro', type: 'textarea', label: '导语', validate: atMost(300, '导语') },
        {
          type: 'row',
          fields: [
            {
              name: 'anchor',
              type: 'text',
              label: '锚点',
              validate: (value: unknown) =>
                !value ||
                (typeof value === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(value)) ||
                '锚点只能用小写字母、数字和短横线，以字母开头',
              admin: { width: '25%', description: '例如 apply，链接写 #apply 即可跳到这里' },
            },
            {
              name: 'navLabel',
              type: 'text',
              label: '导航名称',
              validate: atMost(10, '导航名称'),
              admin: { width: '25%', description: '竞赛专题页：填写后出现在侧边导航中' },
            },
            {
              name: 'visibility',
              type: 'select',
              label: '显示于',
              defaultValue: 'all',
              options: [...visibilityOptions],
              admin: { width: '25%' },
            },
            {
              name: 'background',
              type: 'select',
              label: '背景',
              defaultValue: 'auto',
              options: [...backgroundOptions],
              admin: { width: '25%' },
            },
          ],
        },
      ],
    },
  ]
}

export function imageField(name = 'image', label = '图片', required = false): UploadField {
  return { name, type: 'upload', relationTo: 'media', label, required }
}

/** The number of a figure ("1,200+", "30 天"), as short as a figure is read. */
export function figureValueField(width: string): TextField {
  return {
    name: 'value',
    type: 'text',
    label: '数值',
    required: true,
    validate: atMost(10, '数值', true),
    admin: { width },
  }
}

/** Key figures: a number and what it counts (the hero's figures, a case study's). Demo values are examples. */
export function figuresField(label: string, singular: string, admin: ArrayField['admin'] = {}): ArrayField {
  return {
    name: 'figures',
    type: 'array',
    label,
    maxRows: 4,
    labels: { singular, plural: singular },
    admin,
    fields: [
      {
        type: 'row',
        fields: [
          figureValueField('40%'),
          {
            name: 'label',
            type: 'text',
            label: '说明',
            required: true,
            validate: atMost(16, '说明', true),
            admin: { width: '60%' },
          },
        ],
      },
    ],
  }
}
