// Applies the committed migrations of the configured adapter (SQLite file or PostgreSQL).
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { root } from './lib/payload-cli.mjs'
import { runTs } from './lib/run-ts.mjs'

mkdirSync(path.join(root, 'data'), { recursive: true })
await runTs('scripts/migrate.ts')
