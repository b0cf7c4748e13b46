import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`idempotency_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_idempotency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`idempotency_key\`;`)
}
