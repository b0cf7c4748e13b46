import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import { describe, expect, it } from 'vitest'

import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from '@/lib/image-sizes'
import { slotBounds, trimSrcSet } from '@/lib/srcset'

const widthsOf = (srcSet: string | undefined) => srcSet?.split(', ').map((c) => Number(/(\d+)w$/.exec(c)![1]))

const imgConf = prepareImageConfig({
  ...imageConfigDefault,
  deviceSizes: IMAGE_DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
})

/** next/image's own srcset for `sizes`, with this site's configured widths (next.config.ts). */
function nextSrcSet(sizes: string) {
  const { props } = getImgProps(
    { src: '/api/media/file/a.webp', alt: '', width: 1200, height: 675, sizes },
    { defaultLoader, imgConf },
  )
  return props.srcSet
}

/** The candidate Chrome would take for a slot of `slot` CSS px at `ratio` (smallest at least slot × ratio). */
const pick = (widths: number[], slot: number, ratio: number) =>
  widths.find((w) => w >= slot * ratio) ?? widths.at(-1)!

describe('trimming a srcset to what a browser can pick', () => {
  it('reads the narrowest and widest slot from the sizes forms the site writes', () => {
    expect(slotBounds('(min-width: 640px) 288px, calc(100vw - 72px)')).toEqual({ lo: 248, hi: 568 })
    expect(slotBounds('(min-width: 1200px) 1160px, calc(100vw - 40px)')).toEqual({ lo: 280, hi: 1160 })
    expect(slotBounds('176px')).toEqual({ lo: 176, hi: 176 })
    const phoneShare = slotBounds('(min-width: 768px) 224px, 30vw')!
    expect(phoneShare.lo).toBeCloseTo(96)
    expect(phoneShare.hi).toBeCloseTo(230.4)
    // rem read at its widest for the narrowest slot and at 16 px for the widest one.
    expect(slotBounds('calc(100vw - 2rem)')).toEqual({ lo: 272, hi: 2528 })
    // Forms it does not know leave the srcset alone.
    expect(slotBounds('min(100vw, 600px)')).toBeNull()
    expect(slotBounds('(orientation: landscape) 50vw, 100vw')).toBeNull()
  })

  it('drops candidates narrower than any slot and wider than the one that covers the widest slot at 3x', () => {
    const srcSet = 'a 64w, b 128w, c 256w, d 384w, e 640w, f 750w, g 828w, h 1080w, i 1200w, j 1920w, k 2560w'
    expect(trimSrcSet(srcSet, '176px')).toBe('c 256w, d 384w, e 640w')
    expect(trimSrcSet(srcSet, '(min-width: 768px) 224px, 30vw')).toBe(
      'b 128w, c 256w, d 384w, e 640w, f 750w',
    )
    // A slot wider than the widest candidate at 3x keeps everything from the narrowest slot up.
    expect(trimSrcSet(srcSet, '100vw')).toBe(
      'd 384w, e 640w, f 750w, g 828w, h 1080w, i 1200w, j 1920w, k 2560w',
    )
    // Density descriptors and unknown sizes are left as they are.
    expect(trimSrcSet('a 1x, b 2x', '176px')).toBe('a 1x, b 2x')
    expect(trimSrcSet(srcSet, 'min(100vw, 600px)')).toBe(srcSet)
  })

  it('keeps, for every slot and pixel ratio, the candidate the untrimmed list would have given', () => {
    expect(widthsOf(nextSrcSet('176px'))).toEqual([...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES])
    expect(widthsOf(trimSrcSet(nextSrcSet('176px'), '176px'))).toEqual([256, 384, 640])
    const newsCard = '(min-width: 640px) 288px, calc(100vw - 72px)'
    expect(widthsOf(trimSrcSet(nextSrcSet(newsCard), newsCard))).toEqual([
      256, 384, 640, 750, 828, 1080, 1200, 1920,
    ])
    for (const sizes of [
      '(min-width: 640px) 288px, calc(100vw - 72px)',
      '(min-width: 1200px) 1160px, calc(100vw - 40px)',
      '(min-width: 1200px) 560px, (min-width: 1024px) 46vw, 100vw',
      '(min-width: 768px) 224px, 30vw',
      '176px',
      '40vw',
    ]) {
      const full = nextSrcSet(sizes)
      const all = widthsOf(full)!
      const kept = widthsOf(trimSrcSet(full, sizes))!
      expect(kept.length, sizes).toBeLessThanOrEqual(all.length)
      const bounds = slotBounds(sizes)!
      for (let slot = Math.ceil(bounds.lo); slot <= bounds.hi; slot += 7)
        for (const ratio of [1, 1.5, 2, 2.625, 3])
          expect(pick(kept, slot, ratio), `${sizes} ${slot} ${ratio}`).toBe(pick(all, slot, ratio))
    }
  })
})
