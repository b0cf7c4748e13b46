// Starts and stops `next start` servers for the benchmark, and finds free ports for them.
import { spawn } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import net from 'node:net'

import { DESKTOP_UA, NEXT_BIN } from './config.mjs'

const READY_TIMEOUT_MS = 120_000
const STOP_GRACE_MS = 10_000

// Every server still running, so a crash or Ctrl-C can stop them all.
const running = new Set()

/** Asks the OS for a free TCP port (listen on 0, read the port, release it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Spawns `next start -p PORT -H 127.0.0.1` in `cwd` (or the given server script, as production runs it), logging
 * to `logFile`, and resolves once it answers HTTP.
 */
export async function startNext({ cwd, logFile, label, nextBin = NEXT_BIN, serverScript }) {
  const port = await freePort()
  const log = createWriteStream(logFile)
  // Own process group, so stopping it also stops anything it spawned.
  // Bound to loopback: the benchmark's traffic never leaves the machine, nor should the server listen outside.
  const args = serverScript ? [serverScript] : [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1']
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), LISTEN_HOST: '127.0.0.1' },
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const server = { label, port, child, logFile, origin: `http://127.0.0.1:${port}` }
  server.stop = () => stopServer(server)
  running.add(server)
  try {
    await waitUntilAnswering(server)
  } catch (error) {
    await server.stop()
    throw new Error(`${label} did not start: ${error.message}\n--- ${logFile} ---\n${tail(logFile)}`)
  }
  return server
}

/** Polls `/` until the server answers with any HTTP status (the first hit also boots Payload). */
async function waitUntilAnswering(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`exited with code ${server.child.exitCode}`)
    try {
      const res = await fetch(`${server.origin}/`, {
        headers: { 'user-agent': DESKTOP_UA },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      await res.arrayBuffer()
      return
    } catch {
      await sleep(500)
    }
  }
  throw new Error(`no answer on port ${server.port} within ${READY_TIMEOUT_MS / 1000}s`)
}

/** SIGTERM to the server's process group, SIGKILL if it is still there after a grace period. */
export async function stopServer(server) {
  if (!running.delete(server)) return
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  killGroup(child.pid, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

/** Synchronous last resort for process exit: kill every server this process started. */
export function killAllServersNow() {
  for (const server of running) killGroup(server.child.pid, 'SIGKILL')
  running.clear()
}

export async function stopAllServers() {
  await Promise.all([...running].map((server) => stopServer(server)))
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
