import type { CollectionConfig, PayloadRequest } from 'payload'

import { pageBlocks } from '@/blocks'
import { atMost, imageField } from '@/blocks/fields'
import { isPagePath, pagePathOptions } from '@/content/page-routes'
import { heroField } from '@/heros/config'
import { previewPathFor } from '@/lib/preview'

import { staffOnly } from '../Admins/access'
import { readPages } from './access'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidate'
import { forgetPublicMedia } from '@/server/media-visibility'

export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

/**
 * The site's pages, one document per public route: a hero and an ordered list of blocks that editors
 * arrange. Drafts, versions and scheduled publishing; the public reads the published version only.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: '页面', plural: '页面' },
  admin: {
    useAsTitle: 'title',
    group: '内容',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
    description:
      '每个网址一个页面。手机访问 /mobile 开头的网址时，如果没有单独的手机版页面，就显示同一页面的手机版式。演示内容（案例、数据、评价、学校名称）均为虚构示例，上线前请替换。',
    livePreview: { url: ({ data }) => previewPathFor(data?.path) },
    preview: (doc) => previewPathFor(doc?.path),
  },
  defaultSort: 'path',
  access: {
    read: readPages,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    readVersions: staffOnly,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 30,
  },
  hooks: {
    afterChange: [revalidatePageAfterChange, forgetPublicMedia],
    afterDelete: [revalidatePageAfterDelete, forgetPublicMedia],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'path',
          type: 'select',
          label: '网址',
          required: true,
          unique: true,
          index: true,
          options: pagePathOptions,
          // A copy is a draft without an address (each address has one page): staff choose its address before
          // publishing it. Kept, the copy would fail on the original's unique address.
          hooks: { beforeDuplicate: [() => null] },
          validate: async (value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) => {
            if (!isPagePath(value)) return '请选择页面网址'
            if (!req?.payload) return true
            const taken = await req.payload.find({
              collection: 'pages',
              where: { and: [{ path: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
              limit: 1,
              depth: 0,
              pagination: false,
              overrideAccess: true,
              req,
            })
            return taken.docs.length ? `网址 ${value} 已有页面，请在页面列表中打开它修改` : true
          },
          admin: { width: '50%' },
        },
        {
          name: 'title',
          type: 'text',
          label: '页面名称',
          required: true,
          validate: atMost(30, '页面名称', true),
          admin: { width: '50%', description: '浏览器标签和搜索结果中的标题（后面自动加品牌名）' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: '页首', fields: [heroField] },
        {
          label: '内容区块',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              label: '区块',
              labels: { singular: '区块', plural: '区块' },
              blocks: pageBlocks,
              admin: { initCollapsed: true },
            },
          ],
        },
        {
          name: 'seo',
          label: '搜索引擎',
          fields: [
            {
              name: 'title',
              type: 'text',
              label: 'SEO 标题',
              validate: atMost(SEO_TITLE_MAX, 'SEO 标题'),
              admin: { description: '留空则使用页面名称' },
            },
            {
              name: 'description',
              type: 'textarea',
              label: 'SEO 描述',
              validate: atMost(SEO_DESCRIPTION_MAX, 'SEO 描述'),
              admin: { description: '搜索结果中的摘要，建议 60-120 字；留空则使用页首导语' },
            },
            {
              ...imageField('image', '分享图'),
              admin: { description: '分享到微信等处时显示，建议 1200×630' },
            },
          ],
        },
      ],
    },
  ],
}
