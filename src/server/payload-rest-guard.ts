import 'server-only'

import { existsSync } from 'node:fs'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

type Args = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

/** Segments after a collection slug that are routes of their own, not document ids. */
const COLLECTION_ROUTES = new Set([
  'access',
  'count',
  'file',
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'reset-password',
  'unlock',
  'verify',
  'versions',
])

const INTEGER_ID = /^\d{1,15}$/
/** Query parameters Payload turns into numbers: one non-negative integer each, or the driver gets NaN/Infinity. */
const NUMERIC_PARAMS = ['limit', 'page', 'depth']

/** Payload's own answer shape, so its clients read these like its other refusals. */
const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * What Payload's REST handler would answer with a 500 that is the caller's fault, answered here first:
 * - a document id that is not an integer (ids are integers on SQLite and PostgreSQL; the database driver
 *   throws on `NaN`): 404;
 * - an upload's file that is not on disk (Payload logs an error and answers 500): 404;
 * - `limit`, `page` or `depth` that is not one non-negative integer (`1e309`, `x`, repeated): 400;
 * - a multipart body that cannot be parsed (Payload's `formData()` throws): 400.
 */
export function refuseMalformed(config: SanitizedConfig, request: Request, slug: string[]): Promise<Response | null> | Response | null {
  const [first, second, third, fourth] = slug
  const collection = config.collections.find((c) => c.slug === first)
  if (collection && second !== undefined) {
    if (second === 'file' && collection.upload) {
      const staticDir = collection.upload.staticDir ?? ''
      const name = slug.slice(2).join('/')
      if (!name || /[\\/]|^\.\.?$/.test(name) || !existsSync(path.join(staticDir, name))) return answer(404, 'Not Found')
    } else if (second === 'versions') {
      if (third !== undefined && !INTEGER_ID.test(third)) return answer(404, 'Not Found')
    } else if (!COLLECTION_ROUTES.has(second) && !INTEGER_ID.test(second)) {
      return answer(404, 'Not Found')
    }
  }
  if (first === 'globals' && third === 'versions' && fourth !== undefined && !INTEGER_ID.test(fourth))
    return answer(404, 'Not Found')
  const query = new URL(request.url).searchParams
  for (const name of NUMERIC_PARAMS) {
    const values = query.getAll(name)
    if (values.length > 1 || (values.length === 1 && !/^\d{0,9}$/.test(values[0])))
      return answer(400, '请求参数不正确')
  }
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '') && request.body) {
    return request
      .clone()
      .formData()
      .then(
        () => null,
        () => answer(400, '请求格式不正确'),
      )
  }
  return null
}

/** Wraps one of Payload's REST handlers with the checks above. */
export function guarded(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, args) => {
    const { slug = [] } = await args.params
    const refusal = await refuseMalformed(await config, request, slug)
    return refusal ?? handler(request, { params: Promise.resolve({ slug }) })
  }
}
