// The transport a visitor's browser meets in production (README "Production: several instances behind nginx":
// nginx in front, `listen 443 ssl http2`): nginx terminating TLS and speaking HTTP/2 to the browser, passing
// every request on to one target as it is. Lighthouse audits go through it, so every target (the site, an
// earlier build, the empty page) is measured over the same protocol. Nothing is cached or compressed here: the
// bytes are the target's own.
import { spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import path from 'node:path'

import { ensureNginx, launchNginx } from '../lib/cluster.mjs'
import { freePort } from './server.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// Every front still running, so a crash or Ctrl-C stops them too.
const running = new Set()

/** For an exit or signal handler: stop every front this process started. */
export function stopAllFronts() {
  for (const stop of running) stop()
}

/**
 * A new self-signed certificate for 127.0.0.1 in `dir` (openssl; valid for two days), and the base64 SHA-256 of
 * its public key, which Chromium is told to trust (`--ignore-certificate-errors-spki-list`): the browser then
 * treats the front as a valid HTTPS origin (a service worker registers, nothing is reported insecure) without a
 * certificate store.
 */
export function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true })
  const cert = path.join(dir, 'front.crt')
  const key = path.join(dir, 'front.key')
  rmSync(cert, { force: true })
  rmSync(key, { force: true })
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  args.push('-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1')
  const made = spawnSync('openssl', [...args, '-keyout', key, '-out', cert], { encoding: 'utf8' })
  if (made.error || made.status !== 0)
    throw new Error(
      `openssl could not make the bench's certificate (apt-get install -y openssl): ${made.error?.message ?? made.stderr}`,
    )
  return { cert, key, spki: spkiHash(readFileSync(cert)) }
}

/** Chromium's form of a certificate's identity: base64 of the SHA-256 of its DER SubjectPublicKeyInfo. */
export function spkiHash(pem) {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
  return createHash('sha256').update(der).digest('base64')
}

/** nginx's configuration of one front: TLS and HTTP/2 on `port`, everything passed on to `upstreamPort`. */
export function frontConfig({ dir, port, upstreamPort, certificate }) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    server_tokens off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    access_log off;
    upstream target {
        server 127.0.0.1:${upstreamPort};
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${port} ssl http2;
        ssl_certificate ${certificate.cert};
        ssl_certificate_key ${certificate.key};
        ssl_protocols TLSv1.3;
        location / {
            proxy_pass http://target;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            # As the target sends them: streamed, with its own compression.
            proxy_buffering off;
            gzip off;
        }
    }
}
`
}

/** GET over HTTPS trusting only `certificate`; resolves with the answer's status. */
function probe(url, certificate) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: readFileSync(certificate.cert), headers: { 'user-agent': 'bench-probe' } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
      })
      .on('error', reject)
  })
}

/**
 * Starts one front for the server at `upstreamPort`; resolves with `{ origin, stop }` once it answers over TLS.
 * `dir` holds its configuration and logs.
 */
export async function startTlsFront({ dir, upstreamPort, certificate }) {
  const nginx = ensureNginx()
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o755)
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, frontConfig({ dir, port, upstreamPort, certificate }))
  const child = launchNginx({ nginx, dir, conf })
  const stop = () => {
    running.delete(stop)
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // gone
    }
  }
  running.add(stop)
  const origin = `https://127.0.0.1:${port}`
  let lastError
  for (let i = 0; i < 100; i++) {
    try {
      await probe(`${origin}/`, certificate)
      return { origin, port, stop }
    } catch (error) {
      lastError = error
      await sleep(100)
    }
  }
  stop()
  throw new Error(`the TLS front on ${origin} did not answer: ${lastError?.message}`)
}

/**
 * Runs `fn(originOf, chromeFlags)` with a TLS and HTTP/2 front before each of `upstreamPorts` (servers on this
 * machine): `originOf(port)` is the front's origin for that server, `chromeFlags` makes Chromium trust the fronts'
 * certificate. `label(port)` names each front in its directory under `dir` and in `log`. The fronts are stopped
 * afterwards, whatever `fn` does.
 */
export async function withTlsFronts({ dir, upstreamPorts, label = String, log = () => {} }, fn) {
  const certificate = makeCertificate(dir)
  const fronts = new Map()
  try {
    for (const port of new Set(upstreamPorts)) {
      const front = await startTlsFront({
        dir: path.join(dir, label(port).replace(/[^\w.-]/g, '_')),
        upstreamPort: port,
        certificate,
      })
      fronts.set(port, front)
      log(`${label(port)}: audited through ${front.origin} (TLS, HTTP/2)`)
    }
    return await fn(
      (port) => fronts.get(port).origin,
      [`--ignore-certificate-errors-spki-list=${certificate.spki}`],
    )
  } finally {
    for (const front of fronts.values()) front.stop()
  }
}
