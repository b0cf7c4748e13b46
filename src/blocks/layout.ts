import type { Device, LayoutBlock, Tone } from './types'

/** The blocks a device shows, in the editor's order. */
export function blocksFor(blocks: LayoutBlock[] | null | undefined, device: Device): LayoutBlock[] {
  return (blocks ?? []).filter((block) => {
    const visibility = 'visibility' in block ? block.visibility : 'all'
    return !visibility || visibility === 'all' || visibility === device
  })
}

/** The id of a block's section: the editor's anchor, else its place on the page. */
export function sectionId(block: LayoutBlock, index: number): string {
  return ('anchor' in block && block.anchor) || `section-${index + 1}`
}

/** Resolves 'auto' backgrounds so neighbouring sections alternate between white and tint. */
export function sectionTones(blocks: LayoutBlock[], first: Tone = 'white'): Tone[] {
  const tones: Tone[] = []
  let previous: Tone = first === 'white' ? 'tint' : 'white'
  for (const block of blocks) {
    const chosen = 'background' in block ? block.background : 'auto'
    const tone: Tone = chosen && chosen !== 'auto' ? chosen : previous === 'tint' ? 'white' : 'tint'
    tones.push(tone)
    previous = tone
  }
  return tones
}

/** The side navigation of a competition topic: the sections an editor gave a navigation name. */
export function topicAnchors(blocks: LayoutBlock[] | null | undefined, device: Device) {
  return blocksFor(blocks, device).flatMap((block, index) =>
    'navLabel' in block && block.navLabel ? [{ id: sectionId(block, index), label: block.navLabel }] : [],
  )
}
