/**
 * The one browser request client (spec §7, §8; DESIGN.md "The API contract"): signing, trimming, retries,
 * time-outs and error normalising in one place, on `fetch`.
 */
import { HELPER_REQUEST_TIMEOUT_MS, REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from './constants'
import { DEMO_SIGN_SECRET, signatureHeaders } from './signature'

// Each variable is written out in full so Next inlines it at build time.
export const API_BASE_URLS = {
  edu: process.env.NEXT_PUBLIC_API_EDU || '/api/edu',
  port: process.env.NEXT_PUBLIC_API_PORT || '/api/port',
  base: process.env.NEXT_PUBLIC_API_BASE || '/api/base',
  hadoop: process.env.NEXT_PUBLIC_API_HADOOP || '/api/hadoop',
  customer: process.env.NEXT_PUBLIC_API_CUSTOMER || '/api/customer',
} as const

/** Must equal the server's `API_SIGN_SECRET`. */
export const API_SIGN_SECRET = process.env.NEXT_PUBLIC_API_SIGN_SECRET || DEMO_SIGN_SECRET

export type Service = keyof typeof API_BASE_URLS
export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The JSON envelope of every call of the contract. */
export interface ApiBody<T = unknown> {
  code: number
  msg?: string
  data?: T
}

export interface RequestOptions {
  method?: Method
  data?: Record<string, unknown>
  headers?: Record<string, string>
  /** Send the body as `application/x-www-form-urlencoded` instead of JSON. */
  form?: boolean
  timeout?: number
  /** Overrides the configured token source for this call; `null` sends no token. */
  token?: string | null
  /** Skips the app's failure hooks (`onSystemError`, `onBodyCode`): the caller handles every outcome itself. */
  silent?: boolean
}

export interface RequestConfig {
  baseUrls: Record<Service, string>
  signSecret: string
  fetch: typeof fetch
  /** The session cookie is HttpOnly, so by default only a readable `token` cookie is sent as a header. */
  getToken: () => string | null
  /** Called on HTTP 500 after the last attempt; the app shows the toast 'System Error'. */
  onSystemError: (body: unknown) => void
  /** Called for body codes 403, 110 and 1; the call still resolves with the body. */
  onBodyCode: (code: number, body: ApiBody) => void
}

const HOOKED_BODY_CODES = new Set([403, 110, 1])

/**
 * Body codes whose message the app's hook shows itself (src/components/app/ApiSetup.client.tsx): a caller that
 * shows a failure's msg skips them, so every message appears exactly once.
 */
export const CODES_SHOWN_BY_HOOK: ReadonlySet<number> = new Set([403])
const RETRIED_METHODS = new Set<Method>(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const QUERY_METHODS = new Set<Method>(['GET', 'HEAD', 'OPTIONS', 'DELETE'])
const BODY_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE'])

function readableTokenCookie(): string | null {
  if (typeof document === 'undefined') return null
  const match = document.cookie.match(/(?:^|;\s*)token=([^;]*)/)
  return match ? decodeURIComponent(match[1]) : null
}

function defaultConfig(): RequestConfig {
  return {
    baseUrls: { ...API_BASE_URLS },
    signSecret: API_SIGN_SECRET,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: readableTokenCookie,
    onSystemError: () => {},
    onBodyCode: () => {},
  }
}

let config = defaultConfig()

/** Overrides parts of the configuration (base URLs merge per service); the app wires its hooks here. */
export function configureRequest(
  overrides: Partial<Omit<RequestConfig, 'baseUrls'>> & {
    baseUrls?: Partial<Record<Service, string>>
  },
): void {
  config = { ...config, ...overrides, baseUrls: { ...config.baseUrls, ...overrides.baseUrls } }
}

export function resetRequestConfig(): void {
  config = defaultConfig()
}

/** An HTTP failure whose body is not a JSON object, so there is no body to reject with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`)
    this.name = 'HttpError'
  }
}

/** Trims every string and drops null and undefined fields, recursively through arrays and plain objects. */
export function cleanPayload<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T
  if (Array.isArray(value)) return value.filter((item) => item != null).map(cleanPayload) as T
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).filter(([, item]) => item != null)
    return Object.fromEntries(entries.map(([key, item]) => [key, cleanPayload(item)])) as T
  }
  return value
}

