// Applies the committed migrations of the configured adapter (SQLite file or PostgreSQL).
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { payloadCli, root } from './lib/payload-cli.mjs'

mkdirSync(path.join(root, 'data'), { recursive: true })
payloadCli(['run', 'scripts/migrate.ts'])
