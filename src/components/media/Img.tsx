import { getImageProps, type ImageProps } from 'next/image'

import { trimSrcSet } from '@/lib/srcset'
import { isDraftRender } from '@/server/draft-render'

import { EagerImg } from './EagerImg.client'

/**
 * next/image's markup (resized sources, srcset, no layout shift) rendered on the server as a plain <img>:
 * next/image's own component is a client component whose script every page with a picture would download,
 * for load and error callbacks the site does not use. `preload` is for the picture that is the page's largest
 * paint: it loads at once (not lazily) at high priority, and React's HTML renderer lists it in the document's
 * head as `<link rel="preload" as="image">`; it is rendered by a client component (EagerImg.client.tsx says why).
 */
export function Img(props: Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>) {
  const { props: resized } = getImageProps({
    ...props,
    // A draft's pictures are staff-only until it is published (src/server/media-visibility.ts).
    unoptimized: props.unoptimized || isDraftRender(),
    fetchPriority: props.preload ? 'high' : props.fetchPriority,
  })
  // Only the widths this picture's `sizes` can ask for: the list is written here and in the RSC payload.
  const img = { ...resized, srcSet: trimSrcSet(resized.srcSet, resized.sizes) }
  // The alternative text is in `img` (getImageProps passes `alt` through). data-img: loading states,
  // retries and the placeholder of src/lib/behaviours/images.ts.
  const attributes = { ...img, 'data-img': '' }
  if (props.preload) return <EagerImg {...attributes} />
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...attributes} />
}
