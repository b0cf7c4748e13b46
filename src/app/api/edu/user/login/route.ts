import { limitRate, apiRoute, otherMethods } from '@/server/api/handler'
import { ApiError, ok } from '@/server/api/respond'
import { loginMember, sessionCookies } from '@/server/auth'
import { loginSchema } from '@/lib/validators'

const LOGIN_ATTEMPTS_PER_IP = 20
const LOGIN_WINDOW_MS = 10 * 60 * 1000

/** POST /api/edu/user/login {username, password} -> {code: 0, data: {token}} and the session cookies. */
export const POST = apiRoute(async ({ payload, body, ip }) => {
  await limitRate(
    payload,
    `login:${ip}`,
    LOGIN_ATTEMPTS_PER_IP,
    LOGIN_WINDOW_MS,
    '登录尝试过于频繁，请稍后再试',
  )
  const parsed = loginSchema.safeParse(body)
  if (!parsed.success) throw new ApiError(400, 400, parsed.error.issues[0]?.message ?? '请求参数不正确')
  const { token, expiresAt } = await loginMember(payload, parsed.data.username, parsed.data.password)
  const maxAge = Math.max(60, (expiresAt ?? 0) - Math.floor(Date.now() / 1000))
  const headers = new Headers()
  for (const cookie of sessionCookies(token, maxAge)) headers.append('Set-Cookie', cookie)
  return ok({ token }, '登录成功', { headers })
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
