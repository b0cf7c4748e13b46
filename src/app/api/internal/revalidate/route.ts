import { payloadSecret } from '@/server/env'
import { expireInThisProcess } from '@/server/revalidation/local-expiry'
import { decodeMessage } from '@/server/revalidation/message'
import { isSignedBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/server/revalidation/signature'

/**
 * POST /api/internal/revalidate: the instance's own revalidation listener (src/server/revalidation/start.ts)
 * expires cache tags here, as Next's revalidateTag needs a request. Anything not signed with PAYLOAD_SECRET
 * gets Payload's 404 for an unknown API path; nginx does not pass /api/internal/ on at all.
 */
export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024

async function notFound(request: Request) {
  return Response.json(
    { message: `Route not found "${new URL(request.url).pathname}"` },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function POST(request: Request) {
  // Only a body of known, small length is read at all.
  const length = Number(request.headers.get('content-length'))
  if (!Number.isInteger(length) || length <= 0 || length > MAX_BODY_BYTES) return notFound(request)
  const body = await request.text()
  const signed = isSignedBody({
    secret: payloadSecret(),
    body,
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    signature: request.headers.get(SIGNATURE_HEADER),
    now: Date.now(),
  })
  const message = signed ? decodeMessage(body) : null
  if (!message) return notFound(request)
  await expireInThisProcess(message.tags)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

export const GET = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
export const OPTIONS = notFound
