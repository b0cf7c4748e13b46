import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** An HTTP answer as received: status, headers and the body's bytes as sent (still compressed). */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** GETs `url` with `headers`, without decoding anything. */
export function getAnswer(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

/** The body as the browser reads it: decompressed by its `content-encoding` (Brotli or gzip). */
export function decoded(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding']
  if (coding === 'br') return brotliDecompressSync(answer.body)
  if (coding === 'gzip') return gunzipSync(answer.body)
  return answer.body
}
