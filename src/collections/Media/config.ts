import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionConfig } from 'payload'

import { staffOnly } from '../Admins/access'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Uploaded images; sharp generates the sizes. Public read, staff write. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '媒体文件', plural: '媒体库' },
  admin: { group: '内容' },
  access: {
    read: () => true,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || path.resolve(dirname, '../../../media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 800, height: 450, position: 'centre' },
      { name: 'wide', width: 1600, withoutEnlargement: true },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  fields: [{ name: 'alt', type: 'text', label: '替代文本', required: true, maxLength: 200 }],
}
