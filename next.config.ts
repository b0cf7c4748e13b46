import { withPayload } from '@payloadcms/next/withPayload'
import { withSerwist } from '@serwist/turbopack'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

import { builtDeploymentId, deploymentId } from './scripts/lib/deployment-id.mjs'
import { securityHeaders } from './scripts/lib/security-headers.mjs'
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from './src/lib/image-sizes'
import { queryRouteRewrites } from './src/lib/query-routes'

// Tests build into their own folder so a running quickstart server keeps its build.
const distDir = process.env.NEXT_DIST_DIR || '.next'

function createConfig(deployment: string | undefined) {
  const nextConfig: NextConfig = {
    distDir,
    // Old tabs learn about a new deployment and reload instead of requesting missing chunks.
    deploymentId: deployment,
    poweredByHeader: false,
    // A 404 page for URLs no route matches, apart from the site's and the admin's root layouts.
    experimental: {
      globalNotFound: true,
      // Turbopack keeps its work in the build folder for the next build. A build into a folder that is thrown away
      // afterwards (the tests' second deployment, the cluster test) says BUILD_CACHE=off and skips writing it.
      turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
    },
    // The production server compresses (scripts/start.mjs), after it has read each HTML document's scripts.
    compress: false,
    // The production server sets HTML documents' ETags from the same pass (Next would hash every page per request).
    generateEtags: false,
    // One secret for both sides of the request signature: the server reads API_SIGN_SECRET, browsers get it inlined.
    // The deployment goes into the service worker's address, so a page of a new deployment installs its worker.
    env: {
      NEXT_PUBLIC_API_SIGN_SECRET: process.env.API_SIGN_SECRET || 'demo-sign-secret',
      NEXT_PUBLIC_DEPLOYMENT_ID: deployment ?? '',
    },
    reactStrictMode: true,
    // `npm run test:all` type-checks the project once (`npm run typecheck`, the same check) before its three builds
    // and says so with TYPES_CHECKED=1; every other build checks the types itself.
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
    async headers() {
      const security = securityHeaders(process.env.SITE_URL)
      return [
        { source: '/:path*', headers: security },
        // Browsers revalidate a worker script themselves; a cache in front (nginx, a CDN) must too, or a new
        // deployment's worker would not reach anyone until that cache expired.
        { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      ]
    },
    // The spec's legacy route `/index copy` has a space; the folder cannot be matched by its encoded URL. The
    // query-addressed pages go to their static routes (src/lib/query-routes.ts).
    async rewrites() {
      return [
        // The service worker's script, built by src/app/serwist/[path]/route.ts, at the site root (spec §2).
        { source: '/sw.js', destination: '/serwist/sw.js' },
        { source: '/index%20copy', destination: '/index-copy' },
        { source: '/mobile/index%20copy', destination: '/mobile/index-copy' },
        ...queryRouteRewrites(),
      ]
    },
    images: {
      formats: ['image/avif', 'image/webp'],
      deviceSizes: IMAGE_DEVICE_SIZES,
      imageSizes: IMAGE_SIZES,
      localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    },
  }

  // Serwist bundles the service worker with esbuild inside its route; Next must leave esbuild unbundled.
  const withAdmin = withPayload(withSerwist(nextConfig), { devBundleServerPackages: false })

  // Client hints only under /admin (CLIENT_HINTS).
  return {
    ...withAdmin,
    async headers() {
      const rules = (await withAdmin.headers?.()) ?? []
      return rules.flatMap((rule) => {
        const hints = rule.headers.filter((header) => CLIENT_HINTS.has(header.key.toLowerCase()))
        if (rule.source !== '/:path*' || !hints.length) return [rule]
        const others = rule.headers.filter(
          (header) => !CLIENT_HINTS.has(header.key.toLowerCase()) && !/^sec-ch-/i.test(header.value),
        )
        const adminHeaders = rule.headers.filter((header) => !others.includes(header))
        return [
          ...(others.length ? [{ ...rule, headers: others }] : []),
          { ...rule, source: '/admin/:path*', headers: adminHeaders },
        ]
      })
    },
  } satisfies NextConfig
}

/**
 * Payload asks every page for the colour-scheme client hint with `Critical-CH`, which makes Chrome request a
 * first page twice (the second time with the hint) before it renders anything. Only the admin uses the hint.
 */
const CLIENT_HINTS = new Set(['accept-ch', 'critical-ch'])

/** The server runs with the deployment its build was made with, whatever commit is checked out now. */
export default function config(phase: string): NextConfig {
  const built = phase === PHASE_PRODUCTION_SERVER ? builtDeploymentId(distDir) : undefined
  return createConfig(built ?? deploymentId())
}
