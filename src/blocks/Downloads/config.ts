import type { Block } from 'payload'

import { atMost, sectionFields } from '../fields'

/** Files to download: syllabuses, lab lists, exam outlines. */
export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: { singular: '资料下载', plural: '资料下载' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      label: '文件',
      minRows: 1,
      maxRows: 12,
      labels: { singular: '文件', plural: '文件' },
      fields: [
        { name: 'title', type: 'text', label: '名称', required: true, validate: atMost(40, '名称', true) },
        { name: 'description', type: 'text', label: '说明', validate: atMost(80, '说明') },
        { name: 'file', type: 'upload', relationTo: 'media', label: '文件（PDF）', required: true },
      ],
    },
  ],
}
