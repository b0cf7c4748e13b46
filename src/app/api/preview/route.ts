import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { isStaff } from '@/collections/Admins/access'
import { isPagePath } from '@/content/page-routes'
import { getPayloadClient } from '@/server/payload'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api/preview?path=/tch-training: signed-in staff see the page's latest draft (Next's draft mode) on its
 * real route with its real layout; the admin's live preview opens this. Anyone else gets 403.
 */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') ?? ''
  if (!isPagePath(path)) {
    return NextResponse.json({ code: 400, msg: '预览的页面不存在' }, { status: 400, headers: noStore })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (!isStaff(user as never)) {
    draft.disable()
    return NextResponse.json({ code: 403, msg: '请先登录内容管理后台' }, { status: 403, headers: noStore })
  }
  draft.enable()
  return NextResponse.redirect(new URL(path === '/news/detail' ? '/news' : path, request.url), {
    status: 307,
    headers: noStore,
  })
}
