import type { Block } from 'payload'

import { bannerLocations, bannerTypes } from '@/content/banner-slots'

import { sectionFields } from '../fields'

/** A banner slot inside the page: the banners staff publish for it, or the page family's artwork. */
export const BannerSlotBlock: Block = {
  slug: 'bannerSlot',
  interfaceName: 'BannerSlotBlock',
  labels: { singular: '横幅位', plural: '横幅位' },
  fields: [
    ...sectionFields({ headingRequired: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'bannerType',
          type: 'select',
          label: '横幅页面',
          defaultValue: 'home',
          options: bannerTypes.map(({ value, label }) => ({ value, label })),
          admin: { width: '50%' },
        },
        {
          name: 'location',
          type: 'select',
          label: '横幅位置',
          defaultValue: 'middle',
          options: bannerLocations.map(({ value, label }) => ({ value, label })),
          admin: { width: '50%', description: '电脑端显示“电脑端”横幅，手机端显示“手机端”横幅' },
        },
      ],
    },
  ],
}
