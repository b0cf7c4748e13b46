import { iconSpriteSvg } from '@/components/icons/Icon'

export const dynamic = 'force-static'

/** GET /icons.svg: the card icons as one cached SVG sprite (its address carries a version). */
export function GET() {
  return new Response(iconSpriteSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
