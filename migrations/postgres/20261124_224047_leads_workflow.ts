import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_device" AS ENUM('desktop', 'mobile');
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'wecom', 'dingtalk', 'feishu');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'retrying', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_site_settings_lead_notify_webhooks_kind" AS ENUM('wecom', 'dingtalk', 'feishu');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyLead' BEFORE 'schedulePublish';
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"channel" "enum_lead_deliveries_channel" NOT NULL,
  	"target" varchar,
  	"webhook_id" varchar,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"last_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_lead_notify_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_lead_notify_webhooks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_site_settings_lead_notify_webhooks_kind" NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"url" varchar NOT NULL,
  	"secret" varchar
  );
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'invalid' WHERE "status" = 'closed';
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'interested', 'won', 'invalid');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "device" "enum_leads_device";
  ALTER TABLE "leads" ADD COLUMN "campaign_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "campaign_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "campaign_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "campaign_term" varchar;
  ALTER TABLE "leads" ADD COLUMN "campaign_content" varchar;
  ALTER TABLE "leads" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_lead_notify_emails" ADD CONSTRAINT "site_settings_lead_notify_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_lead_notify_webhooks" ADD CONSTRAINT "site_settings_lead_notify_webhooks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_idx" ON "leads_notes" USING btree ("author_id");
  CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  CREATE INDEX "site_settings_lead_notify_emails_order_idx" ON "site_settings_lead_notify_emails" USING btree ("_order");
  CREATE INDEX "site_settings_lead_notify_emails_parent_id_idx" ON "site_settings_lead_notify_emails" USING btree ("_parent_id");
  CREATE INDEX "site_settings_lead_notify_webhooks_order_idx" ON "site_settings_lead_notify_webhooks" USING btree ("_order");
  CREATE INDEX "site_settings_lead_notify_webhooks_parent_id_idx" ON "site_settings_lead_notify_webhooks" USING btree ("_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_id_leads_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_lead_notify_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_lead_notify_webhooks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "site_settings_lead_notify_emails" CASCADE;
  DROP TABLE "site_settings_lead_notify_webhooks" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_admins_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_duplicate_of_id_leads_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'closed' WHERE "status" IN ('interested', 'won', 'invalid');
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'closed');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'notifyLead';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'notifyLead';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_status_idx";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "leads_duplicate_of_idx";
  DROP INDEX "payload_locked_documents_rels_lead_deliveries_id_idx";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "device";
  ALTER TABLE "leads" DROP COLUMN "campaign_source";
  ALTER TABLE "leads" DROP COLUMN "campaign_medium";
  ALTER TABLE "leads" DROP COLUMN "campaign_campaign";
  ALTER TABLE "leads" DROP COLUMN "campaign_term";
  ALTER TABLE "leads" DROP COLUMN "campaign_content";
  ALTER TABLE "leads" DROP COLUMN "duplicate_of_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  DROP TYPE "public"."enum_leads_device";
  DROP TYPE "public"."enum_lead_deliveries_channel";
  DROP TYPE "public"."enum_lead_deliveries_status";
  DROP TYPE "public"."enum_site_settings_lead_notify_webhooks_kind";`)
}
