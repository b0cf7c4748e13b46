import { describe, expect, it } from 'vitest'

import type { ImageKey } from '@/server/seed/media/catalog'
import { createArtworks, renderArtwork } from '@/server/seed/media/render'

const keys: ImageKey[] = ['screen-dashboard', 'screen-ide', 'book-ai']

/** The real renderer, with a record of what it was asked for and in which order. */
function counted(fail?: ImageKey) {
  const calls: ImageKey[] = []
  const render = async (key: ImageKey) => {
    calls.push(key)
    if (key === fail) throw new Error(`no artwork for ${key}`)
    return renderArtwork(key)
  }
  return { calls, render }
}

describe('seed pictures (createArtworks)', () => {
  it('renders each picture once, the same bytes as on its own, and the rest in the background in order', async () => {
    const { calls, render } = counted()
    const artworks = createArtworks(keys, render)
    expect(calls).toEqual([])

    const ide = await artworks.get('screen-ide')
    expect(ide.equals(await renderArtwork('screen-ide'))).toBe(true)
    expect(await artworks.get('screen-ide')).toBe(ide)

    const book = await artworks.get('book-ai')
    expect(book.subarray(0, 4).toString()).toBe('RIFF')
    await artworks.close()
    // The background started with the first key; the picture asked for was rendered at once, out of turn.
    expect(calls.slice(0, 2)).toEqual(['screen-dashboard', 'screen-ide'])
    expect([...calls].sort()).toEqual([...keys].sort())
  })

  it('renders nothing until a picture is asked for, and stops after the one in hand once closed', async () => {
    const idle = counted()
    await createArtworks(keys, idle.render).close()
    expect(idle.calls).toEqual([])

    const { calls, render } = counted()
    const artworks = createArtworks(keys, render)
    const first = artworks.get('screen-dashboard')
    await artworks.close()
    await first
    expect(calls).toEqual(['screen-dashboard'])
  })

  it('a picture that fails is an error for whoever asks for it, and the background goes on past it', async () => {
    const { calls, render } = counted('screen-ide')
    const artworks = createArtworks(keys, render)
    await expect(artworks.get('screen-ide')).rejects.toThrow('no artwork for screen-ide')
    expect((await artworks.get('book-ai')).length).toBeGreaterThan(0)
    await artworks.close()
    expect([...calls].sort()).toEqual([...keys].sort())
  })

  it('refuses a file that is not a picture', async () => {
    const artworks = createArtworks(keys)
    await expect(artworks.get('video-tour')).rejects.toThrow('not a picture')
    await artworks.close()
  })
})
