// The environment the browser tests build and serve with: own database file, own build folder, own port.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = process.env.E2E_PORT || '3100'

export const e2eEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next-test',
  DATABASE_URL: `file:${path.join(root, 'data', 'e2e.db')}`,
  PAYLOAD_SECRET: 'e2e-only-secret-0123456789abcdef',
  SITE_URL: `http://localhost:${port}`,
  MEDIA_DIR: path.join(root, 'data', 'e2e-media'),
  E2E_PORT: port,
}
