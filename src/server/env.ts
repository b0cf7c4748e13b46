import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

import { parseTrustedProxies } from './client-ip'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  SITE_URL: z.string().url().optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        if (value) parseTrustedProxies(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
      }
    }),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(
    `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  )
}
const env = parsed.data

/** Which database adapter the configuration selects. */
export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseKindOf(databaseUrl: string | undefined): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(databaseUrl ?? '') ? 'postgres' : 'sqlite'
}

/**
 * SQLite file URL. `next dev` pushes its schema, so it gets its own file and never touches the
 * migrated one that quickstart and production use.
 */
export function sqliteUrl(databaseUrl = env.DATABASE_URL): string {
  if (databaseUrl?.startsWith('file:')) return databaseUrl
  const file = env.NODE_ENV === 'development' ? 'dev.db' : 'site.db'
  return `file:${path.join(root, 'data', file)}`
}

export function payloadSecret(): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYLOAD_SECRET is required in production (see .env.example)')
  }
  return 'development-only-secret-change-me'
}

export const projectRoot = root
export { env }
