import 'server-only'

import type { Payload } from 'payload'

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

/** The client's address: the first x-forwarded-for entry (set by the reverse proxy), else x-real-ip. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}

/** Rate limit on `key`: HTTP 429 with Retry-After and a Chinese message past `limit` hits per window. */
export async function limitRate(payload: Payload, key: string, limit: number, windowMs: number, msg: string) {
  const result = await guardStore(payload).hit(key, limit, windowMs)
  if (!result.allowed) throw new ApiError(429, 429, msg, { 'Retry-After': String(result.retryAfterSeconds) })
}

/**
 * Wraps an `/api/edu` or `/api/port` route handler: signature check (412), body limit and parsing
 * (413, 400), known failures as `{code, msg}`, and any other fault as 500 'System Error' with the
 * details only in the server log.
 */
export function apiRoute(handler: (context: ApiContext) => Promise<Response>) {
  return async function route(request: Request): Promise<Response> {
    try {
      const payload = await getPayloadClient()
      await verifySignature(request.headers, guardStore(payload))
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method) ? await readBody(request) : {}
      return await handler({ request, payload, body, ip: clientIp(request.headers) })
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.code, error.message, error.headers)
      console.error('[api] unexpected fault', request.method, new URL(request.url).pathname, error)
      return fail(500, 500, 'System Error')
    }
  }
}
