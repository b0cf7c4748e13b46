import 'server-only'

/** The API's JSON envelope `{code, msg, data}`; code 0 is success. */
export function ok<T>(data: T, msg = 'success', init?: ResponseInit) {
  return Response.json({ code: 0, msg, data }, init)
}

export function fail(status: number, code: number, msg: string, headers?: HeadersInit) {
  return Response.json({ code, msg }, { status, headers })
}

/** A failure the handler raises on purpose: answered as is, never logged as a fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly headers?: HeadersInit,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
