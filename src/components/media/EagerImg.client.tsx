'use client'

/**
 * The `<img>` of a picture that is its page's largest paint (src/components/media/Img.tsx), rendered from a client
 * component so that the RSC payload carries it as this component's props, not as an `<img>` element. React's
 * server-component renderer turns every eager `<img>` element into a preload hint in the payload, and the router
 * follows the hints of every page it prefetches: each page downloaded, at high priority while it was still
 * loading, the lead pictures of the pages it links to. The document's own preload is unchanged: React's HTML
 * renderer lists this `<img>` in the head as `<link rel="preload" as="image" fetchpriority="high">`.
 *
 * It renders its `<img>` and nothing else: in a part whose markup the first document's payload leaves out
 * (scripts/lib/adopted-markup.mjs, ELEMENT_EXPORTS) it counts as that element and never runs in the browser.
 */
export function EagerImg(props: React.ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alternative text is in props
  return <img {...props} />
}
