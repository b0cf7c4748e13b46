import { apiRoute, limitRate, otherMethods } from '@/server/api/handler'
import { ApiError, ok } from '@/server/api/respond'
import { LEAD_RATE_LIMIT, submitLead } from '@/server/leads'

/** POST /api/port/leads: a visitor's message from the float window's message panel, stored as a lead. */
export const POST = apiRoute(async ({ request, payload, body, ip }) => {
  await limitRate(
    payload,
    `lead:${ip}`,
    LEAD_RATE_LIMIT.limit,
    LEAD_RATE_LIMIT.windowMs,
    '提交过于频繁，请稍后再试',
  )
  const result = await submitLead(body, payload, { userAgent: request.headers.get('user-agent') })
  if (!result.ok) throw new ApiError(400, 400, result.message)
  return ok({ id: result.id }, '提交成功', { headers: { 'Cache-Control': 'no-store' } })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
