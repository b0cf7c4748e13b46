import type { Block } from 'payload'

import { atMost, imageField, sectionFields } from '../fields'

/** A video from the media library, with its poster; the right-click menu is disabled (spec §2). */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: '视频', plural: '视频' },
  fields: [
    ...sectionFields(),
    { name: 'video', type: 'upload', relationTo: 'media', label: '视频文件（MP4/WebM）', required: true },
    imageField('poster', '封面图', true),
    { name: 'caption', type: 'text', label: '视频说明', validate: atMost(80, '视频说明') },
  ],
}
