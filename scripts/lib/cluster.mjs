// The parts of a local cluster (npm run cluster, npm run test:cluster): a throw-away PostgreSQL with the demo
// content, one production build, N app instances (scripts/start.mjs) on loopback ports and nginx in front of them
// with deploy/nginx.conf. Every process started here is in its own process group and stopped by `stop()`.
import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { DESKTOP_UA } from './chromium.mjs'
import { freePort, startPostgres } from './pg-cluster.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx.conf')
const READY_TIMEOUT_MS = 180_000

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function log(message) {
  console.log(`[cluster] ${message}`)
}

/** A TCP port nothing listens on now (the OS picks it), as for PostgreSQL's throw-away cluster. */
export { freePort }

function which(command) {
  const res = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  return res.status === 0 ? res.stdout.trim() : null
}

/** nginx's binary; installs Debian's nginx-light with apt when it is missing (as test-all does for Chromium). */
export function ensureNginx() {
  const found = which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null)
  if (found) return found
  log('nginx is missing: installing nginx-light with apt')
  const asRoot = (args, stdio = 'inherit') => {
    const [command, ...rest] = process.getuid?.() === 0 ? args : ['sudo', ...args]
    return spawnSync(command, rest, { stdio, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  for (const args of [['update'], ['install', '-y', 'nginx-light']]) {
    const res = asRoot(['apt-get', ...args])
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${res.status})`)
  }
  // The package may start a system nginx on port 80; ours runs with its own configuration and prefix.
  asRoot(['service', 'nginx', 'stop'], 'ignore')
  const installed = which('nginx') ?? '/usr/sbin/nginx'
  if (!existsSync(installed)) throw new Error('nginx-light was installed but no nginx binary was found')
  return installed
}

/** The environment every part of the cluster shares (migrate, seed, build and the instances). */
export function clusterEnv({ databaseUrl, siteUrl, distDir, mediaDir }) {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    SITE_URL: siteUrl,
    NEXT_DIST_DIR: distDir,
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: 'cluster-only-secret-0123456789abcdef',
    // nginx on this machine is the only proxy in front: the address it saw is the client's.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    LISTEN_HOST: '127.0.0.1',
  }
}

function runStep(title, args, env) {
  log(title)
  const started = Date.now()
  const res = spawnSync(args[0], args.slice(1), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (res.status !== 0) throw new Error(`${title} failed (${res.signal ?? `exit ${res.status}`})`)
  return Date.now() - started
}

/** Applies the migrations and seeds the demo content into the cluster's database. */
export function prepareDatabase(env) {
  runStep('migrating PostgreSQL', [process.execPath, 'scripts/migrate.mjs'], env)
  runStep('seeding demo content', [process.execPath, 'scripts/seed.mjs'], env)
}

/** `next build` into env.NEXT_DIST_DIR; restores tsconfig.json, which `next build` may rewrite. Returns ms. */
export function buildApp(env) {
  const tsconfig = readFileSync(path.join(root, 'tsconfig.json'))
  try {
    const ms = runStep(
      `building into ${env.NEXT_DIST_DIR} (SITE_URL ${env.SITE_URL})`,
      [process.execPath, 'node_modules/next/dist/bin/next', 'build'],
      env,
    )
    return (
      ms +
      runStep('compressed copies of the static files', [process.execPath, 'scripts/precompress.mjs'], env)
    )
  } finally {
    if (!readFileSync(path.join(root, 'tsconfig.json')).equals(tsconfig))
      writeFileSync(path.join(root, 'tsconfig.json'), tsconfig)
  }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null

function waitForExit(child, ms) {
  if (exited(child)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** SIGTERM to the process group, SIGKILL after `graceMs`. */
async function stopChild(child, graceMs = 10_000) {
  if (!child || exited(child)) return
  killGroup(child, 'SIGTERM')
  if (!(await waitForExit(child, graceMs))) {
    killGroup(child, 'SIGKILL')
    await waitForExit(child, 5000)
  }
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** Resolves once `url` answers HTTP at all (any status); rejects when the child exits or time runs out. */
async function waitUntilAnswering(url, child, logFile, headers = {}) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`exited (${child.signalCode ?? child.exitCode}) before answering\n${tail(logFile)}`)
    try {
      const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      await res.arrayBuffer()
      return
    } catch {
      await sleep(250)
    }
  }
  throw new Error(`no answer from ${url} within ${READY_TIMEOUT_MS / 1000} s\n${tail(logFile)}`)
}

/**
 * One app instance (scripts/start.mjs) on 127.0.0.1:`port`, logging to `logFile` (appended, so a restart keeps
 * the earlier run's lines). `kill(signal)` ends it as a crash would, `start()` brings it back on the same port.
 */
export function createInstance({ name, port, env, logFile }) {
  const instance = {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    child: null,
    logFile,
    async start() {
      const out = createWriteStream(logFile, { flags: 'a' })
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env, PORT: String(port) },
      })
      child.stdout.pipe(out)
      child.stderr.pipe(out)
      instance.child = child
      await waitUntilAnswering(`${instance.origin}/`, child, logFile, { 'user-agent': DESKTOP_UA })
      return instance
    },
    /** Ends the process group at once (SIGKILL: no shutdown hooks, requests in flight cut off). */
    kill(signal = 'SIGKILL') {
      if (instance.child && !exited(instance.child)) killGroup(instance.child, signal)
      return instance.child ? waitForExit(instance.child, 10_000) : Promise.resolve(true)
    },
    stop: () => stopChild(instance.child),
  }
  return instance
}

/** Fills deploy/nginx.conf's {{NAME}} placeholders (comments keep theirs); throws on one without a value. */
export function renderNginxConfig(values, template = readFileSync(NGINX_TEMPLATE, 'utf8')) {
  return template
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
            if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${match}`)
            return values[name]
          }),
    )
    .join('\n')
}

