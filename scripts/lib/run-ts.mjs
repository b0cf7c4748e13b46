// Runs one of the project's TypeScript scripts (scripts/migrate.ts, scripts/seed.ts) with plain Node: esbuild
// bundles the script and the app code it imports into one ES module (packages stay in node_modules), which
// `node` then runs, with the `production` export condition (see runTs: the silent stalls `payload run` met
// came from Lexical's `node` entries, not from its loader). No retries: a failure says how the child ended
// (exit status or signal) under its own output.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import nextEnv from '@next/env'
import { build } from 'esbuild'

import { root } from './payload-cli.mjs'

const OUT_DIR = path.join(root, 'node_modules/.cache/site-scripts')
// A seed on a machine whose cores are busy with other work has taken over 3 minutes.
const RUN_TIMEOUT_MS = 900_000

/** Each module keeps its own `import.meta.url` (config paths, seed assets are relative to the source file). */
const ownModuleUrl = {
  name: 'own-module-url',
  setup(plugin) {
    plugin.onLoad({ filter: /\.(?:ts|tsx|mts|js|mjs)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js'
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader,
      }
    })
  },
}

/** `server-only` marks modules Next keeps off the client; outside Next it has nothing to guard. */
const serverOnly = {
  name: 'server-only',
  setup(plugin) {
    plugin.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
    plugin.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }))
  },
}

async function bundle(script) {
  mkdirSync(OUT_DIR, { recursive: true })
  const outfile = path.join(OUT_DIR, `${path.basename(script, path.extname(script))}.mjs`)
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, script)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.scss': 'empty' },
    plugins: [serverOnly, ownModuleUrl],
    logLevel: 'warning',
  })
  return outfile
}

/** Bundles and runs `script` (relative to the project root); throws with the child's exit status or signal. */
export async function runTs(script, env = {}) {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })
  const outfile = await bundle(script)
  // Lexical's entry for the `node` condition loads its code with a top-level await of a dynamic import; with
  // its packages importing each other, Node's module loader now and then waits on it forever (1 run in 13 on
  // a busy machine: the script hung while loading @lexical/*, no I/O pending; without a timer holding the event
  // loop Node exits with status 13 and no output: the stall `payload run` also met). The `production`
  // condition, listed before `node` in their exports, loads the built code directly.
  const res = spawnSync(process.execPath, ['--conditions=production', outfile], {
    cwd: root,
    // Nothing to answer a prompt: a script that asks fails instead of waiting.
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: RUN_TIMEOUT_MS,
    // No job runner in a one-off command: scheduled publications are the servers' work.
    env: { NODE_ENV: 'production', ...process.env, PAYLOAD_JOBS_AUTORUN: 'false', ...env },
  })
  if (res.status === 0) return
  const how = res.error
    ? res.error.code === 'ETIMEDOUT'
      ? `was stopped after ${RUN_TIMEOUT_MS / 1000} s`
      : `could not start (${res.error.message})`
    : res.signal
      ? `was ended by signal ${res.signal}`
      : res.status === 13
        ? 'exited with status 13: a top-level await never settled (a module or the script waited forever)'
        : `exited with status ${res.status}`
  throw new Error(`${script} ${how} (its output is above)`)
}
