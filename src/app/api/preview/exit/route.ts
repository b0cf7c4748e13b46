import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** GET /api/preview/exit?path=/tch-training: leaves draft mode and shows the published page. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  const target = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return NextResponse.redirect(new URL(target, request.url), {
    status: 307,
    headers: { 'Cache-Control': 'no-store' },
  })
}
