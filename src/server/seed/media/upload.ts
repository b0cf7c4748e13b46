import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { assetPath } from './assets'
import { type MediaKey, mediaCatalog } from './catalog'
import type { Artworks } from './render'

/** A picture cut to another shape than the catalogue's (news covers are 16:9). */
export interface Crop {
  width: number
  height: number
}

/** The stored file name of a catalogue entry (the seed finds it again by this name on a second run). */
export function seedFileName(key: MediaKey, crop?: Crop): string {
  const entry = mediaCatalog[key]
  if (entry.kind !== 'image') return entry.file
  return crop ? `${key}-${crop.width}x${crop.height}.webp` : `${key}.webp`
}

async function fileOf(
  artworks: Artworks,
  key: MediaKey,
  crop?: Crop,
): Promise<{ data: Buffer; mimetype: string }> {
  const entry = mediaCatalog[key]
  if (entry.kind !== 'image') return { data: await readFile(assetPath(entry.file)), mimetype: entry.mimeType }
  const picture = await artworks.get(key)
  const data = crop
    ? await sharp(picture).resize(crop.width, crop.height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
    : picture
  return { data, mimetype: 'image/webp' }
}

/**
 * Uploads catalogue media on first use and remembers their ids: a second seed run finds the uploads it made
 * by file name and uploads nothing twice.
 */
export function createMediaLibrary(payload: Payload, artworks: Artworks) {
  const ids = new Map<string, Promise<number>>()
  const prepared = new Map<string, Promise<{ data: Buffer; mimetype: string }>>()

  async function upload(key: MediaKey, crop?: Crop, alt?: string): Promise<number> {
    const name = seedFileName(key, crop)
    const found = await payload.find({
      collection: 'media',
      where: { filename: { equals: name } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    if (found.docs[0]) return found.docs[0].id
    const file = prepared.get(name) ?? fileOf(artworks, key, crop)
    prepared.delete(name)
    const { data, mimetype } = await file
    const doc = await payload.create({
      collection: 'media',
      data: { alt: alt ?? mediaCatalog[key].alt },
      file: { data, mimetype, name, size: data.length },
      context: { disableRevalidate: true },
    })
    return doc.id
  }

  return {
    /**
     * Starts making the file of an upload that comes next (a crop takes sharp a tenth of a second), so it is
     * ready when `id` asks for it. Nothing for an upload this run has already made or begun.
     */
    prepare(key: MediaKey, crop?: Crop) {
      const name = seedFileName(key, crop)
      if (ids.has(name) || prepared.has(name)) return
      const file = fileOf(artworks, key, crop)
      // A failure is reported by `id`, which awaits the same promise.
      file.catch(() => undefined)
      prepared.set(name, file)
    },
    /** The media id of a catalogue key (cut to `crop` when given), uploading it the first time. */
    id(key: MediaKey, crop?: Crop, alt?: string): Promise<number> {
      const name = seedFileName(key, crop)
      let id = ids.get(name)
      if (!id) ids.set(name, (id = upload(key, crop, alt)))
      return id
    },
  }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>

/** Field names that hold uploads in the page schema (hero, blocks, SEO). */
const UPLOAD_FIELDS = new Set(['image', 'poster', 'video', 'file', 'logo'])

function isMediaKey(value: unknown): value is MediaKey {
  return typeof value === 'string' && value in mediaCatalog
}

/** A copy of `value` with every media key in an upload field replaced by the uploaded media's id. */
export async function withMediaIds(value: unknown, library: MediaLibrary, field?: string): Promise<unknown> {
  if (field && UPLOAD_FIELDS.has(field) && isMediaKey(value)) return library.id(value)
  if (Array.isArray(value)) {
    const out = []
    for (const item of value) out.push(await withMediaIds(item, library))
    return out
  }
  if (value && typeof value === 'object' && !('root' in value)) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = await withMediaIds(item, library, key)
    return out
  }
  return value
}
