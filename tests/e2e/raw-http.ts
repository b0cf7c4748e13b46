import http from 'node:http'

import { e2eEnv } from '../../scripts/lib/e2e-env.mjs'

export interface RawAnswer {
  status: number
  type: string
  body: string
  headers: http.IncomingHttpHeaders
}

/**
 * One HTTP request to the test server over node:http: the path goes out exactly as written (a URL parser
 * would re-encode `%ZZ` and resolve `..`), as an attacker's client sends it.
 */
export function rawRequest(
  options: Omit<http.RequestOptions, 'host' | 'port'> & { path: string },
  body?: string,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request(
      // Responses as a browser reads them: Next's redirects repeat a long query in two headers.
      { host: 'localhost', port: Number(e2eEnv.E2E_PORT), maxHeaderSize: 256 * 1024, ...options },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeout} ms`)))
    req.on('error', reject)
    req.end(body)
  })
}
