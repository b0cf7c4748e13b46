import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { isStaff } from '@/collections/Admins/access'
import { isPagePath } from '@/content/page-routes'
import { queryFeed } from '@/server/news'
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
  // The article pages' blocks show under an article: preview them under the newest one.
  const newest = path.includes('/news/') ? (await queryFeed(payload, 1))[0] : undefined
  const target =
    path === '/news/detail'
      ? (newest?.path ?? '/news')
      : path === '/mobile/news/carddetail'
        ? newest
          ? `${path}?id=${newest.id}`
          : '/mobile/news'
        : path
  return NextResponse.redirect(new URL(target, request.url), {
    status: 307,
    headers: noStore,
  })
}
