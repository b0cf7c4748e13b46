// Prepares what the browser tests run against: a fresh SQLite database with the demo content and a
// production build in its own folder. Called by test-all; run it by hand before `npm run test:e2e`.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { e2eEnv, root } from './lib/e2e-env.mjs'

function run(title, args) {
  console.log(`\n▶ ${title}`)
  const res = spawnSync(args[0], args.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...e2eEnv },
  })
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status})`)
    process.exit(res.status ?? 1)
  }
}

mkdirSync(path.join(root, 'data'), { recursive: true })
// With its write-ahead log and the log's index: a log left from another database would be replayed into the new one.
for (const suffix of ['', '-wal', '-shm'])
  rmSync(new URL(e2eEnv.DATABASE_URL).pathname + suffix, { force: true })
// Its uploads too: a file left from an earlier run would make the seed's uploads take other names.
rmSync(e2eEnv.MEDIA_DIR, { recursive: true, force: true })
run('e2e: migrating a fresh database', [process.execPath, 'scripts/migrate.mjs'])
run('e2e: seeding demo content', [process.execPath, 'scripts/seed.mjs'])
// A copy as seeded, for tests that start their own server (and restart it) on their own database.
const dbFile = new URL(e2eEnv.DATABASE_URL).pathname
const pristine = dbFile.replace(/\.db$/, '-pristine.db')
for (const suffix of ['', '-wal', '-shm']) rmSync(pristine + suffix, { force: true })
for (const suffix of ['', '-wal'])
  if (existsSync(dbFile + suffix)) copyFileSync(dbFile + suffix, pristine + suffix)
run('e2e: building for production', [process.execPath, 'node_modules/next/dist/bin/next', 'build'])
run('e2e: compressed copies of the static files', [process.execPath, 'scripts/precompress.mjs'])