/**
 * nginx from deploy/nginx.conf with its own prefix directory (pid, logs, temp files, cache), in the foreground
 * (`daemon off`), in front of `upstreams` (ports on 127.0.0.1). Resolves once it answers.
 */
export async function startNginx({ dir, port, upstreams, distDir, nginx = ensureNginx() }) {
  mkdirSync(dir, { recursive: true })
  // nginx running as root hands the work to unprivileged workers, which must reach its cache and temp files.
  chmodSync(dir, 0o755)
  const values = {
    PREFIX: dir,
    LISTEN: `127.0.0.1:${port}`,
    UPSTREAM_SERVERS: upstreams
      .map((upstream) => `server 127.0.0.1:${upstream} max_fails=2 fail_timeout=5s;`)
      .join('\n        '),
    STATIC_DIR: path.join(root, distDir, 'static'),
    CACHE_DIR: path.join(dir, 'cache'),
    ACCESS_LOG: path.join(dir, 'access.log'),
    MIME_TYPES: '/etc/nginx/mime.types',
  }
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, renderNginxConfig(values))
  const logFile = path.join(dir, 'error.log')
  const child = launchNginx({ nginx, dir, conf, stdio: ['ignore', 'inherit', 'inherit'] })
  const origin = `http://127.0.0.1:${port}`
  await waitUntilAnswering(`${origin}/_next/static/ready-probe`, child, logFile)
  return {
    origin,
    port,
    conf,
    accessLog: values.ACCESS_LOG,
    errorLog: logFile,
    child,
    stop: () => stopChild(child, 5000),
  }
}

/**
 * Checks `conf` with `nginx -t`, then starts nginx in the foreground of its own process group with `dir` as its
 * prefix. As root, nginx runs its workers as an unprivileged user (Debian's www-data when there is one, else
 * nobody), who must be able to read `dir`.
 */
export function launchNginx({ nginx, dir, conf, stdio = 'ignore' }) {
  const globals = ['daemon off;']
  if (process.getuid?.() === 0) globals.push(hasUser('www-data') ? 'user www-data;' : 'user nobody nogroup;')
  const args = ['-p', dir, '-c', conf, '-g', globals.join(' ')]
  const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${check.stderr}`)
  return spawn(nginx, args, { detached: true, stdio })
}

function hasUser(name) {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0
}

/**
 * The whole cluster: PostgreSQL (migrated, seeded), one build, `instances` app instances, nginx on `port`.
 * `stop()` ends every process and removes the temp directory (the build folder stays for the next run).
 */
export async function startCluster({ port, instances = 2, distDir = '.next-cluster', build = true } = {}) {
  const nginx = ensureNginx()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'))
  chmodSync(tmp, 0o755)
  const parts = { tmp, pg: null, instances: [], nginx: null }
  let stopped = false
  // Last resort when the process ends without stop() (an uncaught error): nothing is left running.
  const stopNow = () => {
    for (const child of [parts.nginx?.child, ...parts.instances.map((instance) => instance.child)])
      if (child && !exited(child)) killGroup(child, 'SIGKILL')
    try {
      parts.pg?.stop()
    } catch {
      // Already stopped.
    }
    rmSync(tmp, { recursive: true, force: true })
  }
  process.once('exit', stopNow)
  const stop = async () => {
    if (stopped) return
    stopped = true
    process.removeListener('exit', stopNow)
    await parts.nginx?.stop()
    await Promise.all(parts.instances.map((instance) => instance.stop()))
    try {
      parts.pg?.stop()
    } finally {
      rmSync(tmp, { recursive: true, force: true })
    }
  }
  try {
    const nginxPort = port ?? 8080
    const siteUrl = `http://127.0.0.1:${nginxPort}`
    log('starting PostgreSQL')
    parts.pg = await startPostgres()
    const env = clusterEnv({
      databaseUrl: parts.pg.createDatabase('site'),
      siteUrl,
      distDir,
      mediaDir: path.join(tmp, 'media'),
    })
    prepareDatabase(env)
    // `build: false` (CLUSTER_BUILD=reuse) serves the build folder as it is, when there is one.
    const reuse = !build && existsSync(path.join(root, distDir, 'BUILD_ID'))
    const buildMs = reuse ? 0 : buildApp(env)
    const ports = []
    for (let i = 0; i < instances; i++) ports.push(await freePort())
    parts.instances = ports.map((instancePort, i) =>
      createInstance({
        name: `app${i + 1}`,
        port: instancePort,
        env,
        logFile: path.join(tmp, `app${i + 1}.log`),
      }),
    )
    log(`starting ${instances} app instances on 127.0.0.1:${ports.join(', ')}`)
    // One after the other: each boot compiles and warms up on both cores.
    for (const instance of parts.instances) await instance.start()
    parts.nginx = await startNginx({
      dir: path.join(tmp, 'nginx'),
      port: nginxPort,
      upstreams: ports,
      distDir,
      nginx,
    })
    /** Copies the instances' and nginx's logs to `dir` (before `stop()` removes them). */
    const saveLogs = (dir) => {
      mkdirSync(dir, { recursive: true })
      const files = [
        ...parts.instances.map((instance) => instance.logFile),
        parts.nginx.accessLog,
        parts.nginx.errorLog,
        parts.nginx.conf,
      ]
      for (const file of files) if (existsSync(file)) copyFileSync(file, path.join(dir, path.basename(file)))
      return dir
    }
    return { ...parts, env, siteUrl, origin: parts.nginx.origin, buildMs, stop, saveLogs }
  } catch (error) {
    await stop()
    throw error
  }
}
