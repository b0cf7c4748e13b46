import { apiRoute, otherMethods } from '@/server/api/handler'
import { fail, ok } from '@/server/api/respond'
import { EduCode } from '@/lib/edu-contract'
import { clearedSessionCookies, memberFromToken, tokenFromRequest } from '@/server/auth'

/** GET /api/edu/user/userinfo -> {id, portraitUrl, nickname}; code 36 when the session is not valid. */
export const GET = apiRoute(async ({ request, payload }) => {
  const profile = await memberFromToken(payload, tokenFromRequest(request))
  if (!profile) {
    const response = fail(200, EduCode.sessionInvalid, '登录已失效，请重新登录')
    for (const cookie of clearedSessionCookies()) response.headers.append('Set-Cookie', cookie)
    return response
  }
  return ok(profile, 'success', { headers: { 'Cache-Control': 'private, no-store' } })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
