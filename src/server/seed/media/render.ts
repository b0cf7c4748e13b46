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
