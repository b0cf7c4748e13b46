import { FaqJsonLd } from '@/blocks/Faq/JsonLd'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Device } from '@/blocks/types'
import { getPage } from '@/server/pages'

/**
 * Only the blocks of a route's document, for a route that draws its own top (an article): nothing when staff
 * have not published one. Apart from CmsPage, so such a route does not carry the page frame's client parts
 * (the topic nav, the live preview).
 */
export async function CmsBlocks({ route, device = 'desktop' }: { route: string; device?: Device }) {
  const page = await getPage(route)
  if (!page) return null
  return (
    <>
      <RenderBlocks blocks={page.layout} device={device} route={route} />
      <FaqJsonLd blocks={page.layout} device={device} />
    </>
  )
}
