import 'server-only'

import { existsSync } from 'node:fs'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { hashLikePayload } from './password-hash'
import { clientIp } from './client-ip'
import { guardStore } from './guards/store'
import { getPayloadClient } from './payload'

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

/** Payload's `where` operators (points are not used here, so `near`, `within` and `intersects` are not). */
const WHERE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])

/**
 * A `where` query Payload can run: each condition given once (a repeated one becomes an array Payload passes
 * to the database as is) and ending in a known operator.
 */
function isRunnableWhere(query: URLSearchParams): boolean {
  const seen = new Set<string>()
  for (const key of query.keys()) {
    if (!key.startsWith('where')) continue
    if (seen.has(key)) return false
    seen.add(key)
    const segments = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1])
    // `where[id][in][0]=1&where[id][in][1]=2` is how qs writes a list: the operator is before the indices.
    while (segments.length && /^\d+$/.test(segments.at(-1)!)) segments.pop()
    const operator = segments.at(-1) ?? ''
    if (!WHERE_OPERATORS.has(operator)) return false
  }
  return true
}

/** Query parameters Payload can run (in the URL, or in the body of a read sent as a POST). */
function refuseQuery(query: URLSearchParams): Response | null {
  if (!isRunnableWhere(query)) return answer(400, '查询条件不正确')
  for (const name of NUMERIC_PARAMS) {
    const values = query.getAll(name)
    if (values.length > 1 || (values.length === 1 && !/^\d{0,9}$/.test(values[0])))
      return answer(400, '请求参数不正确')
  }
  return null
}

/** A POST Payload turns into a GET (`handleEndpoints`). Header values as Payload reads them. */
function isReadByPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
      request.headers.get('X-HTTP-Method-Override') === 'GET')
  )
}

/**
 * The query of a read: the URL's for a GET or HEAD, the form body's for a read sent as a POST (Payload appends it
 * to the URL); null for any other request. Read once, before the handler consumes the body.
 */
async function readQueryOf(request: Request): Promise<URLSearchParams | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return new URL(request.url).searchParams
  if (isReadByPost(request) && request.headers.get('Content-Type') === 'application/x-www-form-urlencoded')
    return new URLSearchParams(await request.clone().text())
  return null
}

/** A read sent as a POST: its form query gets the URL's checks; a JSON body (Payload's `request.json()`) must parse. */
async function refuseReadBody(request: Request, query: URLSearchParams | null): Promise<Response | null> {
  if (query) return refuseQuery(query)
  if (request.headers.get('Content-Type') !== 'application/json') return null
  try {
    JSON.parse(await request.clone().text())
    return null
  } catch {
    return answer(400, '请求格式不正确')
  }
}

/** A multipart body as Payload would read it, or the 400 Payload's `formData()` would have thrown as a 500. */
async function formOf(request: Request): Promise<FormData | Response> {
  try {
    return await request.clone().formData()
  } catch {
    return answer(400, '请求格式不正确')
  }
}

export const DOCUMENT_DATA_REFUSED = '请求内容应为一个 JSON 对象'

/**
 * Routes whose body Payload reads as a document's data: a collection (create, update of many), one document, a
 * global; `required` unless the route reads missing data as `{}` (a duplicate: `data || {}`).
 */
