import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Old tabs learn about a new deployment and reload instead of requesting missing chunks.
  deploymentId: process.env.DEPLOYMENT_ID || process.env.GIT_COMMIT || undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // The spec's legacy route `/index copy` has a space; the folder cannot be matched by its encoded URL.
  async rewrites() {
    return [{ source: '/index%20copy', destination: '/index-copy' }]
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
