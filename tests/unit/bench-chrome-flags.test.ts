import { describe, expect, it } from 'vitest'

import { CHROME_FLAGS, disabledFeaturesFlag } from '../../scripts/bench/lighthouse.mjs'

// chrome-launcher puts its own `--disable-features` list first; Chromium keeps the last one, so the bench's
// must carry the rest of that list and leave RenderDocument (Chrome's default) on.
describe('the bench browser keeps RenderDocument on', () => {
  it('drops RenderDocument from a list and keeps the other features in their order', () => {
    expect(
      disabledFeaturesFlag(['--mute-audio', '--disable-features=Translate,RenderDocument,MediaRouter']),
    ).toBe('--disable-features=Translate,MediaRouter')
  })

  it("carries chrome-launcher's own list, without RenderDocument, as the last --disable-features flag", async () => {
    const { Launcher } = await import('chrome-launcher')
    const defaults = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))
    expect(defaults).toContain('RenderDocument')
    const ours = CHROME_FLAGS.filter((flag) => flag.startsWith('--disable-features=')).at(-1)
    expect(ours?.split('=')[1].split(',')).toEqual(
      defaults
        ?.split('=')[1]
        .split(',')
        .filter((feature) => feature !== 'RenderDocument'),
    )
  })
})
