import { limitRate, apiRoute, otherMethods } from '@/server/api/handler'
import { idempotencyKeyOf } from '@/server/api/idempotency-key'
import { ApiError, ok } from '@/server/api/respond'
import { loginMember, sessionCookies } from '@/server/auth'
import { loginSchema } from '@/lib/validators'

const LOGIN_ATTEMPTS_PER_IP = 20
const LOGIN_WINDOW_MS = 10 * 60 * 1000

/**
 * POST /api/edu/user/login {username, password} -> {code: 0, data: {token}} and the session cookies. With an
 * `Idempotency-Key` the request may repeat its nonce: nginx resends a keyed sign-in unchanged to another instance
 * when the first dies mid-request, and a repeat simply signs in again (a new session; nothing else changes), still
 * counted by the rate limit and the failure lock.
 */
export const POST = apiRoute(
  async ({ request, payload, body, ip }) => {
    // Only checked (a malformed key is 400): a repeat signs in again, so nothing is kept per key.
    idempotencyKeyOf(request.headers)
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
  },
  { idempotencyKey: true },
)

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
