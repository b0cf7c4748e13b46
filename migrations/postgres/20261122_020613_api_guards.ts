import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Short-lived state of the API guards (seen nonces, rate-limit counters), outside Payload's collections.
// Used when several app instances share PostgreSQL; created for SQLite too so both schemas stay identical.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "api_guard_nonces" ("nonce" text PRIMARY KEY NOT NULL, "expires_at" timestamptz NOT NULL);`)
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS "api_guard_counters" ("key" text PRIMARY KEY NOT NULL, "count" integer NOT NULL, "reset_at" timestamptz NOT NULL);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "api_guard_counters";`)
  await db.execute(sql`DROP TABLE IF EXISTS "api_guard_nonces";`)
}
