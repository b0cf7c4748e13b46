import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { APIError, type CollectionConfig } from 'payload'

import { forgetPublicMedia, publicMediaWhere } from '@/server/media-visibility'

import { isStaff, staffOnly } from '../Admins/access'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Largest upload (also Payload's multipart limit, which answers 413 with MEDIA_TOO_LARGE_MESSAGE). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024
/** Images stay small: pages show them to phones on slow networks. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const MEDIA_TOO_LARGE_MESSAGE = '文件不能超过 20 MB（图片不能超过 5 MB），请压缩后再上传'
export const IMAGE_TOO_LARGE_MESSAGE = '图片不能超过 5 MB，请压缩后再上传'
/** Raster images (an SVG served from this origin could carry scripts), videos for the video block, PDFs to download. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
export const MEDIA_MIME_TYPES = [...IMAGE_MIME_TYPES, 'video/mp4', 'video/webm', 'application/pdf']
export const MEDIA_TYPE_MESSAGE = '只能上传 PNG、JPEG、WebP、GIF 图片，MP4、WebM 视频或 PDF 文件'

/**
 * Uploaded images, videos and PDFs; sharp generates the image sizes. Staff read and write everything; the
 * public reads (lists, fetches, downloads) only what a published, current document uses
 * (src/server/media-visibility.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '媒体文件', plural: '媒体库' },
  admin: { group: '内容' },
  access: {
    read: ({ req }) => (isStaff(req.user as never) ? true : publicMediaWhere(req.payload)),
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
    afterChange: [forgetPublicMedia],
    afterDelete: [forgetPublicMedia],
    // Checked before Payload's own checks so staff get the reason in Chinese.
    beforeOperation: [
      ({ operation, req, args }) => {
        if (operation !== 'create' && operation !== 'update') return args
        const file = req.file
        if (!file) return args
        if (file.size > MEDIA_MAX_BYTES) throw new APIError(MEDIA_TOO_LARGE_MESSAGE, 413, null, true)
        if (!MEDIA_MIME_TYPES.includes(file.mimetype)) throw new APIError(MEDIA_TYPE_MESSAGE, 400, null, true)
        if (IMAGE_MIME_TYPES.includes(file.mimetype) && file.size > IMAGE_MAX_BYTES)
          throw new APIError(IMAGE_TOO_LARGE_MESSAGE, 413, null, true)
        return args
      },
    ],
  },
  fields: [{ name: 'alt', type: 'text', label: '替代文本', required: true, maxLength: 200 }],
}