function documentDataOf(
  config: SanitizedConfig,
  method: string,
  slug: string[],
): { required: boolean } | null {
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return null
  const [first, second, third] = slug
  if (first === 'globals')
    return slug.length === 2 && method === 'POST' && config.globals.some((g) => g.slug === second)
      ? { required: true }
      : null
  if (!config.collections.some((c) => c.slug === first)) return null
  if (slug.length === 1) return { required: true }
  if (slug.length === 2 && method !== 'POST' && INTEGER_ID.test(second)) return { required: true }
  if (slug.length === 3 && method === 'POST' && INTEGER_ID.test(second) && third === 'duplicate')
    return { required: false }
  return null
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The data Payload would read from the body (`addDataAndFileToRequest`: JSON under exactly `application/json`,
 * an empty one as `{}`; a form's `_payload`; nothing otherwise) must be an object, or missing where allowed.
 */
async function refuseDocumentData(request: Request, required: boolean): Promise<Response | null> {
  const [type = ''] = (request.headers.get('Content-Type') || '').split(';', 1)
  let data: unknown
  if (request.body && type === 'application/json') {
    const text = await request.clone().text()
    if (!text) return null
    try {
      data = JSON.parse(text)
    } catch {
      return null // Payload answers 400 "Invalid JSON" itself.
    }
  } else if (request.body && type.includes('multipart/')) {
    const form = await formOf(request)
    if (form instanceof Response) return form
    const fields = form.get('_payload')
    try {
      data = typeof fields === 'string' ? JSON.parse(fields) : undefined
    } catch {
      return answer(400, DOCUMENT_DATA_REFUSED) // Payload's JSON.parse would throw: a 500.
    }
  }
  if (isObject(data) || (!required && !data)) return null
  return answer(400, DOCUMENT_DATA_REFUSED)
}

/** Payload's own answer shape, so its clients read these like its other refusals. */
const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * What Payload's REST handler would answer with a 500 that is the caller's fault, answered here first:
 * - a document id that is not an integer (ids are integers on SQLite and PostgreSQL; the database driver
 *   throws on `NaN`): 404;
 * - an upload's file that is not on disk (Payload logs an error and answers 500): 404;
 * - `limit`, `page` or `depth` that is not one non-negative integer (`1e309`, `x`, repeated): 400;
 * - a `where` condition given twice or with an unknown operator: 400;
 * - a multipart body that cannot be parsed (Payload's `formData()` throws): 400;
 * - a write of a document (create, update, a global's update) whose data is not a JSON object (no body, `null`,
 *   a string, an array, a form without `_payload`): 400 — Payload sets `_status` on it, or saves an array;
 * - a read sent as a POST with `X-HTTP-Method-Override: GET` (as Payload's admin does for long queries): the
 *   same query checks on the query in its body, and a JSON body that does not parse: 400.
 */
export function refuseMalformed(
  config: SanitizedConfig,
  request: Request,
  slug: string[],
  readQuery: URLSearchParams | null,
): Promise<Response | null> | Response | null {
  const [first, second, third, fourth] = slug
  const collection = config.collections.find((c) => c.slug === first)
  if (collection && second !== undefined) {
    if (second === 'file' && collection.upload) {
      const staticDir = collection.upload.staticDir ?? ''
      const name = slug.slice(2).join('/')
      if (!name || /[\\/]|^\.\.?$/.test(name) || !existsSync(path.join(staticDir, name)))
        return answer(404, 'Not Found')
    } else if (second === 'versions') {
      if (third !== undefined && !INTEGER_ID.test(third)) return answer(404, 'Not Found')
    } else if (
      !COLLECTION_ROUTES.has(second) &&
      !INTEGER_ID.test(second) &&
      // The collection's own endpoints (e.g. the leads' CSV export at /api/leads/export).
      !(collection.endpoints || []).some((endpoint) => endpoint.path === `/${second}`)
    ) {
      return answer(404, 'Not Found')
    }
  }
  if (first === 'globals' && third === 'versions' && fourth !== undefined && !INTEGER_ID.test(fourth))
    return answer(404, 'Not Found')
  const refusal = refuseQuery(new URL(request.url).searchParams)
  if (refusal) return refusal
  if (isReadByPost(request)) return refuseReadBody(request, readQuery)
  const documentData = documentDataOf(config, request.method, slug)
  if (documentData) return refuseDocumentData(request, documentData.required)
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '') && request.body)
    return formOf(request).then((form) => (form instanceof Response ? form : null))
  return null
}

/**
 * Members sign in only through the signed `/api/edu/user/login`: Payload's own auth routes of the collection
 * (which hand out a JWT with no signature, nonce or address limit) do not exist for them.
 */
const MEMBER_AUTH_ROUTES = new Set([
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'first-register',
  'init',
])

/** Staff sign-in and password reset: attempts per address and per account in a window. */
export const STAFF_AUTH_LIMITS = {
  login: { perIp: 20, perAccount: 10, windowMs: 10 * 60 * 1000 },
  'forgot-password': { perIp: 5, perAccount: 3, windowMs: 60 * 60 * 1000 },
} as const

async function emailOf(request: Request): Promise<string> {
  try {
    const body = (await request.clone().json()) as { email?: unknown }
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 200) : ''
  } catch {
    return ''
  }
}

/** 429 past the staff sign-in limits (the account's own lockout after failed passwords is Payload's). */
async function limitStaffAuth(
  request: Request,
  route: keyof typeof STAFF_AUTH_LIMITS,
): Promise<Response | null> {
  const limits = STAFF_AUTH_LIMITS[route]
  const store = guardStore(await getPayloadClient())
  const email = await emailOf(request)
  const checks = [store.hit(`staff-${route}:ip:${clientIp(request.headers)}`, limits.perIp, limits.windowMs)]
  if (email) checks.push(store.hit(`staff-${route}:account:${email}`, limits.perAccount, limits.windowMs))
  const refused = (await Promise.all(checks)).find((result) => !result.allowed)
  if (!refused) return null
  return Response.json(
    {
      errors: [
        { message: route === 'login' ? '登录尝试过于频繁，请稍后再试' : '找回密码请求过于频繁，请稍后再试' },
      ],
    },
    {
      status: 429,
      headers: { 'Retry-After': String(refused.retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  )
}

/** One answer for every refused staff sign-in: wrong password, unknown e-mail, locked account. */
export const STAFF_LOGIN_REFUSED = '邮箱或密码错误；连续输错 5 次，账号将锁定 10 分钟'

/**
 * Payload answers an unknown e-mail before hashing anything (a few ms, against ~150 ms for a real account)
 * and a locked account with its own message: both told which addresses are staff. Here every refused
 * sign-in costs one password hash and reads the same.
 */
async function staffLogin(request: Request, run: () => Promise<Response>): Promise<Response> {
  const email = await emailOf(request)
  let password = ''
  try {
    const body = (await request.clone().json()) as { password?: unknown }
    if (typeof body?.password === 'string') password = body.password.slice(0, 200)
  } catch {
    // Payload answers the malformed body itself.
  }
  const payload = await getPayloadClient()
  const found = email
    ? await payload.find({
        collection: 'admins',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        // lockUntil is one of Payload's hidden auth fields.
        showHiddenFields: true,
        select: { lockUntil: true } as never,
      })
    : { docs: [] }
  const account = found.docs[0] as { lockUntil?: string | null } | undefined
  const hashedByPayload = account && !(account.lockUntil && Date.parse(account.lockUntil) > Date.now())
  if (!hashedByPayload) await hashLikePayload(password)
  const response = await run()
  if (response.status !== 401) return response
  return Response.json(
    { errors: [{ message: STAFF_LOGIN_REFUSED }] },
    { status: 401, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** Wraps one of Payload's REST handlers with the checks above. */
export function guarded(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, args) => {
    const { slug = [] } = await args.params
    if (slug[0] === 'members' && MEMBER_AUTH_ROUTES.has(slug[1] ?? '')) return answer(404, 'Not Found')
    const readQuery = await readQueryOf(request)
    const refusal = await refuseMalformed(await config, request, slug, readQuery)
    if (refusal) return refusal
    if (
      slug[0] === 'admins' &&
      slug.length === 2 &&
      request.method === 'POST' &&
      slug[1] in STAFF_AUTH_LIMITS
    ) {
      const limited = await limitStaffAuth(request, slug[1] as keyof typeof STAFF_AUTH_LIMITS)
      if (limited) return limited
      if (slug[1] === 'login')
        return staffLogin(request, () => handler(request, { params: Promise.resolve({ slug }) }))
    }
    const response = await handler(request, { params: Promise.resolve({ slug }) })
    // Payload does not check a condition's value against its field (`in=1,x` on an id, a date compared with
    // text): the database refuses it and Payload answers 500. A read that filters is the caller's mistake.
    if (response.status >= 500 && readQuery && [...readQuery.keys()].some((key) => key.startsWith('where'))) {
      console.warn('[api] query Payload could not run:', readQuery.toString().slice(0, 300))
      return answer(400, '查询条件不正确')
    }
    return response
  }
}
