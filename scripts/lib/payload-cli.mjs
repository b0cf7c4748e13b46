// Runs Payload's CLI (migrate:create, generate:*) with a given environment. Scripts that use the app's code
// (migrations, the seed) run through scripts/lib/run-ts.mjs instead: no `payload run` loader in their path.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function payloadCli(args, env = {}) {
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      ...process.env,
      NODE_OPTIONS: '--no-deprecation',
      PAYLOAD_JOBS_AUTORUN: 'false',
      ...env,
    },
  })
  if (res.status !== 0) {
    const how = res.signal ? `signal ${res.signal}` : `exit status ${res.status}`
    throw new Error(`payload ${args.join(' ')} failed (${how})`)
  }
}
