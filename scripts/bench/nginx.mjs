// Throughput through nginx (deploy/nginx.conf, as production runs it) in front of the site's instance, next to
// nginx serving a static file of the same bytes: how much of nginx's own rate the cached pages keep.
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { ensureNginx, launchNginx, startNginx } from '../lib/cluster.mjs'
import { TMP_DIR, userAgentFor } from './config.mjs'
import { measureLoad } from './load.mjs'
import { freePort } from './server.mjs'

/** The response's bytes as sent (no decompression), with its headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** nginx serving `files` as they are: `*.br` labelled as Brotli, the others as gzip. */
async function startStaticNginx(dir, nginx) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'files'), { recursive: true })
  chmodSync(dir, 0o755)
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    sendfile on;
    tcp_nopush on;
    server_tokens off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    # Logged like deploy/nginx.conf's pages, so both pay the same per request.
    log_format site '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time';
    access_log ${dir}/access.log site buffer=64k flush=1s;
    server {
        listen 127.0.0.1:${port};
        location ~ \.br$ {
            root ${dir}/files;
            default_type "text/html; charset=utf-8";
            add_header Content-Encoding br;
            add_header Vary Accept-Encoding;
        }
        location / {
            root ${dir}/files;
            default_type "text/html; charset=utf-8";
            add_header Content-Encoding gzip;
            add_header Vary Accept-Encoding;
        }
    }
}
`,
  )
  const child = launchNginx({ nginx, dir, conf })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      await rawGet(`${origin}/`, {})
      break
    } catch {
      await sleep(100)
    }
  }
  return {
    origin,
    dir: path.join(dir, 'files'),
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // gone
      }
    },
  }
}

/**
 * For each route with `load`: req/s through nginx (its 1 s micro-cache answering; the instance renders about once
 * a second), then nginx serving the same compressed bytes (Brotli, as a browser gets them) from a file. Stores
 * `route.nginx = { load, staticLoad, bytes }`.
 */
export async function measureThroughNginx(server, routes, options, log) {
  const nginxBin = ensureNginx()
  const port = await freePort()
  const front = await startNginx({
    dir: path.join(TMP_DIR, 'nginx-front'),
    port,
    upstreams: [server.port],
    distDir: process.env.NEXT_DIST_DIR || '.next',
    nginx: nginxBin,
  })
  const files = await startStaticNginx(path.join(TMP_DIR, 'nginx-static'), nginxBin)
  try {
    for (const route of routes.filter((r) => r.load)) {
      const headers = {
        'user-agent': userAgentFor(route.device),
        accept: 'text/html',
        'accept-encoding': 'gzip, deflate, br',
      }
      const url = `${front.origin}${route.path}`
      const page = await rawGet(url, headers)
      const coding = page.headers['content-encoding']
      if (page.status !== 200 || (coding !== 'br' && coding !== 'gzip'))
        throw new Error(`${url} through nginx: ${page.status}, ${coding ?? 'identity'}`)
      const name = `page-${routes.indexOf(route)}.html${coding === 'br' ? '.br' : ''}`
      writeFileSync(path.join(files.dir, name), page.body)
      const timing = { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds }
      const load = await measureLoad(url, headers['user-agent'], timing)
      const cache = (await rawGet(url, headers)).headers['x-cache-status']
      const staticLoad = await measureLoad(`${files.origin}/${name}`, headers['user-agent'], timing)
      route.nginx = { load, staticLoad, bytes: page.body.length, cache }
      log(
        `nginx ${route.path}: ${Math.round(load.rps)} req/s (cache ${cache}); static file of ${page.body.length} B: ` +
          `${Math.round(staticLoad.rps)} req/s; ratio ${(load.rps / staticLoad.rps).toFixed(2)}`,
      )
    }
  } finally {
    files.stop()
    await front.stop()
  }
}
