import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_card_grid_cards_icon" AS ENUM('platform', 'code', 'ai', 'robot', 'teacher', 'student', 'classroom', 'lab', 'book', 'exam', 'certificate', 'trophy', 'chart', 'school', 'cloud', 'shield', 'calendar', 'clock', 'users', 'video', 'download', 'map', 'support', 'device', 'money', 'handshake', 'star', 'check', 'lightbulb', 'puzzle');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_columns" AS ENUM('auto', '2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_card_style" AS ENUM('icon', 'image', 'numbered');
  CREATE TYPE "public"."enum_pages_blocks_feature_rows_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_feature_rows_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_steps_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_steps_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_steps_style" AS ENUM('steps', 'timeline');
  CREATE TYPE "public"."enum_pages_blocks_stats_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_stats_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_case_studies_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_case_studies_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_quotes_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_quotes_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_logo_wall_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_logo_wall_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_comparison_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_comparison_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_faq_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_faq_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_cta_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_cta_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_kind" AS ENUM('consult', 'trial', 'demo', 'training', 'cooperation');
  CREATE TYPE "public"."enum_pages_blocks_latest_news_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_latest_news_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_latest_news_news_type" AS ENUM('all', 'company', 'industry', 'competition', 'training');
  CREATE TYPE "public"."enum_pages_blocks_banner_slot_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_banner_slot_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_banner_slot_banner_type" AS ENUM('home', 'news', 'school', 'training', 'cooperation');
  CREATE TYPE "public"."enum_pages_blocks_banner_slot_location" AS ENUM('top', 'middle');
  CREATE TYPE "public"."enum_pages_blocks_gallery_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_gallery_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_gallery_shape" AS ENUM('landscape', 'portrait');
  CREATE TYPE "public"."enum_pages_blocks_video_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_video_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_downloads_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_downloads_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum_pages_path" AS ENUM('/', '/school-home', '/teach-plat', '/school-course', '/school-yard', '/teach-solution', '/teachmaterial', '/tch-training', '/lea-resource', '/grade-certi', '/com-exam', '/special/lanqiao', '/special/topic', '/plan/schoolai', '/plan/schoolpm', '/plan/collegeai', '/academy', '/gather', '/cooperation', '/join-us', '/about-me', '/news', '/news/detail', '/detectBrowser', '/mobile', '/mobile/landing', '/mobile/uc', '/mobile/academy', '/mobile/academy_1', '/mobile/gather', '/mobile/gather/detail', '/mobile/school-yard', '/mobile/tch-training', '/mobile/cooperation', '/mobile/special/lanqiao', '/mobile/special/topic', '/mobile/news', '/mobile/news/carddetail');
  CREATE TYPE "public"."enum_pages_hero_kind" AS ENUM('artwork', 'split', 'figures', 'banner', 'compact');
  CREATE TYPE "public"."enum_pages_hero_banner_type" AS ENUM('home', 'news', 'school', 'training', 'cooperation');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_cards_icon" AS ENUM('platform', 'code', 'ai', 'robot', 'teacher', 'student', 'classroom', 'lab', 'book', 'exam', 'certificate', 'trophy', 'chart', 'school', 'cloud', 'shield', 'calendar', 'clock', 'users', 'video', 'download', 'map', 'support', 'device', 'money', 'handshake', 'star', 'check', 'lightbulb', 'puzzle');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_columns" AS ENUM('auto', '2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_card_style" AS ENUM('icon', 'image', 'numbered');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_rows_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_rows_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_steps_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_steps_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_steps_style" AS ENUM('steps', 'timeline');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_case_studies_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_case_studies_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_quotes_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_quotes_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_logo_wall_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_logo_wall_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_comparison_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_comparison_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_kind" AS ENUM('consult', 'trial', 'demo', 'training', 'cooperation');
  CREATE TYPE "public"."enum__pages_v_blocks_latest_news_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_latest_news_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_latest_news_news_type" AS ENUM('all', 'company', 'industry', 'competition', 'training');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_slot_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_slot_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_slot_banner_type" AS ENUM('home', 'news', 'school', 'training', 'cooperation');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_slot_location" AS ENUM('top', 'middle');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_shape" AS ENUM('landscape', 'portrait');
  CREATE TYPE "public"."enum__pages_v_blocks_video_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_video_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_visibility" AS ENUM('all', 'desktop', 'mobile');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_background" AS ENUM('auto', 'white', 'tint', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum__pages_v_version_path" AS ENUM('/', '/school-home', '/teach-plat', '/school-course', '/school-yard', '/teach-solution', '/teachmaterial', '/tch-training', '/lea-resource', '/grade-certi', '/com-exam', '/special/lanqiao', '/special/topic', '/plan/schoolai', '/plan/schoolpm', '/plan/collegeai', '/academy', '/gather', '/cooperation', '/join-us', '/about-me', '/news', '/news/detail', '/detectBrowser', '/mobile', '/mobile/landing', '/mobile/uc', '/mobile/academy', '/mobile/academy_1', '/mobile/gather', '/mobile/gather/detail', '/mobile/school-yard', '/mobile/tch-training', '/mobile/cooperation', '/mobile/special/lanqiao', '/mobile/special/topic', '/mobile/news', '/mobile/news/carddetail');
  CREATE TYPE "public"."enum__pages_v_version_hero_kind" AS ENUM('artwork', 'split', 'figures', 'banner', 'compact');
  CREATE TYPE "public"."enum__pages_v_version_hero_banner_type" AS ENUM('home', 'news', 'school', 'training', 'cooperation');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('consult', 'trial', 'demo', 'training', 'cooperation');
  CREATE TYPE "public"."enum_leads_stage" AS ENUM('primary', 'junior', 'senior', 'vocational', 'college', 'bureau', 'other');
  CREATE TYPE "public"."enum_leads_model" AS ENUM('school', 'region', 'partner', 'content');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "pages_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"badge" varchar,
  	"icon" "enum_pages_blocks_card_grid_cards_icon",
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_card_grid_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_card_grid_background" DEFAULT 'auto',
  	"columns" "enum_pages_blocks_card_grid_columns" DEFAULT 'auto',
  	"card_style" "enum_pages_blocks_card_grid_card_style" DEFAULT 'icon',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_rows_rows_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_rows_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_feature_rows_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_feature_rows_background" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_steps_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_steps_background" DEFAULT 'auto',
  	"style" "enum_pages_blocks_steps_style" DEFAULT 'steps',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"unit" varchar,
  	"label" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_stats_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_stats_background" DEFAULT 'auto',
  	"footnote" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_case_studies_items_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_case_studies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"school" varchar,
  	"stage" varchar,
  	"title" varchar,
  	"challenge" varchar,
  	"approach" varchar,
  	"outcome" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_case_studies_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_case_studies_background" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quotes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organisation" varchar
  );
  
  CREATE TABLE "pages_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_quotes_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_quotes_background" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_wall_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"note" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "pages_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_logo_wall_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_logo_wall_background" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"note" varchar,
  	"highlight" boolean
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_comparison_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_comparison_background" DEFAULT 'auto',
  	"row_header" varchar DEFAULT '项目',
  	"footnote" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_faq_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_faq_background" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_cta_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_cta_background" DEFAULT 'auto',
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_lead_form_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_lead_form_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_lead_form_background" DEFAULT 'auto',
  	"kind" "enum_pages_blocks_lead_form_kind" DEFAULT 'trial',
  	"submit_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_latest_news_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_latest_news_background" DEFAULT 'auto',
  	"news_type" "enum_pages_blocks_latest_news_news_type" DEFAULT 'all',
  	"count" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_slot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_banner_slot_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_banner_slot_background" DEFAULT 'auto',
  	"banner_type" "enum_pages_blocks_banner_slot_banner_type" DEFAULT 'home',
  	"location" "enum_pages_blocks_banner_slot_location" DEFAULT 'middle',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"meta" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_gallery_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_gallery_background" DEFAULT 'auto',
  	"shape" "enum_pages_blocks_gallery_shape" DEFAULT 'landscape',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_video_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_video_background" DEFAULT 'auto',
  	"video_id" integer,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_downloads_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_downloads_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_downloads_background" DEFAULT 'auto',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum_pages_blocks_rich_text_visibility" DEFAULT 'all',
  	"background" "enum_pages_blocks_rich_text_background" DEFAULT 'auto',
  	"content" jsonb,
  	"width" "enum_pages_blocks_rich_text_width" DEFAULT 'narrow',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" "enum_pages_path",
  	"title" varchar,
  	"hero_kind" "enum_pages_hero_kind" DEFAULT 'artwork',
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar,
  	"hero_intro" varchar,
  	"hero_image_id" integer,
  	"hero_banner_type" "enum_pages_hero_banner_type" DEFAULT 'home',
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_version_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"badge" varchar,
  	"icon" "enum__pages_v_blocks_card_grid_cards_icon",
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_card_grid_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_card_grid_background" DEFAULT 'auto',
  	"columns" "enum__pages_v_blocks_card_grid_columns" DEFAULT 'auto',
  	"card_style" "enum__pages_v_blocks_card_grid_card_style" DEFAULT 'icon',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_rows_rows_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_rows_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_feature_rows_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_feature_rows_background" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_steps_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_steps_background" DEFAULT 'auto',
  	"style" "enum__pages_v_blocks_steps_style" DEFAULT 'steps',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"unit" varchar,
  	"label" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_stats_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_stats_background" DEFAULT 'auto',
  	"footnote" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"school" varchar,
  	"stage" varchar,
  	"title" varchar,
  	"challenge" varchar,
  	"approach" varchar,
  	"outcome" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_case_studies_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_case_studies_background" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quotes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organisation" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_quotes_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_quotes_background" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"note" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_logo_wall_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_logo_wall_background" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"note" varchar,
  	"highlight" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_comparison_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_comparison_background" DEFAULT 'auto',
  	"row_header" varchar DEFAULT '项目',
  	"footnote" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_faq_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_faq_background" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_cta_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_cta_background" DEFAULT 'auto',
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_lead_form_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_lead_form_background" DEFAULT 'auto',
  	"kind" "enum__pages_v_blocks_lead_form_kind" DEFAULT 'trial',
  	"submit_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_latest_news_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_latest_news_background" DEFAULT 'auto',
  	"news_type" "enum__pages_v_blocks_latest_news_news_type" DEFAULT 'all',
  	"count" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_slot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_banner_slot_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_banner_slot_background" DEFAULT 'auto',
  	"banner_type" "enum__pages_v_blocks_banner_slot_banner_type" DEFAULT 'home',
  	"location" "enum__pages_v_blocks_banner_slot_location" DEFAULT 'middle',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"meta" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_gallery_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_gallery_background" DEFAULT 'auto',
  	"shape" "enum__pages_v_blocks_gallery_shape" DEFAULT 'landscape',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_video_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_video_background" DEFAULT 'auto',
  	"video_id" integer,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_downloads_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_downloads_background" DEFAULT 'auto',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"nav_label" varchar,
  	"visibility" "enum__pages_v_blocks_rich_text_visibility" DEFAULT 'all',
  	"background" "enum__pages_v_blocks_rich_text_background" DEFAULT 'auto',
  	"content" jsonb,
  	"width" "enum__pages_v_blocks_rich_text_width" DEFAULT 'narrow',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path" "enum__pages_v_version_path",
  	"version_title" varchar,
  	"version_hero_kind" "enum__pages_v_version_hero_kind" DEFAULT 'artwork',
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_hero_banner_type" "enum__pages_v_version_hero_banner_type" DEFAULT 'home',
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "banners" ADD COLUMN "button_label" varchar;
  ALTER TABLE "leads" ADD COLUMN "kind" "enum_leads_kind" DEFAULT 'consult';
  ALTER TABLE "leads" ADD COLUMN "stage" "enum_leads_stage";
  ALTER TABLE "leads" ADD COLUMN "model" "enum_leads_model";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_hero_actions" ADD CONSTRAINT "pages_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hero_figures" ADD CONSTRAINT "pages_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards_points" ADD CONSTRAINT "pages_blocks_card_grid_cards_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid" ADD CONSTRAINT "pages_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows_rows_points" ADD CONSTRAINT "pages_blocks_feature_rows_rows_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_rows_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows_rows" ADD CONSTRAINT "pages_blocks_feature_rows_rows_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows_rows" ADD CONSTRAINT "pages_blocks_feature_rows_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows" ADD CONSTRAINT "pages_blocks_feature_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items" ADD CONSTRAINT "pages_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items_figures" ADD CONSTRAINT "pages_blocks_case_studies_items_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items" ADD CONSTRAINT "pages_blocks_case_studies_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items" ADD CONSTRAINT "pages_blocks_case_studies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies" ADD CONSTRAINT "pages_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes_items" ADD CONSTRAINT "pages_blocks_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes" ADD CONSTRAINT "pages_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_items" ADD CONSTRAINT "pages_blocks_logo_wall_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_items" ADD CONSTRAINT "pages_blocks_logo_wall_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall" ADD CONSTRAINT "pages_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_columns" ADD CONSTRAINT "pages_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_cells" ADD CONSTRAINT "pages_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows" ADD CONSTRAINT "pages_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison" ADD CONSTRAINT "pages_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_actions" ADD CONSTRAINT "pages_blocks_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_points" ADD CONSTRAINT "pages_blocks_lead_form_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_news" ADD CONSTRAINT "pages_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_slot" ADD CONSTRAINT "pages_blocks_banner_slot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_items" ADD CONSTRAINT "pages_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_items" ADD CONSTRAINT "pages_blocks_downloads_items_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_items" ADD CONSTRAINT "pages_blocks_downloads_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads" ADD CONSTRAINT "pages_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_actions" ADD CONSTRAINT "_pages_v_version_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_figures" ADD CONSTRAINT "_pages_v_version_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards_points" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid" ADD CONSTRAINT "_pages_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows_points" ADD CONSTRAINT "_pages_v_blocks_feature_rows_rows_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_rows_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows" ADD CONSTRAINT "_pages_v_blocks_feature_rows_rows_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows" ADD CONSTRAINT "_pages_v_blocks_feature_rows_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows" ADD CONSTRAINT "_pages_v_blocks_feature_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD CONSTRAINT "_pages_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items_figures" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies" ADD CONSTRAINT "_pages_v_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes_items" ADD CONSTRAINT "_pages_v_blocks_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes" ADD CONSTRAINT "_pages_v_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_items" ADD CONSTRAINT "_pages_v_blocks_logo_wall_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_items" ADD CONSTRAINT "_pages_v_blocks_logo_wall_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall" ADD CONSTRAINT "_pages_v_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_columns" ADD CONSTRAINT "_pages_v_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_cells" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison" ADD CONSTRAINT "_pages_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_actions" ADD CONSTRAINT "_pages_v_blocks_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_points" ADD CONSTRAINT "_pages_v_blocks_lead_form_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_news" ADD CONSTRAINT "_pages_v_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_slot" ADD CONSTRAINT "_pages_v_blocks_banner_slot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD CONSTRAINT "_pages_v_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_items" ADD CONSTRAINT "_pages_v_blocks_downloads_items_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_items" ADD CONSTRAINT "_pages_v_blocks_downloads_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads" ADD CONSTRAINT "_pages_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_hero_actions_order_idx" ON "pages_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_hero_actions_parent_id_idx" ON "pages_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_hero_figures_order_idx" ON "pages_hero_figures" USING btree ("_order");
  CREATE INDEX "pages_hero_figures_parent_id_idx" ON "pages_hero_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_cards_points_order_idx" ON "pages_blocks_card_grid_cards_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_cards_points_parent_id_idx" ON "pages_blocks_card_grid_cards_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_cards_order_idx" ON "pages_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_cards_parent_id_idx" ON "pages_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_cards_image_idx" ON "pages_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_card_grid_order_idx" ON "pages_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_parent_id_idx" ON "pages_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_path_idx" ON "pages_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_rows_rows_points_order_idx" ON "pages_blocks_feature_rows_rows_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_rows_rows_points_parent_id_idx" ON "pages_blocks_feature_rows_rows_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_rows_rows_order_idx" ON "pages_blocks_feature_rows_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_rows_rows_parent_id_idx" ON "pages_blocks_feature_rows_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_rows_rows_image_idx" ON "pages_blocks_feature_rows_rows" USING btree ("image_id");
  CREATE INDEX "pages_blocks_feature_rows_order_idx" ON "pages_blocks_feature_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_rows_parent_id_idx" ON "pages_blocks_feature_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_rows_path_idx" ON "pages_blocks_feature_rows" USING btree ("_path");
  CREATE INDEX "pages_blocks_steps_items_order_idx" ON "pages_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_items_parent_id_idx" ON "pages_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "pages_blocks_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_case_studies_items_figures_order_idx" ON "pages_blocks_case_studies_items_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_items_figures_parent_id_idx" ON "pages_blocks_case_studies_items_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_studies_items_order_idx" ON "pages_blocks_case_studies_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_items_parent_id_idx" ON "pages_blocks_case_studies_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_studies_items_image_idx" ON "pages_blocks_case_studies_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_case_studies_order_idx" ON "pages_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_parent_id_idx" ON "pages_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_studies_path_idx" ON "pages_blocks_case_studies" USING btree ("_path");
  CREATE INDEX "pages_blocks_quotes_items_order_idx" ON "pages_blocks_quotes_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_quotes_items_parent_id_idx" ON "pages_blocks_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quotes_order_idx" ON "pages_blocks_quotes" USING btree ("_order");
  CREATE INDEX "pages_blocks_quotes_parent_id_idx" ON "pages_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quotes_path_idx" ON "pages_blocks_quotes" USING btree ("_path");
  CREATE INDEX "pages_blocks_logo_wall_items_order_idx" ON "pages_blocks_logo_wall_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_items_parent_id_idx" ON "pages_blocks_logo_wall_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_items_logo_idx" ON "pages_blocks_logo_wall_items" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_logo_wall_order_idx" ON "pages_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_parent_id_idx" ON "pages_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_path_idx" ON "pages_blocks_logo_wall" USING btree ("_path");
  CREATE INDEX "pages_blocks_comparison_columns_order_idx" ON "pages_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_columns_parent_id_idx" ON "pages_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_cells_order_idx" ON "pages_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_cells_parent_id_idx" ON "pages_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_order_idx" ON "pages_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_parent_id_idx" ON "pages_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_order_idx" ON "pages_blocks_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_parent_id_idx" ON "pages_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_path_idx" ON "pages_blocks_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_actions_order_idx" ON "pages_blocks_cta_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_actions_parent_id_idx" ON "pages_blocks_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_lead_form_points_order_idx" ON "pages_blocks_lead_form_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_points_parent_id_idx" ON "pages_blocks_lead_form_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_latest_news_order_idx" ON "pages_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_news_parent_id_idx" ON "pages_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_news_path_idx" ON "pages_blocks_latest_news" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_slot_order_idx" ON "pages_blocks_banner_slot" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_slot_parent_id_idx" ON "pages_blocks_banner_slot" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_slot_path_idx" ON "pages_blocks_banner_slot" USING btree ("_path");
  CREATE INDEX "pages_blocks_gallery_items_order_idx" ON "pages_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_items_parent_id_idx" ON "pages_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_items_image_idx" ON "pages_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_video_idx" ON "pages_blocks_video" USING btree ("video_id");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_downloads_items_order_idx" ON "pages_blocks_downloads_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_items_parent_id_idx" ON "pages_blocks_downloads_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_items_file_idx" ON "pages_blocks_downloads_items" USING btree ("file_id");
  CREATE INDEX "pages_blocks_downloads_order_idx" ON "pages_blocks_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_parent_id_idx" ON "pages_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_path_idx" ON "pages_blocks_downloads" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_hero_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_hero_actions_order_idx" ON "_pages_v_version_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_actions_parent_id_idx" ON "_pages_v_version_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_hero_figures_order_idx" ON "_pages_v_version_hero_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_figures_parent_id_idx" ON "_pages_v_version_hero_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_points_order_idx" ON "_pages_v_blocks_card_grid_cards_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_points_parent_id_idx" ON "_pages_v_blocks_card_grid_cards_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_order_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_image_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_card_grid_order_idx" ON "_pages_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_parent_id_idx" ON "_pages_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_path_idx" ON "_pages_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_points_order_idx" ON "_pages_v_blocks_feature_rows_rows_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_points_parent_id_idx" ON "_pages_v_blocks_feature_rows_rows_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_order_idx" ON "_pages_v_blocks_feature_rows_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_parent_id_idx" ON "_pages_v_blocks_feature_rows_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_image_idx" ON "_pages_v_blocks_feature_rows_rows" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_order_idx" ON "_pages_v_blocks_feature_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_rows_parent_id_idx" ON "_pages_v_blocks_feature_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_path_idx" ON "_pages_v_blocks_feature_rows" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_steps_items_order_idx" ON "_pages_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_items_parent_id_idx" ON "_pages_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "_pages_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_case_studies_items_figures_order_idx" ON "_pages_v_blocks_case_studies_items_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_items_figures_parent_id_idx" ON "_pages_v_blocks_case_studies_items_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_items_order_idx" ON "_pages_v_blocks_case_studies_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_items_parent_id_idx" ON "_pages_v_blocks_case_studies_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_items_image_idx" ON "_pages_v_blocks_case_studies_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_case_studies_order_idx" ON "_pages_v_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_parent_id_idx" ON "_pages_v_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_path_idx" ON "_pages_v_blocks_case_studies" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quotes_items_order_idx" ON "_pages_v_blocks_quotes_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quotes_items_parent_id_idx" ON "_pages_v_blocks_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quotes_order_idx" ON "_pages_v_blocks_quotes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quotes_parent_id_idx" ON "_pages_v_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quotes_path_idx" ON "_pages_v_blocks_quotes" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_logo_wall_items_order_idx" ON "_pages_v_blocks_logo_wall_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_items_parent_id_idx" ON "_pages_v_blocks_logo_wall_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_items_logo_idx" ON "_pages_v_blocks_logo_wall_items" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_order_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_parent_id_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_path_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_comparison_columns_order_idx" ON "_pages_v_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_columns_parent_id_idx" ON "_pages_v_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_cells_order_idx" ON "_pages_v_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_cells_parent_id_idx" ON "_pages_v_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_order_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_parent_id_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_order_idx" ON "_pages_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_parent_id_idx" ON "_pages_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_path_idx" ON "_pages_v_blocks_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_actions_order_idx" ON "_pages_v_blocks_cta_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_actions_parent_id_idx" ON "_pages_v_blocks_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_lead_form_points_order_idx" ON "_pages_v_blocks_lead_form_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_points_parent_id_idx" ON "_pages_v_blocks_lead_form_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_news_order_idx" ON "_pages_v_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_news_parent_id_idx" ON "_pages_v_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_news_path_idx" ON "_pages_v_blocks_latest_news" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_slot_order_idx" ON "_pages_v_blocks_banner_slot" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_slot_parent_id_idx" ON "_pages_v_blocks_banner_slot" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_slot_path_idx" ON "_pages_v_blocks_banner_slot" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_gallery_items_order_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_items_parent_id_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_items_image_idx" ON "_pages_v_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_video_idx" ON "_pages_v_blocks_video" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_downloads_items_order_idx" ON "_pages_v_blocks_downloads_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_items_parent_id_idx" ON "_pages_v_blocks_downloads_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_items_file_idx" ON "_pages_v_blocks_downloads_items" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_downloads_order_idx" ON "_pages_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_parent_id_idx" ON "_pages_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_path_idx" ON "_pages_v_blocks_downloads" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_hero_version_hero_image_idx" ON "_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_hero_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_hero_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_rows_rows_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_rows_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_case_studies_items_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_case_studies_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner_slot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_hero_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_hero_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_cards_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_case_studies_items_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_case_studies_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_slot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_hero_actions" CASCADE;
  DROP TABLE "pages_hero_figures" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards_points" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_card_grid" CASCADE;
  DROP TABLE "pages_blocks_feature_rows_rows_points" CASCADE;
  DROP TABLE "pages_blocks_feature_rows_rows" CASCADE;
  DROP TABLE "pages_blocks_feature_rows" CASCADE;
  DROP TABLE "pages_blocks_steps_items" CASCADE;
  DROP TABLE "pages_blocks_steps" CASCADE;
  DROP TABLE "pages_blocks_stats_items" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items_figures" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items" CASCADE;
  DROP TABLE "pages_blocks_case_studies" CASCADE;
  DROP TABLE "pages_blocks_quotes_items" CASCADE;
  DROP TABLE "pages_blocks_quotes" CASCADE;
  DROP TABLE "pages_blocks_logo_wall_items" CASCADE;
  DROP TABLE "pages_blocks_logo_wall" CASCADE;
  DROP TABLE "pages_blocks_comparison_columns" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows" CASCADE;
  DROP TABLE "pages_blocks_comparison" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_cta_actions" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_lead_form_points" CASCADE;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "pages_blocks_latest_news" CASCADE;
  DROP TABLE "pages_blocks_banner_slot" CASCADE;
  DROP TABLE "pages_blocks_gallery_items" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_downloads_items" CASCADE;
  DROP TABLE "pages_blocks_downloads" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_version_hero_actions" CASCADE;
  DROP TABLE "_pages_v_version_hero_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards_points" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_rows_rows_points" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_rows_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items" CASCADE;
  DROP TABLE "_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies" CASCADE;
  DROP TABLE "_pages_v_blocks_quotes_items" CASCADE;
  DROP TABLE "_pages_v_blocks_quotes" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall_items" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_points" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_news" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_slot" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_items" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_items" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  ALTER TABLE "leads" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "subtitle";
  ALTER TABLE "banners" DROP COLUMN "button_label";
  ALTER TABLE "leads" DROP COLUMN "kind";
  ALTER TABLE "leads" DROP COLUMN "stage";
  ALTER TABLE "leads" DROP COLUMN "model";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_pages_blocks_card_grid_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_card_grid_visibility";
  DROP TYPE "public"."enum_pages_blocks_card_grid_background";
  DROP TYPE "public"."enum_pages_blocks_card_grid_columns";
  DROP TYPE "public"."enum_pages_blocks_card_grid_card_style";
  DROP TYPE "public"."enum_pages_blocks_feature_rows_visibility";
  DROP TYPE "public"."enum_pages_blocks_feature_rows_background";
  DROP TYPE "public"."enum_pages_blocks_steps_visibility";
  DROP TYPE "public"."enum_pages_blocks_steps_background";
  DROP TYPE "public"."enum_pages_blocks_steps_style";
  DROP TYPE "public"."enum_pages_blocks_stats_visibility";
  DROP TYPE "public"."enum_pages_blocks_stats_background";
  DROP TYPE "public"."enum_pages_blocks_case_studies_visibility";
  DROP TYPE "public"."enum_pages_blocks_case_studies_background";
  DROP TYPE "public"."enum_pages_blocks_quotes_visibility";
  DROP TYPE "public"."enum_pages_blocks_quotes_background";
  DROP TYPE "public"."enum_pages_blocks_logo_wall_visibility";
  DROP TYPE "public"."enum_pages_blocks_logo_wall_background";
  DROP TYPE "public"."enum_pages_blocks_comparison_visibility";
  DROP TYPE "public"."enum_pages_blocks_comparison_background";
  DROP TYPE "public"."enum_pages_blocks_faq_visibility";
  DROP TYPE "public"."enum_pages_blocks_faq_background";
  DROP TYPE "public"."enum_pages_blocks_cta_visibility";
  DROP TYPE "public"."enum_pages_blocks_cta_background";
  DROP TYPE "public"."enum_pages_blocks_lead_form_visibility";
  DROP TYPE "public"."enum_pages_blocks_lead_form_background";
  DROP TYPE "public"."enum_pages_blocks_lead_form_kind";
  DROP TYPE "public"."enum_pages_blocks_latest_news_visibility";
  DROP TYPE "public"."enum_pages_blocks_latest_news_background";
  DROP TYPE "public"."enum_pages_blocks_latest_news_news_type";
  DROP TYPE "public"."enum_pages_blocks_banner_slot_visibility";
  DROP TYPE "public"."enum_pages_blocks_banner_slot_background";
  DROP TYPE "public"."enum_pages_blocks_banner_slot_banner_type";
  DROP TYPE "public"."enum_pages_blocks_banner_slot_location";
  DROP TYPE "public"."enum_pages_blocks_gallery_visibility";
  DROP TYPE "public"."enum_pages_blocks_gallery_background";
  DROP TYPE "public"."enum_pages_blocks_gallery_shape";
  DROP TYPE "public"."enum_pages_blocks_video_visibility";
  DROP TYPE "public"."enum_pages_blocks_video_background";
  DROP TYPE "public"."enum_pages_blocks_downloads_visibility";
  DROP TYPE "public"."enum_pages_blocks_downloads_background";
  DROP TYPE "public"."enum_pages_blocks_rich_text_visibility";
  DROP TYPE "public"."enum_pages_blocks_rich_text_background";
  DROP TYPE "public"."enum_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_pages_path";
  DROP TYPE "public"."enum_pages_hero_kind";
  DROP TYPE "public"."enum_pages_hero_banner_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_background";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_card_style";
  DROP TYPE "public"."enum__pages_v_blocks_feature_rows_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_feature_rows_background";
  DROP TYPE "public"."enum__pages_v_blocks_steps_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_steps_background";
  DROP TYPE "public"."enum__pages_v_blocks_steps_style";
  DROP TYPE "public"."enum__pages_v_blocks_stats_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_stats_background";
  DROP TYPE "public"."enum__pages_v_blocks_case_studies_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_case_studies_background";
  DROP TYPE "public"."enum__pages_v_blocks_quotes_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_quotes_background";
  DROP TYPE "public"."enum__pages_v_blocks_logo_wall_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_logo_wall_background";
  DROP TYPE "public"."enum__pages_v_blocks_comparison_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_comparison_background";
  DROP TYPE "public"."enum__pages_v_blocks_faq_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_faq_background";
  DROP TYPE "public"."enum__pages_v_blocks_cta_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_cta_background";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_background";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_kind";
  DROP TYPE "public"."enum__pages_v_blocks_latest_news_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_latest_news_background";
  DROP TYPE "public"."enum__pages_v_blocks_latest_news_news_type";
  DROP TYPE "public"."enum__pages_v_blocks_banner_slot_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_banner_slot_background";
  DROP TYPE "public"."enum__pages_v_blocks_banner_slot_banner_type";
  DROP TYPE "public"."enum__pages_v_blocks_banner_slot_location";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_background";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_shape";
  DROP TYPE "public"."enum__pages_v_blocks_video_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_video_background";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_background";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_visibility";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_background";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__pages_v_version_path";
  DROP TYPE "public"."enum__pages_v_version_hero_kind";
  DROP TYPE "public"."enum__pages_v_version_hero_banner_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_stage";
  DROP TYPE "public"."enum_leads_model";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
