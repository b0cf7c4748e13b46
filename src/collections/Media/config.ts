import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { APIError, type CollectionConfig } from 'payload'

import { staffOnly } from '../Admins/access'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Largest upload (also Payload's multipart limit, which answers 413 with MEDIA_TOO_LARGE_MESSAGE). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024
export const MEDIA_TOO_LARGE_MESSAGE = '图片不能超过 5 MB，请压缩后再上传'
/** Raster images only: an SVG served from this origin could carry scripts. */
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
export const MEDIA_TYPE_MESSAGE = '只能上传 PNG、JPEG、WebP 或 GIF 图片'

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
    mimeTypes: MEDIA_MIME_TYPES,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 800, height: 450, position: 'centre' },
      { name: 'wide', width: 1600, withoutEnlargement: true },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  hooks: {
    // Checked before Payload's own checks so staff get the reason in Chinese.
    beforeOperation: [
      ({ operation, req, args }) => {
        if (operation !== 'create' && operation !== 'update') return args
        const file = req.file
        if (!file) return args
        if (file.size > MEDIA_MAX_BYTES) throw new APIError(MEDIA_TOO_LARGE_MESSAGE, 413, null, true)
        if (!MEDIA_MIME_TYPES.includes(file.mimetype)) throw new APIError(MEDIA_TYPE_MESSAGE, 400, null, true)
        return args
      },
    ],
  },
  fields: [{ name: 'alt', type: 'text', label: '替代文本', required: true, maxLength: 200 }],
}
