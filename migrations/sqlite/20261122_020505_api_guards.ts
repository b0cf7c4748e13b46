import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Short-lived state of the API guards (seen nonces, rate-limit counters), outside Payload's collections.
// Used when several app instances share PostgreSQL; created for SQLite too so both schemas stay identical.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`api_guard_nonces\` (\`nonce\` text PRIMARY KEY NOT NULL, \`expires_at\` text NOT NULL);`)
  await db.run(
    sql`CREATE TABLE IF NOT EXISTS \`api_guard_counters\` (\`key\` text PRIMARY KEY NOT NULL, \`count\` integer NOT NULL, \`reset_at\` text NOT NULL);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`api_guard_counters\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`api_guard_nonces\`;`)
}
