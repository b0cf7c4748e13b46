// Generates a migration for BOTH adapters from the same config, so the two folders stay in step.
// Usage: npm run migrate:create -- <name>
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { payloadCli } from './lib/payload-cli.mjs'
import { startPostgres } from './lib/pg-cluster.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run migrate:create -- <snake_case_name>')
  process.exit(2)
}

const secret = { PAYLOAD_SECRET: 'migration-generation-secret-0000', NODE_ENV: 'production' }
const tmp = mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
try {
  // SQLite diffs against the latest snapshot; an empty temp file is enough.
  payloadCli(['migrate:create', name, '--force-accept-warning'], {
    ...secret,
    DATABASE_URL: `file:${path.join(tmp, 'gen.db')}`,
  })
  const pg = await startPostgres()
  try {
    payloadCli(['migrate:create', name, '--force-accept-warning'], {
      ...secret,
      DATABASE_URL: pg.createDatabase('gen'),
    })
  } finally {
    pg.stop()
  }
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
