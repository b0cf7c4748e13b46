// Applies the committed migrations of the configured adapter (bundled and run by scripts/migrate.mjs, which loads .env).
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { databaseKindOf, env } from '@/server/env'

import { closeDatabase } from './lib/close-database'
import { runScript } from './lib/keep-alive'

await runScript('migrate', async () => {
  const kind = databaseKindOf(env.DATABASE_URL)
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate({
      migrations: (kind === 'postgres' ? postgresMigrations : sqliteMigrations) as never,
    })
    const applied = await payload.count({ collection: 'payload-migrations' })
    console.log(`migrate: ${kind} database has ${applied.totalDocs} migration(s) applied`)
  } finally {
    await closeDatabase(payload)
  }
})
