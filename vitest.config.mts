import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = {
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  '@': path.join(root, 'src'),
  // `server-only` throws outside React Server Components; tests import server modules directly.
  'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // Uploads of integration tests (seed covers, test images) never land in the project's media/.
          // The tests run scheduled jobs themselves (payload.jobs.run), never on a timer.
          env: { MEDIA_DIR: path.join(os.tmpdir(), 'site-int-media'), PAYLOAD_JOBS_AUTORUN: 'false' },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file boots its own Payload on its own database; run them one at a time on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
})
