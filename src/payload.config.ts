import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { Admins } from './collections/Admins/config'
import { Banners } from './collections/Banners/config'
import { LeadDeliveries } from './collections/LeadDeliveries/config'
import { Leads } from './collections/Leads/config'
import { Media, MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE } from './collections/Media/config'
import { Members } from './collections/Members/config'
import { News } from './collections/News/config'
import { Pages } from './collections/Pages/config'
import { PageViews } from './collections/PageViews/config'
import { SiteSettings } from './globals/SiteSettings/config'
import { isStaff } from './collections/Admins/access'
import { hardenAccess } from './collections/harden-access'
import { smtpAdapter } from './server/email'
import { databaseKindOf, env, payloadSecret, sqliteUrl } from './server/env'
import { notifyLeadTask, startLeadQueue } from './server/lead-notify'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Every 5 seconds (croner's six-field form: seconds first). */
const JOBS_CRON = '*/5 * * * * *'

// Schema push only in `next dev`; everything else goes through the committed migrations.
const push = env.NODE_ENV === 'development'

/** How long a write waits for another process's write to the SQLite file before it fails. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000

function database(databaseUrl: string | undefined) {
  return databaseKindOf(databaseUrl) === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: databaseUrl },
        migrationDir: path.resolve(dirname, '../migrations/postgres'),
        prodMigrations: postgresMigrations,
        push,
      })
    : sqliteAdapter({
        client: { url: sqliteUrl(databaseUrl) },
        // In SQLite's default journal mode a write waits for every reader of the file, and without a busy timeout
        // it fails at once: a lead sent while a backup (VACUUM INTO) or another process read the file was lost
        // with "database is locked" (tests/int/sqlite-other-processes.int.test.ts). In write-ahead-log mode, which the
        // file keeps, readers and the writer do not wait for each other; a write that meets another process's
        // write waits for it. Payload opens one connection per process (no transactions on SQLite), so the
        // timeout holds for all its queries.
        wal: true,
        busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
        migrationDir: path.resolve(dirname, '../migrations/sqlite'),
        prodMigrations: sqliteMigrations,
        push,
      })
}

/** The site's Payload configuration; tests pass their own database URL. */
export function createConfig({ databaseUrl = env.DATABASE_URL }: { databaseUrl?: string } = {}) {
  return buildConfig({
    serverURL: env.SITE_URL,
    secret: payloadSecret(),
    admin: {
      user: Admins.slug,
      meta: {
        titleSuffix: ' - 内容管理',
        // The site's own mark, not Payload's.
        icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      },
      components: {
        graphics: {
          Logo: '@/components/admin/Brand#AdminLogo',
          Icon: '@/components/admin/Brand#AdminIcon',
        },
        // The dashboard opens on the work (leads waiting, this week's leads, the latest news), then the
        // site's page-view statistics.
        beforeDashboard: [
          '@/components/admin/LeadsDashboard#LeadsDashboard',
          '@/components/admin/PageViewsDashboard#PageViewsDashboard',
        ],
      },
      // Gravatar is an outside request (and unreachable in mainland China): the built-in icon instead.
      avatar: 'default',
      importMap: { baseDir: dirname },
    },
    i18n: { supportedLanguages: { zh }, fallbackLanguage: 'zh' },
    collections: [Pages, News, Banners, Media, Leads, LeadDeliveries, PageViews, Admins, Members],
    email: smtpAdapter,
    upload: {
      limits: { fileSize: MEDIA_MAX_BYTES },
      abortOnLimit: true,
      responseOnLimit: MEDIA_TOO_LARGE_MESSAGE,
    },
    globals: [SiteSettings],
    jobs: {
      // Staff only: members are logged-in users too.
      access: {
        run: ({ req }) => isStaff(req.user as never),
        queue: ({ req }) => isStaff(req.user as never),
        cancel: ({ req }) => isStaff(req.user as never),
      },
      // Scheduled publishing of pages: due jobs run within seconds of their time on every app instance
      // (the CLI scripts and integration tests turn it off with PAYLOAD_JOBS_AUTORUN=false).
      autoRun: [{ cron: JOBS_CRON, queue: 'default', limit: 10, silent: true }],
      shouldAutoRun: () => process.env.PAYLOAD_JOBS_AUTORUN !== 'false',
      // Lead notifications: queued with the lead, run at once and retried with backoff (src/server/lead-notify).
      tasks: [notifyLeadTask],
    },
    // The lead queue has its own runner (one pass at a time per process), not Payload's cron.
    onInit: async (payload) => {
      if (process.env.NEXT_PHASE !== 'phase-production-build') startLeadQueue(payload)
    },
    editor: lexicalEditor(),
    db: database(databaseUrl),
    sharp,
    graphQL: { disable: true },
    telemetry: false,
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  }).then(hardenAccess)
}

export default createConfig()
