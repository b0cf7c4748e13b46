/**
 * Payload's own REST handler, called the way Next calls `src/app/(payload)/api/[...slug]/route.ts`.
 * Import after the test has pointed DATABASE_URL at its temp database.
 */
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface RestOptions {
  /** Sent as `Authorization: JWT <token>`. */
  token?: string
  body?: unknown
  headers?: Record<string, string>
}

export interface RestAnswer {
  status: number
  json: any // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers
}

export async function restClient() {
  const config = (await import('@payload-config')).default
  const handlers = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    PATCH: REST_PATCH(config),
    DELETE: REST_DELETE(config),
  }
  /** `path` below /api, with its query string, e.g. `pages/versions?limit=5`. */
  return async function rest(method: Method, path: string, options: RestOptions = {}): Promise<RestAnswer> {
    const url = new URL(`http://localhost/api/${path}`)
    const slug = url.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .map(decodeURIComponent)
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `JWT ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const response = await handlers[method](
      new Request(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
      { params: Promise.resolve({ slug }) },
    )
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    return { status: response.status, json, headers: response.headers }
  }
}
