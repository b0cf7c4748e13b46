// The environment the browser tests build and serve with: own database file, own build folder, own port.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// Overridable so several builds can be tested side by side on one machine.
const port = process.env.E2E_PORT || '3100'
const distDir = process.env.E2E_DIST_DIR || '.next-test'
const dbFile = process.env.E2E_DB || 'e2e.db'

export const e2eEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: `file:${path.join(root, 'data', dbFile)}`,
  PAYLOAD_SECRET: 'e2e-only-secret-0123456789abcdef',
  SITE_URL: `http://localhost:${port}`,
  MEDIA_DIR: path.join(root, 'data', `${dbFile}-media`),
  E2E_PORT: port,
}
