import { describe, expect, it } from 'vitest'

import { iconSpriteSvg, iconSpriteVersion } from '@/components/icons/Icon'
import { iconNames } from '@/components/icons/names'

describe('the icon sprite', () => {
  it('has one symbol per icon editors can pick, drawn in the current text colour', () => {
    const svg = iconSpriteSvg()
    const ids = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(ids.sort()).toEqual([...iconNames].sort())
    expect(svg).toContain('stroke="currentColor"')
    // Shapes only, each closed: no stray text, scripts or React artefacts.
    expect(svg).not.toMatch(/<script|\[object|undefined|className|strokeWidth/)
    expect(svg.match(/<path /g)?.length).toBe(svg.match(/<\/path>/g)?.length)
  })

  it('is versioned by its content, the same on every build', () => {
    expect(iconSpriteVersion()).toMatch(/^[0-9a-z]+$/)
    expect(iconSpriteVersion()).toBe(iconSpriteVersion())
  })
})
