import type { Block } from 'payload'

import { newsTypes } from '@/content/news-types'

import { sectionFields } from '../fields'

/** The newest public articles, of one type or all. */
export const LatestNewsBlock: Block = {
  slug: 'latestNews',
  interfaceName: 'LatestNewsBlock',
  labels: { singular: '最新资讯', plural: '最新资讯' },
  fields: [
    ...sectionFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'newsType',
          type: 'select',
          label: '资讯类别',
          defaultValue: 'all',
          options: [
            { label: '全部类别', value: 'all' },
            ...newsTypes.map((type) => ({ label: type.label, value: type.slug })),
          ],
          admin: { width: '50%' },
        },
        {
          name: 'count',
          type: 'number',
          label: '条数',
          defaultValue: 4,
          min: 2,
          max: 8,
          required: true,
          admin: { width: '50%' },
        },
      ],
    },
  ],
}
