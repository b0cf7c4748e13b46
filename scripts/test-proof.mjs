// npm run proof:tests [-- --runs 3] [-- --busy]: proves the test suite does not flake. Clones the committed
// repository to a temp dir and runs `npm run test:all` there the given number of times in a row, optionally
// with two CPU-bound processes running beside it (CI shares its cores). A run counts only when it passed with
// no test needing a retry: Playwright's summary must report no flaky test. Exits 1 unless every run did.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from './lib/payload-cli.mjs'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const busy = args.includes('--busy')
const keep = args.includes('--keep')

const children = new Set()
function stopAll() {
  for (const child of children) child.kill('SIGKILL')
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })

/** Runs a command to its end, its output into a log file; resolves with how it ended and how long it took. */
function run(command, commandArgs, cwd, logFile, env = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const out = createWriteStream(logFile)
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    children.add(child)
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (status, signal) => {
      children.delete(child)
      out.end(() =>
        resolve({
          ok: status === 0,
          how: signal ? `signal ${signal}` : `exit status ${status}`,
          seconds: (Date.now() - started) / 1000,
        }),
      )
    })
  })
}

/** Playwright's list reporter ends with "N passed", "N flaky", "N failed", "N skipped" lines. */
function playwrightSummary(output) {
  const count = (word) => Number(new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm').exec(output)?.[1] ?? 0)
  return {
    passed: count('passed'),
    flaky: count('flaky'),
    failed: count('failed'),
    skipped: count('skipped'),
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'test-proof-'))
const repo = path.join(dir, 'repo')
const load = []
try {
  console.log(`cloning ${root} into ${repo}`)
  const clone = await run('git', ['clone', '--quiet', root, repo], dir, path.join(dir, 'clone.log'))
  if (!clone.ok)
    throw new Error(`git clone failed (${clone.how}): ${readFileSync(path.join(dir, 'clone.log'), 'utf8')}`)

  if (busy) {
    for (let i = 0; i < 2; i++) {
      const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
      load.push(child)
      children.add(child)
    }
    console.log(`two CPU-bound processes running (pids ${load.map((child) => child.pid).join(', ')})`)
  }

  const results = []
  for (let i = 1; i <= runs; i++) {
    const logFile = path.join(dir, `test-all-${i}.log`)
    // The port of the browser tests' server: not the default one a developer's own test run may hold.
    const result = await run('npm', ['run', 'test:all'], repo, logFile, { CI: 'true', E2E_PORT: '3190' })
    const output = readFileSync(logFile, 'utf8')
    const summary = playwrightSummary(output)
    const ok = result.ok && summary.flaky === 0 && summary.failed === 0 && summary.passed > 0
    results.push(ok)
    console.log(
      `run ${i}/${runs}: ${ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(0)} s (${result.how}); Playwright ` +
        `${summary.passed} passed, ${summary.flaky} flaky, ${summary.failed} failed, ${summary.skipped} skipped` +
        `; log ${logFile}`,
    )
    if (!ok) console.log(output.split('\n').slice(-80).join('\n'))
  }
  const passed = results.filter(Boolean).length
  console.log(
    `\ntest proof: ${passed}/${runs} runs passed with 0 flaky${busy ? ' with two CPU-bound processes running' : ''}`,
  )
  process.exitCode = passed === runs ? 0 : 1
} finally {
  stopAll()
  if (!keep && process.exitCode === 0) rmSync(dir, { recursive: true, force: true })
  else console.log(`logs kept in ${dir}`)
}
