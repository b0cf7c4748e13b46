// Seeds the demo content into the configured database (idempotent: what exists is kept).
import { runTs } from './lib/run-ts.mjs'

await runTs('scripts/seed.ts')
