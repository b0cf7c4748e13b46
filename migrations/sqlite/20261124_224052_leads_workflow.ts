import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // 已关闭 is gone: a closed lead was one the team gave up on.
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'invalid' WHERE \`status\` = 'closed';`)
  await db.run(sql`CREATE TABLE \`leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`body\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_author_idx\` ON \`leads_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`target\` text,
  	\`webhook_id\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`last_attempt_at\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_deliveries_lead_idx\` ON \`lead_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_lead_notify_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_lead_notify_emails_order_idx\` ON \`site_settings_lead_notify_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_lead_notify_emails_parent_id_idx\` ON \`site_settings_lead_notify_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_lead_notify_webhooks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`url\` text NOT NULL,
  	\`secret\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_lead_notify_webhooks_order_idx\` ON \`site_settings_lead_notify_webhooks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_lead_notify_webhooks_parent_id_idx\` ON \`site_settings_lead_notify_webhooks\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES admins(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`device\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`campaign_source\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`campaign_medium\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`campaign_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`campaign_term\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`campaign_content\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`duplicate_of_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_duplicate_of_idx\` ON \`leads\` (\`duplicate_of_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_deliveries_id\` integer REFERENCES lead_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`site_settings_lead_notify_emails\`;`)
  await db.run(sql`DROP TABLE \`site_settings_lead_notify_webhooks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`organisation\` text,
  	\`kind\` text DEFAULT 'consult',
  	\`stage\` text,
  	\`model\` text,
  	\`message\` text,
  	\`source\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "name", "phone", "organisation", "kind", "stage", "model", "message", "source", "status", "updated_at", "created_at") SELECT "id", "name", "phone", "organisation", "kind", "stage", "model", "message", "source", "status", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`admins_id\` integer,
  	\`members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "banners_id", "media_id", "leads_id", "admins_id", "members_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "banners_id", "media_id", "leads_id", "admins_id", "members_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
}
