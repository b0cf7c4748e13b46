import type { Page } from '@/payload-types'

/** Which site a block renders for: the desktop site or the phone site under /mobile. */
export type Device = 'desktop' | 'mobile'

export type LayoutBlock = NonNullable<Page['layout']>[number]

export type BlockType = LayoutBlock['blockType']

/** The resolved background of a section ('auto' alternates with the section before it). */
export type Tone = 'white' | 'tint' | 'brand'

/** What a block's renderer receives besides its own data. */
export interface BlockContext {
  device: Device
  tone: Tone
  /** The section's id: the editor's anchor, or one made from the block's place on the page. */
  id: string
  /** The route being rendered (for links back to this page, lead sources). */
  route: string
}

export type BlockProps<T extends LayoutBlock> = { block: T } & BlockContext
