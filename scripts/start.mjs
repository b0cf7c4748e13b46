// Production server on PORT (default 3000): Next's request handler behind a thin Node HTTP server that adds
// what `next start` cannot (scripts/lib/front.mjs: the peer address for trusted-proxy handling, 400 for
// undecodable paths, hashed script policy of each HTML document, compression). Payload applies pending
// migrations at boot.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.env.NODE_ENV = 'production'
process.noDeprecation = true

const { default: nextEnv } = await import('@next/env')
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })

const port = Number(process.env.PORT || 3000)

const { default: nextModule } = await import('next')
const next = typeof nextModule === 'function' ? nextModule : nextModule.default
const { answerClientError, createFront } = await import('./lib/front.mjs')
const { createFrontProxy, loadProxyDecision } = await import('./lib/front-proxy.mjs')

const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
await app.prepare()
const decidePage = createFrontProxy(await loadProxyDecision())
const server = http.createServer(createFront(app.getRequestHandler(), { decidePage }))
server.on('clientError', answerClientError)
// An idle kept-alive connection stays open for 65 s instead of Node's 5: a client that reuses it just as the
// server closes it gets a reset (ECONNRESET, a 502 from a proxy) for a request that never arrived. Proxies in
// front let go of idle connections first (deploy/nginx.conf after 4 s; load balancers commonly after 60 s).
server.keepAliveTimeout = 65_000
// Kept above the keep-alive time, as Node has long advised for the two.
server.headersTimeout = 66_000
// LISTEN_HOST binds one interface (e.g. 127.0.0.1 behind nginx on the same machine); default: all.
server.listen(port, process.env.LISTEN_HOST || undefined, () => {
  console.log(`▲ Ready on http://localhost:${port}`)
})

/** What the app keeps in memory for a moment and writes before the process ends (src/server/shutdown.ts). */
const runShutdownHooks = () =>
  Promise.allSettled([...(globalThis[Symbol.for('site.shutdownHooks')] ?? [])].map((hook) => hook()))

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    // Finish the requests in flight (a few seconds at most), write what is held in memory, then leave.
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeIdleConnections?.()
    Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 4000))])
      .then(runShutdownHooks)
      .finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 8000).unref()
  })
}
