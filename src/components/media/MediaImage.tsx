import { Img } from '@/components/media/Img'

import { imageRef } from '@/lib/media'
import type { Media } from '@/payload-types'

/**
 * An image from the media library at its own proportions (width and height come from the upload, so the
 * page never shifts), served by next/image in the sizes `sizes` asks for. Nothing when the upload is missing.
 */
export function MediaImage({
  media,
  sizes,
  alt,
  className = '',
  preload = false,
  fill = false,
}: {
  media: number | Media | null | undefined
  sizes: string
  /** Overrides the upload's own alternative text ('' marks the image as decoration). */
  alt?: string
  className?: string
  /** Load early: for the picture that is the page's largest paint. */
  preload?: boolean
  /** Cover the positioned parent instead of keeping the image's own proportions. */
  fill?: boolean
}) {
  const image = imageRef(media, alt)
  if (!image) return null
  return fill ? (
    <Img src={image.url} alt={image.alt} fill sizes={sizes} preload={preload} className={className} />
  ) : (
    <Img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={preload}
      className={className}
    />
  )
}
