import { payloadCli } from './lib/payload-cli.mjs'

payloadCli(['run', 'scripts/seed.ts'])
