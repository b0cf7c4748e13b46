// Runs Payload's CLI (which loads the TypeScript config through tsx) with a given environment.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function payloadCli(args, env = {}) {
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env, NODE_OPTIONS: '--no-deprecation', ...env },
  })
  if (res.status !== 0) throw new Error(`payload ${args.join(' ')} failed with exit code ${res.status}`)
}
