import { apiRoute, otherMethods } from '@/server/api/handler'
import { ok } from '@/server/api/respond'
import { clearedSessionCookies, endMemberSession, tokenFromRequest } from '@/server/auth'

/**
 * POST /api/edu/user/logout: ends the session on the server (the token stops working everywhere) and clears the
 * session cookies, including the HttpOnly token scripts cannot touch.
 */
export const POST = apiRoute(async ({ request, payload }) => {
  await endMemberSession(payload, tokenFromRequest(request))
  const headers = new Headers()
  for (const cookie of clearedSessionCookies()) headers.append('Set-Cookie', cookie)
  return ok(null, '已退出登录', { headers })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
