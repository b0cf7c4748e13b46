// Builds and serves the service worker (src/sw/worker.ts) at build time: Serwist bundles it with esbuild and
// injects the precache list. Served as /sw.js through a rewrite (next.config.ts), so its scope is the site root.
import { createSerwistRoute } from '@serwist/turbopack'
import { randomUUID } from 'node:crypto'

import { deploymentId } from '../../../../scripts/lib/deployment-id.mjs'
import { OFFLINE_PATH } from '@/lib/service-worker'

const revision = deploymentId() ?? randomUUID()

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/worker.ts',
  useNativeEsbuild: true,
  // Only the shell: the site icon from public/ and the offline page. Static assets are cached as pages use
  // them; precaching all of `/_next/static` would make every phone download the admin's code too.
  globPatterns: ['public/icon.svg'],
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision }],
})
