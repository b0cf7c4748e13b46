// Starts the production build of the browser tests as a separate server process, on its own copy of the
// seeded database and of the build, so a test can kill it and start it again (a crash, a deploy) without touching
// the shared ones. The build's copy holds what this server renders (Next's page and image caches live in the build
// folder): the shared server, running other tests meanwhile, never reads a page rendered from this database.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { e2eEnv, root } from '../../scripts/lib/e2e-env.mjs'
import { freePort } from '../helpers/notify-receivers'

/**
 * A copy of the database as seeded for the browser tests, in `dir`; returns its `DATABASE_URL`. The shared one
 * is written by the tests running meanwhile (the publishing tests beside the restart tests): a build that
 * prerendered its pages from it once failed on "database is locked".
 */
export function seededDatabaseCopy(dir: string) {
  const seeded = new URL(e2eEnv.DATABASE_URL).pathname.replace(/\.db$/, '-pristine.db')
  const dbFile = path.join(dir, 'site.db')
  for (const suffix of ['', '-wal'])
    if (existsSync(seeded + suffix)) copyFileSync(seeded + suffix, dbFile + suffix)
  return `file:${dbFile}`
}

export async function ownServer(extraEnv: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-own-server-'))
  const databaseUrl = seededDatabaseCopy(dir)
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  // Next reads its build from a folder inside the project; the compiler's cache is not needed to serve.
  const distDir = `${e2eEnv.NEXT_DIST_DIR}-own-${path.basename(dir)}`
  cpSync(path.join(root, e2eEnv.NEXT_DIST_DIR), path.join(root, distDir), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}cache${path.sep}turbopack`),
  })
  const env = {
    ...process.env,
    ...e2eEnv,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    SITE_URL: baseURL,
    DATABASE_URL: databaseUrl,
    ...extraEnv,
  }
  let child: ChildProcess | null = null
  let log = ''

  /** Starts the server; `deployment` switches to another build (its own NEXT_DIST_DIR), as a deploy does. */
  async function start(deployment: Record<string, string> = {}) {
    log = ''
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...env, ...deployment },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`)
      try {
        const response = await fetch(`${baseURL}/about-me`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not answer within 120 s:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** Kills the process the way a crash does: no shutdown, no chance to finish what it was doing. */
  async function kill() {
    const current = child
    child = null
    if (!current || current.exitCode !== null) return
    const exited = new Promise((resolve) => current.once('exit', resolve))
    current.kill('SIGKILL')
    await exited
  }

  return {
    baseURL,
    start,
    kill,
    log: () => log,
    async dispose() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
      rmSync(path.join(root, distDir), { recursive: true, force: true })
    },
  }
}
