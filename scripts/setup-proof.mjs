// npm run proof:setup [-- --runs 10] [-- --busy]: proves the setup path is deterministic. Clones the committed
// repository to a temp dir, installs once, then runs the setup steps (migrate, seed) from an empty data/ the
// given number of times, optionally with two CPU-bound processes running beside it, and reports each run.
// Exits 1 unless every run succeeded.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from './lib/payload-cli.mjs'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 10
const busy = args.includes('--busy')
const keep = args.includes('--keep')

function run(command, commandArgs, cwd, env = {}) {
  const started = Date.now()
  const res = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = (Date.now() - started) / 1000
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`
  const how = res.error
    ? res.error.message
    : res.signal
      ? `signal ${res.signal}`
      : `exit status ${res.status}`
  return { ok: res.status === 0, how, seconds, output }
}

const load = []
// Never leave the CPU-bound processes behind, however this script ends.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of load) child.kill('SIGKILL')
    process.exit(130)
  })

const dir = mkdtempSync(path.join(os.tmpdir(), 'setup-proof-'))
const repo = path.join(dir, 'repo')
try {
  console.log(`cloning ${root} into ${repo}`)
  const clone = run('git', ['clone', '--quiet', root, repo], dir)
  if (!clone.ok) throw new Error(`git clone failed (${clone.how}):\n${clone.output}`)
  console.log('installing (once)')
  const install = run('npm', ['install', '--no-audit', '--no-fund'], repo)
  if (!install.ok) throw new Error(`npm install failed (${install.how}):\n${install.output}`)

  if (busy) {
    for (let i = 0; i < 2; i++) load.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
    console.log(`two CPU-bound processes running (pids ${load.map((child) => child.pid).join(', ')})`)
  }

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: '',
    MEDIA_DIR: '',
    PAYLOAD_SECRET: 'setup-proof-secret-0123456789abcdef',
  }
  const results = []
  for (let i = 1; i <= runs; i++) {
    rmSync(path.join(repo, 'data'), { recursive: true, force: true })
    rmSync(path.join(repo, 'media'), { recursive: true, force: true })
    const migrate = run(process.execPath, ['scripts/migrate.mjs'], repo, env)
    const seed = migrate.ok ? run(process.execPath, ['scripts/seed.mjs'], repo, env) : null
    const ok =
      migrate.ok && seed?.ok && /script done: seed/.test(seed.output) && /seed: created 6 /.test(seed.output)
    results.push(ok)
    console.log(
      `run ${i}/${runs}: ${ok ? 'ok' : 'FAILED'}  migrate ${migrate.seconds.toFixed(1)} s (${migrate.how})` +
        (seed ? `, seed ${seed.seconds.toFixed(1)} s (${seed.how})` : ''),
    )
    if (!ok) console.log(`--- output ---\n${(seed ?? migrate).output}\n--- end ---`)
  }
  const passed = results.filter(Boolean).length
  console.log(
    `\nsetup proof: ${passed}/${runs} runs succeeded${busy ? ' with two CPU-bound processes running' : ''}`,
  )
  process.exitCode = passed === runs ? 0 : 1
} finally {
  for (const child of load) child.kill('SIGKILL')
  if (!keep) rmSync(dir, { recursive: true, force: true })
}
