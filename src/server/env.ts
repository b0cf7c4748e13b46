import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

import { parseTrustedProxies } from './client-ip'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** An empty variable (`SMTP_PORT=` in .env) counts as unset. */
const unsetIfBlank = <T extends z.ZodType>(type: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), type)

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** A switch that is on unless set to `off` (any case, blanks ignored). */
const onOff = (name: string) =>
  unsetIfBlank(
    z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(['on', 'off'], { message: `${name} must be on or off` }))
      .default('on'),
  )

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  SITE_URL: unsetIfBlank(z.string().url().optional()),
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
  // Outgoing mail (lead notifications, staff password resets). No SMTP_HOST = no mail is sent.
  SMTP_HOST: unsetIfBlank(z.string().optional()),
  SMTP_PORT: unsetIfBlank(z.coerce.number().int().min(1).max(65535).optional()),
  SMTP_SECURE: flag,
  SMTP_USER: unsetIfBlank(z.string().optional()),
  SMTP_PASS: unsetIfBlank(z.string().optional()),
  SMTP_FROM: unsetIfBlank(z.string().email('SMTP_FROM must be an e-mail address').optional()),
  // First retry delay of a failed lead notification; each later one waits twice as long.
  LEAD_NOTIFY_RETRY_MS: unsetIfBlank(z.coerce.number().int().min(100).max(3_600_000).default(30_000)),
  // First-party page-view statistics: `off` sends no beacon and stores nothing (the dashboard says so).
  PAGE_VIEWS: onOff('PAGE_VIEWS'),
  // The service worker (offline page, asset cache): `off` registers none and removes the one browsers have.
  SERVICE_WORKER: onOff('SERVICE_WORKER'),
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
