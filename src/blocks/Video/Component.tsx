import { getImageProps } from 'next/image'

import { Section } from '@/components/page/Section'
import { fileRef, imageRef } from '@/lib/media'
import type { VideoBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { LazyVideoPlayer } from './lazy.client'

/**
 * A video from the media library in a 16:9 frame that holds its place before anything loads, its poster
 * served resized by next/image, its caption underneath. Nothing loads until the visitor presses play.
 */
export function VideoComponent({ block, device, tone, id }: BlockProps<VideoBlock>) {
  const video = fileRef(block.video)
  if (!video) return null
  const mobile = device === 'mobile'
  const poster = imageRef(block.poster, '')
  // One poster URL at about twice the rendered width (a <video> takes no srcset); the frame is 896 px at most.
  const posterSrc = poster
    ? getImageProps({
        src: poster.url,
        alt: '',
        width: mobile ? 384 : 600,
        height: Math.round(((mobile ? 384 : 600) * poster.height) / poster.width),
      }).props.src
    : undefined
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro} align="center">
      <figure className={mobile ? '' : 'mx-auto max-w-4xl'}>
        <div
          className={`overflow-hidden rounded-2xl bg-ink ${tone === 'brand' ? 'shadow-xl shadow-ink/30 ring-1 ring-white/20' : 'shadow-lg shadow-ink/10 ring-1 ring-slate-200'}`}
        >
          <LazyVideoPlayer
            src={video.url}
            type={video.mimeType}
            poster={posterSrc}
            label={block.caption || block.heading}
          />
        </div>
        {block.caption ? (
          <figcaption
            className={`${tone === 'brand' ? 'text-blue-50' : 'text-muted'} ${mobile ? 'mt-3 text-[0.875rem]' : 'mt-4 text-center text-[0.9375rem]'}`}
          >
            {block.caption}
          </figcaption>
        ) : null}
      </figure>
    </Section>
  )
}
