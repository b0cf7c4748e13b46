import type { Media } from '@/payload-types'

export interface ImageRef {
  /** Path on this site (`/api/media/file/...`), so next/image serves it from any host name. */
  url: string
  width: number
  height: number
  alt: string
}

export interface FileRef {
  url: string
  filename: string
  mimeType: string
  /** Bytes. */
  size: number
}

/** The path part of a media URL (Payload writes absolute URLs when serverURL is set). */
function sitePath(url: string) {
  const parsed = new URL(url, 'http://site.invalid')
  return parsed.origin === 'http://site.invalid' || url.startsWith('http') ? parsed.pathname : url
}

function asMedia(media: number | Media | null | undefined): Media | null {
  return media && typeof media === 'object' ? media : null
}

/** An uploaded image with its size, or null when the upload is missing, unpopulated or not an image. */
export function imageRef(media: number | Media | null | undefined, alt?: string): ImageRef | null {
  const doc = asMedia(media)
  if (!doc?.url || !doc.width || !doc.height) return null
  return { url: sitePath(doc.url), width: doc.width, height: doc.height, alt: alt ?? doc.alt ?? '' }
}

/** Any uploaded file (a video, a PDF), or null when missing or unpopulated. */
export function fileRef(media: number | Media | null | undefined): FileRef | null {
  const doc = asMedia(media)
  if (!doc?.url || !doc.filename) return null
  return {
    url: sitePath(doc.url),
    filename: doc.filename,
    mimeType: doc.mimeType ?? '',
    size: doc.filesize ?? 0,
  }
}
