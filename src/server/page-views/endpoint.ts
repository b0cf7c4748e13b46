import 'server-only'

import { draftMode } from 'next/headers'

import { PAGE_VIEW_MAX_BODY_BYTES } from '@/lib/page-views'

import { readBody } from '../api/body'
import { limitRate } from '../api/handler'
import { ApiError, fail } from '../api/respond'
import { clientIp } from '../client-ip'
import { getPayloadClient } from '../payload'
import { PAGE_VIEW_RATE_LIMIT, pageViewsEnabled } from './settings'
import { recordPageView } from './store'
import { judgeBeacon } from './visit'

const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/** Staff previewing drafts (Next's draft mode, set by /api/preview) browse pages that are not public. */
async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // called outside a request (tests): no preview cookie to read
  }
}

/**
 * POST /api/stats/view: one page view from the browser's beacon. 204 whether it was counted or left out
 * (bots, staff previews, addresses that are not pages), so the answer tells a script nothing; 400 for a
 * body that is not a beacon, 413 past 2 KiB, 429 past the per-address limit. No cookie is set or kept and
 * the address is used only for the limit.
 */
export async function handlePageViewBeacon(request: Request): Promise<Response> {
  try {
    if (!pageViewsEnabled()) return noContent()
    const payload = await getPayloadClient()
    const ip = clientIp(request.headers)
    await limitRate(
      payload,
      `view:${ip}`,
      PAGE_VIEW_RATE_LIMIT.limit,
      PAGE_VIEW_RATE_LIMIT.windowMs,
      '统计请求过于频繁，请稍后再试',
    )
    const body = await readBody(request, PAGE_VIEW_MAX_BODY_BYTES)
    const verdict = judgeBeacon(body, request.headers.get('user-agent'))
    if (verdict.kind === 'invalid') throw new ApiError(400, 400, verdict.message)
    if (verdict.kind === 'view' && !(await isPreview())) recordPageView(payload, verdict.view)
    return noContent()
  } catch (error) {
    if (error instanceof ApiError)
      return fail(error.status, error.code, error.message, {
        'Cache-Control': 'no-store',
        ...(error.headers as Record<string, string> | undefined),
      })
    console.error('[stats] unexpected fault', error)
    return fail(500, 500, 'System Error')
  }
}
