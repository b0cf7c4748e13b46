import 'server-only'

import type { Payload } from 'payload'

import { clientIp } from '../client-ip'
import { guardStore } from '../guards/store'
import { getPayloadClient } from '../payload'
import { readBody } from './body'
import { ApiError, fail } from './respond'
import { verifySignature } from './signature-check'

export interface ApiContext {
  request: Request
  payload: Payload
  /** Parsed body of POST/PUT/PATCH/DELETE (empty object for none). */
  body: Record<string, unknown>
  ip: string
}

/** Rate limit on `key`: HTTP 429 with Retry-After and a Chinese message past `limit` hits per window. */
export async function limitRate(payload: Payload, key: string, limit: number, windowMs: number, msg: string) {
  const result = await guardStore(payload).hit(key, limit, windowMs)
  if (!result.allowed) throw new ApiError(429, 429, msg, { 'Retry-After': String(result.retryAfterSeconds) })
}

/**
 * Wraps an `/api/edu` or `/api/port` route handler: signature check (412), body limit and parsing
 * (413, 400), known failures as `{code, msg}`, and any other fault as 500 'System Error' with the
 * details only in the server log. `idempotencyKey`: the route answers a repeated `Idempotency-Key` with its
 * first result, so such a request may repeat its nonce (see verifySignature).
 */
export function apiRoute(
  handler: (context: ApiContext) => Promise<Response>,
  { idempotencyKey = false }: { idempotencyKey?: boolean } = {},
) {
  return async function route(request: Request): Promise<Response> {
    try {
      const payload = await getPayloadClient()
      await verifySignature(request.headers, guardStore(payload), Date.now(), {
        repeatable: idempotencyKey && request.headers.has('idempotency-key'),
      })
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method) ? await readBody(request) : {}
      return await handler({ request, payload, body, ip: clientIp(request.headers) })
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.code, error.message, error.headers)
      console.error('[api] unexpected fault', request.method, new URL(request.url).pathname, error)
      return fail(500, 500, 'System Error')
    }
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]
type Route = (request: Request) => Promise<Response>

/**
 * Handlers for the methods a route does not answer: HTTP 405 `{code: 405, msg}` with `Allow`, instead of
 * Next's empty 405. `export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')` beside the POST handler.
 */
export function otherMethods<A extends Method>(...allowed: A[]): Record<Exclude<Method, A>, Route> {
  const answer: Route = async () =>
    fail(405, 405, '不支持该请求方法', { Allow: allowed.join(', '), 'Cache-Control': 'no-store' })
  return Object.fromEntries(
    METHODS.filter((m) => !allowed.includes(m as A)).map((m) => [m, answer]),
  ) as Record<Exclude<Method, A>, Route>
}

/** Every method of a path under `/api/edu` or `/api/port` that no route serves: 404 `{code: 404, msg}`. */
export function unknownApiPath(): Record<Method, Route> {
  const answer: Route = async () => fail(404, 404, '接口不存在', { 'Cache-Control': 'no-store' })
  return Object.fromEntries(METHODS.map((m) => [m, answer])) as Record<Method, Route>
}
