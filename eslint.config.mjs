import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/**',
      'bench/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // The site's links prefetch on a visitor's intent (src/lib/intent-prefetch.ts): they use the site's Link.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/Link.tsx', 'src/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use { Link } from '@/components/ui/Link': pages are prefetched on intent, not when a link is on screen.",
            },
          ],
        },
      ],
    },
  },
]

export default config
