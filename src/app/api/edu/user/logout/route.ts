import { apiRoute, otherMethods } from '@/server/api/handler'
import { ok } from '@/server/api/respond'
import { clearedSessionCookies } from '@/server/auth'

/** POST /api/edu/user/logout: clears the session cookies, including the HttpOnly token scripts cannot touch. */
export const POST = apiRoute(async () => {
  const headers = new Headers()
  for (const cookie of clearedSessionCookies()) headers.append('Set-Cookie', cookie)
  return ok(null, '已退出登录', { headers })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
