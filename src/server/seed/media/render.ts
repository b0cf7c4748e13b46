import sharp from 'sharp'

import { artworkFor } from './artwork'
import { type ImageKey, type MediaKey, mediaCatalog } from './catalog'

/**
 * A catalogue picture as a WebP file at the catalogue's size (its SVG artwork rendered by sharp/librsvg).
 * Takes any media key so callers that have checked `kind === 'image'` on the entry need no cast; a video or
 * PDF key is refused.
 */
export async function renderArtwork(key: ImageKey | MediaKey): Promise<Buffer> {
  const entry = mediaCatalog[key]
  if (entry.kind !== 'image') throw new Error(`renderArtwork: ${key} is a ${entry.mimeType} file, not a picture`)
  return sharp(Buffer.from(artworkFor(key as ImageKey)), { density: 72 })
    .resize(entry.width, entry.height, { fit: 'fill' })
    .webp({ quality: 82, effort: 4 })
    .toBuffer()
}

const catalogImages = (Object.keys(mediaCatalog) as MediaKey[]).filter(
  (key): key is ImageKey => mediaCatalog[key].kind === 'image',
)

/**
 * The pictures of one seed run, each rendered once (a news cover, a banner and a page may show the same one).
 * The first picture asked for starts rendering the others one at a time in the background: Payload's work on
 * each upload (three sizes, in sharp) leaves the second core mostly idle, and a seed that finds everything
 * already uploaded asks for none. Uploads stay one at a time and in the same order, so ids do not change.
 */
export function createArtworks(
  keys: readonly ImageKey[] = catalogImages,
  renderOne: (key: ImageKey) => Promise<Buffer> = renderArtwork,
) {
  const rendered = new Map<ImageKey, Promise<Buffer>>()
  let warming: Promise<void> | undefined
  let stopped = false

  function render(key: ImageKey): Promise<Buffer> {
    let picture = rendered.get(key)
    if (!picture) rendered.set(key, (picture = renderOne(key)))
    return picture
  }

  async function warmUp() {
    for (const key of keys) {
      if (stopped) return
      // A failure is reported to whoever asks for that picture.
      await render(key).catch(() => undefined)
    }
  }

  return {
    /** The catalogue picture as WebP, rendered now if the background has not reached it yet. */
    get(key: ImageKey | MediaKey): Promise<Buffer> {
      if (mediaCatalog[key].kind !== 'image') return renderArtwork(key)
      warming ??= warmUp()
      return render(key as ImageKey)
    },
    /** Stops the background work once the picture in hand is done (the seed is over). */
    async close() {
      stopped = true
      await warming
    },
  }
}

export type Artworks = ReturnType<typeof createArtworks>
