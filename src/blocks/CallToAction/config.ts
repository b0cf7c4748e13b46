import type { Block } from 'payload'

import { actionsField, atMost, sectionFields } from '../fields'

/** A band that asks for the next step, with one or two buttons. */
export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: '行动号召', plural: '行动号召' },
  fields: [
    ...sectionFields(),
    { ...actionsField(2), minRows: 1 },
    {
      name: 'note',
      type: 'text',
      label: '按钮下方的小字',
      validate: atMost(60, '小字'),
      admin: { description: '例如：提交后 1 个工作日内回电' },
    },
  ],
}
