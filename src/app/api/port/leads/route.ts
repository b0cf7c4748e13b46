import { apiRoute, limitRate, otherMethods } from '@/server/api/handler'
import { idempotencyKeyOf } from '@/server/api/idempotency-key'
import { ApiError, ok } from '@/server/api/respond'
import { LEAD_RATE_LIMIT, leadByIdempotencyKey, submitLead } from '@/server/leads'

/** The answer of a stored lead; a repeat of an Idempotency-Key gets the same one, marked as a replay. */
function stored(id: number | string, replayed: boolean) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (replayed) headers['Idempotent-Replayed'] = 'true'
  return ok({ id }, '提交成功', { headers })
}

/**
 * POST /api/port/leads: a visitor's message from the float window's message panel, stored as a lead. With an
 * `Idempotency-Key` header, a repeat of the key answers the first lead and stores nothing (also a repeat of the
 * whole signed request, nonce included: nginx resends it when an instance dies mid-request); a repeat found
 * here does not count against the address's rate limit (two copies racing each count once).
 */
export const POST = apiRoute(
  async ({ request, payload, body, ip }) => {
    const idempotencyKey = idempotencyKeyOf(request.headers)
    if (idempotencyKey) {
      const earlier = await leadByIdempotencyKey(payload, idempotencyKey)
      if (earlier) return stored(earlier.id, true)
    }
    await limitRate(
      payload,
      `lead:${ip}`,
      LEAD_RATE_LIMIT.limit,
      LEAD_RATE_LIMIT.windowMs,
      '提交过于频繁，请稍后再试',
    )
    const result = await submitLead(body, payload, {
      userAgent: request.headers.get('user-agent'),
      idempotencyKey,
    })
    if (!result.ok) throw new ApiError(400, 400, result.message)
    return stored(result.id, Boolean(result.replayed))
  },
  { idempotencyKey: true },
)

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
