// A throw-away PostgreSQL 15 cluster in a temp dir on a free port, for tests and migration generation.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'

/** A TCP port nothing listens on now on 127.0.0.1 (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

// PostgreSQL refuses to run as root, so as root we run its binaries as an unprivileged user.
function runAs() {
  if (process.getuid?.() !== 0) return null
  for (const name of ['postgres', 'nobody']) {
    const res = spawnSync('id', ['-u', name], { encoding: 'utf8' })
    if (res.status === 0) {
      const uid = Number(res.stdout.trim())
      const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim())
      return { name, uid, gid }
    }
  }
  throw new Error('running as root and no unprivileged user (postgres, nobody) to run PostgreSQL')
}

function run(user, bin, args) {
  const file = path.join(PG_BIN, bin)
  if (user) return execFileSync('runuser', ['-u', user.name, '--', file, ...args], { stdio: 'pipe' })
  return execFileSync(file, args, { stdio: 'pipe' })
}

/** Starts a cluster; resolves to `{ url(db), createDatabase(name), stop() }`. */
export async function startPostgres() {
  const user = runAs()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pgtest-'))
  chmodSync(dir, 0o700)
  if (user) chownSync(dir, user.uid, user.gid)
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  run(user, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  run(user, 'pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ])
  const url = (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`
  return {
    port,
    url,
    createDatabase(name) {
      run(user, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name])
      return url(name)
    },
    stop() {
      try {
        run(user, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
