// Runs Payload's CLI (which loads the TypeScript config through tsx) with a given environment.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Printed by scripts/lib/keep-alive.ts when a `payload run` script has really finished. */
const DONE_MARKER = /^script done: /m
const ATTEMPTS = 3
// Long enough for a seed on a machine whose cores are busy with other work (it took over 3 minutes there).
const RUN_TIMEOUT_MS = 600_000

function spawnPayload(args, env, capture) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
    cwd: root,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    timeout: capture ? RUN_TIMEOUT_MS : undefined,
    // No job runner in a one-off command: scheduled publications are the servers' work.
    env: {
      NODE_ENV: 'production',
      ...process.env,
      NODE_OPTIONS: '--no-deprecation',
      PAYLOAD_JOBS_AUTORUN: 'false',
      ...env,
    },
  })
}

export function payloadCli(args, env = {}) {
  if (args[0] !== 'run') {
    const res = spawnPayload(args, env, false)
    if (res.status !== 0) throw new Error(`payload ${args.join(' ')} failed with exit code ${res.status}`)
    return
  }
  // `payload run` loads the script through tsx's off-thread loader, which on these machines now and then
  // exits silently (status 0) or stalls before the script runs. The scripts are idempotent, so a run that
  // did not report its end is retried.
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const res = spawnPayload(args, env, true)
    process.stdout.write(res.stdout ?? '')
    if (res.status === 0 && DONE_MARKER.test(res.stdout ?? '')) return
    if (res.status !== 0 && res.status !== null) {
      throw new Error(`payload ${args.join(' ')} failed with exit code ${res.status}`)
    }
    const how =
      res.error?.code === 'ETIMEDOUT'
        ? `timed out after ${RUN_TIMEOUT_MS / 1000} s`
        : `exit ${res.status}, signal ${res.signal}`
    console.warn(
      `payload ${args.join(' ')} ended without finishing (${how}; attempt ${attempt} of ${ATTEMPTS}), retrying`,
    )
  }
  throw new Error(`payload ${args.join(' ')} did not finish after ${ATTEMPTS} attempts`)
}