/** Flat key/value pairs for a query string or a form body: arrays repeat their key, objects go as JSON. */
function toSearchParams(data: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  const append = (key: string, value: unknown) =>
    params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item))
    else append(key, value)
  }
  return params
}

function buildUrl(service: Service, path: string, method: Method, data: Record<string, unknown> | undefined) {
  const params = QUERY_METHODS.has(method) && data ? toSearchParams(data) : new URLSearchParams()
  if (method === 'GET') params.set('time', String(Date.now()))
  const query = params.toString()
  const url = `${config.baseUrls[service]}${path}`
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
}

function buildBody(method: Method, data: Record<string, unknown> | undefined, form: boolean) {
  if (!BODY_METHODS.has(method) || !data) return {}
  if (form) {
    return { body: toSearchParams(data), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' }
  }
  return { body: JSON.stringify(data), contentType: 'application/json;charset=UTF-8' }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function timeoutError(ms: number): Error {
  return Object.assign(new Error(`timeout of ${ms}ms exceeded`), { name: 'TimeoutError' })
}

/** One attempt, signed afresh (the server refuses a nonce it has seen), with its own time-out. */
async function attempt(url: string, init: RequestInit, token: string | null, ms: number) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(timeoutError(ms)), ms)
  try {
    const signed = await signatureHeaders({ secret: config.signSecret, token })
    const response = await config.fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...signed },
      signal: controller.signal,
    })
    return { status: response.status, ok: response.ok, body: await readBody(response) }
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error
  } finally {
    clearTimeout(timer)
  }
}

// fetch rejects with a TypeError when the network fails; a time-out is not retried.
const isNetworkError = (error: unknown) => error instanceof TypeError

async function attemptWithRetries(method: Method, run: () => ReturnType<typeof attempt>) {
  const attempts = RETRIED_METHODS.has(method) ? REQUEST_RETRIES + 1 : 1
  for (let n = 1; ; n++) {
    try {
      const result = await run()
      if (result.status < 500 || n >= attempts) return result
    } catch (error) {
      if (!isNetworkError(error) || n >= attempts) throw error
    }
  }
}

/** A JSON object body is rejected as is, with a non-enumerable `status` so `normaliseError` finds it. */
function httpFailure(status: number, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return new HttpError(status, body)
  if (!('status' in body)) Object.defineProperty(body, 'status', { value: status, enumerable: false })
  return body
}

/** Calls `{service}{path}`; resolves with the response body, rejects with the failure body or the raw error. */
export async function request<T = ApiBody>(
  service: Service,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase() as Method
  const data = options.data ? cleanPayload(options.data) : undefined
  const { body, contentType } = buildBody(method, data, options.form ?? false)
  const headers = { ...(contentType ? { 'Content-Type': contentType } : {}), ...options.headers }
  const token = options.token !== undefined ? options.token : config.getToken()
  const url = buildUrl(service, path, method, data)
  const init: RequestInit = { method, body, headers, credentials: 'include' }
  const ms = options.timeout ?? REQUEST_TIMEOUT_MS

  const result = await attemptWithRetries(method, () => attempt(url, init, token, ms))
  if (!result.ok) {
    if (result.status === 500 && !options.silent) config.onSystemError(result.body)
    throw httpFailure(result.status, result.body)
  }
  const code = (result.body as Partial<ApiBody> | undefined)?.code
  if (typeof code === 'number' && HOOKED_BODY_CODES.has(code) && !options.silent)
    config.onBodyCode(code, result.body as ApiBody)
  return result.body as T
}

/** The helper variant: the same client with the longer time-out. */
export function helperRequest<T = ApiBody>(service: Service, path: string, options: RequestOptions = {}) {
  return request<T>(service, path, { ...options, timeout: options.timeout ?? HELPER_REQUEST_TIMEOUT_MS })
}

function numeric(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** `{message, statusCode}` of any failure: status from statusCode, status or response.status, else 500. */
export function normaliseError(error: unknown): { message: string; statusCode: number } {
  const e = (error ?? {}) as {
    statusCode?: unknown
    status?: unknown
    response?: { status?: unknown }
    msg?: unknown
  }
  const status = numeric(e.statusCode) ?? numeric(e.status) ?? numeric(e.response?.status)
  if (status !== undefined)
    return { message: `Request failed with status code ${status}`, statusCode: status }
  const message =
    error instanceof Error ? error.message : typeof e.msg === 'string' ? e.msg : 'Request failed'
  return { message, statusCode: 500 }
}
