import type { CollectionConfig } from 'payload'

import { newsTypes } from '@/content/news-types'

import { staffOnly } from '../Admins/access'
import { readNews } from './access'
import { revalidateNewsAfterChange, revalidateNewsAfterDelete } from './hooks/revalidate'
import { forgetPublicMedia } from '@/server/media-visibility'

export const NEWS_TITLE_MAX = 80
export const NEWS_SUMMARY_MAX = 200
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

const atMost = (max: number, label: string) => (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && Array.from(value).length <= max)
    ? true
    : `${label}不能超过${max}个字`

/**
 * Articles of the news pages. Editors and admins write, schedule (publish time in the future), publish and
 * withdraw them; the public reads only published articles whose time has come.
 */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: '资讯', plural: '资讯' },
  admin: {
    useAsTitle: 'title',
    group: '内容',
    defaultColumns: ['title', 'type', 'status', 'publishedAt', 'updatedAt'],
    listSearchableFields: ['title', 'summary'],
    description: '状态为“已发布”且到了发布时间的资讯才会出现在网站上；把发布时间设在将来即可定时发布。',
    preview: (doc) => (doc?.id ? `/news/preview/${doc.id}` : null),
  },
  defaultSort: '-publishedAt',
  access: {
    read: readNews,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    beforeChange: [
      ({ data }) => {
        // Publishing without a time publishes now.
        if (data.status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
        return data
      },
    ],
    afterChange: [revalidateNewsAfterChange, forgetPublicMedia],
    afterDelete: [revalidateNewsAfterDelete, forgetPublicMedia],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: '标题',
      required: true,
      validate: (value: unknown) => (value ? atMost(NEWS_TITLE_MAX, '标题')(value) : '请填写标题'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: '类别',
          required: true,
          options: newsTypes.map((type) => ({ label: type.label, value: type.slug })),
          admin: { width: '33%' },
        },
        {
          name: 'status',
          type: 'select',
          label: '状态',
          required: true,
          defaultValue: 'draft',
          options: [
            { label: '草稿', value: 'draft' },
            { label: '已发布', value: 'published' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'publishedAt',
          type: 'date',
          label: '发布时间',
          index: true,
          admin: {
            width: '33%',
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
            description: '留空则在发布时取当前时间；设在将来即定时发布。',
          },
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      label: '摘要',
      validate: atMost(NEWS_SUMMARY_MAX, '摘要'),
      admin: { description: '列表和分享卡片上显示，建议 60-120 字。' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media', label: '封面图' },
    {
      name: 'body',
      type: 'richText',
      label: '正文',
      validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) => {
        const root = (value as { root?: { children?: unknown[] } } | null)?.root
        if (siblingData.status === 'published' && !root?.children?.length) return '发布前请填写正文'
        return true
      },
    },
    { name: 'author', type: 'text', label: '作者', defaultValue: '编辑部', validate: atMost(40, '作者') },
    {
      name: 'seo',
      type: 'group',
      label: '搜索引擎',
      admin: { description: '留空则使用标题和摘要。' },
      fields: [
        { name: 'title', type: 'text', label: 'SEO 标题', validate: atMost(SEO_TITLE_MAX, 'SEO 标题') },
        {
          name: 'description',
          type: 'textarea',
          label: 'SEO 描述',
          validate: atMost(SEO_DESCRIPTION_MAX, 'SEO 描述'),
        },
      ],
    },
  ],
}
