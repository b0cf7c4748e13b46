import 'server-only'

import { ApiError } from './respond'

export const MAX_BODY_BYTES = 64 * 1024

/** Reads at most `maxBytes` of the body (413 beyond, without buffering the rest); JSON or form-encoded. */
export async function readBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new ApiError(413, 413, '请求内容过大')
  if (!request.body) return {}
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new ApiError(413, 413, '请求内容过大')
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  if (!text.trim()) return {}
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, 400, '请求格式不正确')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ApiError(400, 400, '请求格式不正确')
  return parsed as Record<string, unknown>
}
