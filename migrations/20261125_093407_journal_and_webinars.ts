import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_journal_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journal_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_journal_entries_kind" AS ENUM('article', 'mindful-travel', 'word-on-the-street', 'post');
  CREATE TYPE "public"."enum_journal_entries_section" AS ENUM('on-location', 'press-room', 'product-news');
  CREATE TYPE "public"."enum_journal_entries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journal_entries_v_version_kind" AS ENUM('article', 'mindful-travel', 'word-on-the-street', 'post');
  CREATE TYPE "public"."enum__journal_entries_v_version_section" AS ENUM('on-location', 'press-room', 'product-news');
  CREATE TYPE "public"."enum__journal_entries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_showcase_hotels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showcase_hotels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_webinar_groups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__webinar_groups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_webinars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__webinars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "journal_categories" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"image_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_journal_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_journal_categories_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_image_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__journal_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "journal_entries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"kind" "enum_journal_entries_kind" DEFAULT 'article',
  	"section" "enum_journal_entries_section" DEFAULT 'on-location',
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"author" varchar,
  	"excerpt" varchar,
  	"image_id" uuid,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_journal_entries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "journal_entries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"journal_categories_id" uuid,
  	"nations_id" uuid
  );
  
  CREATE TABLE "_journal_entries_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_kind" "enum__journal_entries_v_version_kind" DEFAULT 'article',
  	"version_section" "enum__journal_entries_v_version_section" DEFAULT 'on-location',
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_excerpt" varchar,
  	"version_image_id" uuid,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__journal_entries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_journal_entries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"journal_categories_id" uuid,
  	"nations_id" uuid
  );
  
  CREATE TABLE "showcase_hotels_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "showcase_hotels_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid
  );
  
  CREATE TABLE "showcase_hotels" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"nation_id" uuid,
  	"location" varchar,
  	"review" varchar,
  	"hotel_id" uuid,
  	"program_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_showcase_hotels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_showcase_hotels_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_showcase_hotels_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_showcase_hotels_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_nation_id" uuid,
  	"version_location" varchar,
  	"version_review" varchar,
  	"version_hotel_id" uuid,
  	"version_program_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__showcase_hotels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "webinar_groups" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"image_id" uuid,
  	"nation_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_webinar_groups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_webinar_groups_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_image_id" uuid,
  	"version_nation_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__webinar_groups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "webinars" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"group_id" uuid,
  	"starts_at" timestamp(3) with time zone,
  	"duration_minutes" numeric DEFAULT 60,
  	"speaker_name" varchar,
  	"speaker_role" varchar,
  	"summary" varchar,
  	"registration_url" varchar,
  	"recording_url" varchar,
  	"image_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_webinars_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "webinars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "_webinars_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_group_id" uuid,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_duration_minutes" numeric DEFAULT 60,
  	"version_speaker_name" varchar,
  	"version_speaker_role" varchar,
  	"version_summary" varchar,
  	"version_registration_url" varchar,
  	"version_recording_url" varchar,
  	"version_image_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__webinars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_webinars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
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
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journal_categories_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journal_entries_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "showcase_hotels_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webinar_groups_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webinars_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "journal_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "journal_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "journal_image_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "on_location_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "on_location_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "on_location_image_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "journal_press_room_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "journal_press_room_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "journal_press_room_image_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "product_news_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "product_news_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "product_news_image_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "lay_your_head_down_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "lay_your_head_down_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "lay_your_head_down_image_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "webinars_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "webinars_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "webinars_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_on_location_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_on_location_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_on_location_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_press_room_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_press_room_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_press_room_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_product_news_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_product_news_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_product_news_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_lay_your_head_down_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_lay_your_head_down_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_lay_your_head_down_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_webinars_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_webinars_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_webinars_image_id" uuid;
  ALTER TABLE "journal_categories" ADD CONSTRAINT "journal_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_categories_v" ADD CONSTRAINT "_journal_categories_v_parent_id_journal_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_categories_v" ADD CONSTRAINT "_journal_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_entries_rels" ADD CONSTRAINT "journal_entries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journal_entries_rels" ADD CONSTRAINT "journal_entries_rels_journal_categories_fk" FOREIGN KEY ("journal_categories_id") REFERENCES "public"."journal_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journal_entries_rels" ADD CONSTRAINT "journal_entries_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journal_entries_v" ADD CONSTRAINT "_journal_entries_v_parent_id_journal_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_entries_v" ADD CONSTRAINT "_journal_entries_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_entries_v_rels" ADD CONSTRAINT "_journal_entries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_journal_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journal_entries_v_rels" ADD CONSTRAINT "_journal_entries_v_rels_journal_categories_fk" FOREIGN KEY ("journal_categories_id") REFERENCES "public"."journal_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journal_entries_v_rels" ADD CONSTRAINT "_journal_entries_v_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_hotels_highlights" ADD CONSTRAINT "showcase_hotels_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_hotels_images" ADD CONSTRAINT "showcase_hotels_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "showcase_hotels_images" ADD CONSTRAINT "showcase_hotels_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_hotels" ADD CONSTRAINT "showcase_hotels_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "showcase_hotels" ADD CONSTRAINT "showcase_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "showcase_hotels" ADD CONSTRAINT "showcase_hotels_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v_version_highlights" ADD CONSTRAINT "_showcase_hotels_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_hotels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v_version_images" ADD CONSTRAINT "_showcase_hotels_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v_version_images" ADD CONSTRAINT "_showcase_hotels_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_hotels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v" ADD CONSTRAINT "_showcase_hotels_v_parent_id_showcase_hotels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."showcase_hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v" ADD CONSTRAINT "_showcase_hotels_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v" ADD CONSTRAINT "_showcase_hotels_v_version_hotel_id_hotels_id_fk" FOREIGN KEY ("version_hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v" ADD CONSTRAINT "_showcase_hotels_v_version_program_id_programs_id_fk" FOREIGN KEY ("version_program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinar_groups" ADD CONSTRAINT "webinar_groups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinar_groups" ADD CONSTRAINT "webinar_groups_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinar_groups_v" ADD CONSTRAINT "_webinar_groups_v_parent_id_webinar_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webinar_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinar_groups_v" ADD CONSTRAINT "_webinar_groups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinar_groups_v" ADD CONSTRAINT "_webinar_groups_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinars" ADD CONSTRAINT "webinars_group_id_webinar_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."webinar_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinars" ADD CONSTRAINT "webinars_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinars_rels" ADD CONSTRAINT "webinars_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v" ADD CONSTRAINT "_webinars_v_parent_id_webinars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinars_v" ADD CONSTRAINT "_webinars_v_version_group_id_webinar_groups_id_fk" FOREIGN KEY ("version_group_id") REFERENCES "public"."webinar_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinars_v" ADD CONSTRAINT "_webinars_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v_rels" ADD CONSTRAINT "_webinars_v_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "journal_categories_slug_idx" ON "journal_categories" USING btree ("slug");
  CREATE INDEX "journal_categories_image_idx" ON "journal_categories" USING btree ("image_id");
  CREATE INDEX "journal_categories_sort_idx" ON "journal_categories" USING btree ("sort");
  CREATE INDEX "journal_categories_updated_at_idx" ON "journal_categories" USING btree ("updated_at");
  CREATE INDEX "journal_categories_created_at_idx" ON "journal_categories" USING btree ("created_at");
  CREATE INDEX "journal_categories__status_idx" ON "journal_categories" USING btree ("_status");
  CREATE INDEX "_journal_categories_v_parent_idx" ON "_journal_categories_v" USING btree ("parent_id");
  CREATE INDEX "_journal_categories_v_version_version_slug_idx" ON "_journal_categories_v" USING btree ("version_slug");
  CREATE INDEX "_journal_categories_v_version_version_image_idx" ON "_journal_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_journal_categories_v_version_version_sort_idx" ON "_journal_categories_v" USING btree ("version_sort");
  CREATE INDEX "_journal_categories_v_version_version_updated_at_idx" ON "_journal_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_journal_categories_v_version_version_created_at_idx" ON "_journal_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_journal_categories_v_version_version__status_idx" ON "_journal_categories_v" USING btree ("version__status");
  CREATE INDEX "_journal_categories_v_created_at_idx" ON "_journal_categories_v" USING btree ("created_at");
  CREATE INDEX "_journal_categories_v_updated_at_idx" ON "_journal_categories_v" USING btree ("updated_at");
  CREATE INDEX "_journal_categories_v_latest_idx" ON "_journal_categories_v" USING btree ("latest");
  CREATE INDEX "journal_entries_kind_idx" ON "journal_entries" USING btree ("kind");
  CREATE INDEX "journal_entries_section_idx" ON "journal_entries" USING btree ("section");
  CREATE UNIQUE INDEX "journal_entries_slug_idx" ON "journal_entries" USING btree ("slug");
  CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("date");
  CREATE INDEX "journal_entries_image_idx" ON "journal_entries" USING btree ("image_id");
  CREATE INDEX "journal_entries_updated_at_idx" ON "journal_entries" USING btree ("updated_at");
  CREATE INDEX "journal_entries_created_at_idx" ON "journal_entries" USING btree ("created_at");
  CREATE INDEX "journal_entries__status_idx" ON "journal_entries" USING btree ("_status");
  CREATE INDEX "journal_entries_rels_order_idx" ON "journal_entries_rels" USING btree ("order");
  CREATE INDEX "journal_entries_rels_parent_idx" ON "journal_entries_rels" USING btree ("parent_id");
  CREATE INDEX "journal_entries_rels_path_idx" ON "journal_entries_rels" USING btree ("path");
  CREATE INDEX "journal_entries_rels_journal_categories_id_idx" ON "journal_entries_rels" USING btree ("journal_categories_id");
  CREATE INDEX "journal_entries_rels_nations_id_idx" ON "journal_entries_rels" USING btree ("nations_id");
  CREATE INDEX "_journal_entries_v_parent_idx" ON "_journal_entries_v" USING btree ("parent_id");
  CREATE INDEX "_journal_entries_v_version_version_kind_idx" ON "_journal_entries_v" USING btree ("version_kind");
  CREATE INDEX "_journal_entries_v_version_version_section_idx" ON "_journal_entries_v" USING btree ("version_section");
  CREATE INDEX "_journal_entries_v_version_version_slug_idx" ON "_journal_entries_v" USING btree ("version_slug");
  CREATE INDEX "_journal_entries_v_version_version_date_idx" ON "_journal_entries_v" USING btree ("version_date");
  CREATE INDEX "_journal_entries_v_version_version_image_idx" ON "_journal_entries_v" USING btree ("version_image_id");
  CREATE INDEX "_journal_entries_v_version_version_updated_at_idx" ON "_journal_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_journal_entries_v_version_version_created_at_idx" ON "_journal_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_journal_entries_v_version_version__status_idx" ON "_journal_entries_v" USING btree ("version__status");
  CREATE INDEX "_journal_entries_v_created_at_idx" ON "_journal_entries_v" USING btree ("created_at");
  CREATE INDEX "_journal_entries_v_updated_at_idx" ON "_journal_entries_v" USING btree ("updated_at");
  CREATE INDEX "_journal_entries_v_latest_idx" ON "_journal_entries_v" USING btree ("latest");
  CREATE INDEX "_journal_entries_v_rels_order_idx" ON "_journal_entries_v_rels" USING btree ("order");
  CREATE INDEX "_journal_entries_v_rels_parent_idx" ON "_journal_entries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_journal_entries_v_rels_path_idx" ON "_journal_entries_v_rels" USING btree ("path");
  CREATE INDEX "_journal_entries_v_rels_journal_categories_id_idx" ON "_journal_entries_v_rels" USING btree ("journal_categories_id");
  CREATE INDEX "_journal_entries_v_rels_nations_id_idx" ON "_journal_entries_v_rels" USING btree ("nations_id");
  CREATE INDEX "showcase_hotels_highlights_order_idx" ON "showcase_hotels_highlights" USING btree ("_order");
  CREATE INDEX "showcase_hotels_highlights_parent_id_idx" ON "showcase_hotels_highlights" USING btree ("_parent_id");
  CREATE INDEX "showcase_hotels_images_order_idx" ON "showcase_hotels_images" USING btree ("_order");
  CREATE INDEX "showcase_hotels_images_parent_id_idx" ON "showcase_hotels_images" USING btree ("_parent_id");
  CREATE INDEX "showcase_hotels_images_image_idx" ON "showcase_hotels_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "showcase_hotels_slug_idx" ON "showcase_hotels" USING btree ("slug");
  CREATE INDEX "showcase_hotels_nation_idx" ON "showcase_hotels" USING btree ("nation_id");
  CREATE INDEX "showcase_hotels_hotel_idx" ON "showcase_hotels" USING btree ("hotel_id");
  CREATE INDEX "showcase_hotels_program_idx" ON "showcase_hotels" USING btree ("program_id");
  CREATE INDEX "showcase_hotels_sort_idx" ON "showcase_hotels" USING btree ("sort");
  CREATE INDEX "showcase_hotels_updated_at_idx" ON "showcase_hotels" USING btree ("updated_at");
  CREATE INDEX "showcase_hotels_created_at_idx" ON "showcase_hotels" USING btree ("created_at");
  CREATE INDEX "showcase_hotels__status_idx" ON "showcase_hotels" USING btree ("_status");
  CREATE INDEX "_showcase_hotels_v_version_highlights_order_idx" ON "_showcase_hotels_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_showcase_hotels_v_version_highlights_parent_id_idx" ON "_showcase_hotels_v_version_highlights" USING btree ("_parent_id");
  CREATE INDEX "_showcase_hotels_v_version_images_order_idx" ON "_showcase_hotels_v_version_images" USING btree ("_order");
  CREATE INDEX "_showcase_hotels_v_version_images_parent_id_idx" ON "_showcase_hotels_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_showcase_hotels_v_version_images_image_idx" ON "_showcase_hotels_v_version_images" USING btree ("image_id");
  CREATE INDEX "_showcase_hotels_v_parent_idx" ON "_showcase_hotels_v" USING btree ("parent_id");
  CREATE INDEX "_showcase_hotels_v_version_version_slug_idx" ON "_showcase_hotels_v" USING btree ("version_slug");
  CREATE INDEX "_showcase_hotels_v_version_version_nation_idx" ON "_showcase_hotels_v" USING btree ("version_nation_id");
  CREATE INDEX "_showcase_hotels_v_version_version_hotel_idx" ON "_showcase_hotels_v" USING btree ("version_hotel_id");
  CREATE INDEX "_showcase_hotels_v_version_version_program_idx" ON "_showcase_hotels_v" USING btree ("version_program_id");
  CREATE INDEX "_showcase_hotels_v_version_version_sort_idx" ON "_showcase_hotels_v" USING btree ("version_sort");
  CREATE INDEX "_showcase_hotels_v_version_version_updated_at_idx" ON "_showcase_hotels_v" USING btree ("version_updated_at");
  CREATE INDEX "_showcase_hotels_v_version_version_created_at_idx" ON "_showcase_hotels_v" USING btree ("version_created_at");
  CREATE INDEX "_showcase_hotels_v_version_version__status_idx" ON "_showcase_hotels_v" USING btree ("version__status");
  CREATE INDEX "_showcase_hotels_v_created_at_idx" ON "_showcase_hotels_v" USING btree ("created_at");
  CREATE INDEX "_showcase_hotels_v_updated_at_idx" ON "_showcase_hotels_v" USING btree ("updated_at");
  CREATE INDEX "_showcase_hotels_v_latest_idx" ON "_showcase_hotels_v" USING btree ("latest");
  CREATE UNIQUE INDEX "webinar_groups_slug_idx" ON "webinar_groups" USING btree ("slug");
  CREATE INDEX "webinar_groups_image_idx" ON "webinar_groups" USING btree ("image_id");
  CREATE INDEX "webinar_groups_nation_idx" ON "webinar_groups" USING btree ("nation_id");
  CREATE INDEX "webinar_groups_sort_idx" ON "webinar_groups" USING btree ("sort");
  CREATE INDEX "webinar_groups_updated_at_idx" ON "webinar_groups" USING btree ("updated_at");
  CREATE INDEX "webinar_groups_created_at_idx" ON "webinar_groups" USING btree ("created_at");
  CREATE INDEX "webinar_groups__status_idx" ON "webinar_groups" USING btree ("_status");
  CREATE INDEX "_webinar_groups_v_parent_idx" ON "_webinar_groups_v" USING btree ("parent_id");
  CREATE INDEX "_webinar_groups_v_version_version_slug_idx" ON "_webinar_groups_v" USING btree ("version_slug");
  CREATE INDEX "_webinar_groups_v_version_version_image_idx" ON "_webinar_groups_v" USING btree ("version_image_id");
  CREATE INDEX "_webinar_groups_v_version_version_nation_idx" ON "_webinar_groups_v" USING btree ("version_nation_id");
  CREATE INDEX "_webinar_groups_v_version_version_sort_idx" ON "_webinar_groups_v" USING btree ("version_sort");
  CREATE INDEX "_webinar_groups_v_version_version_updated_at_idx" ON "_webinar_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_webinar_groups_v_version_version_created_at_idx" ON "_webinar_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_webinar_groups_v_version_version__status_idx" ON "_webinar_groups_v" USING btree ("version__status");
  CREATE INDEX "_webinar_groups_v_created_at_idx" ON "_webinar_groups_v" USING btree ("created_at");
  CREATE INDEX "_webinar_groups_v_updated_at_idx" ON "_webinar_groups_v" USING btree ("updated_at");
  CREATE INDEX "_webinar_groups_v_latest_idx" ON "_webinar_groups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "webinars_slug_idx" ON "webinars" USING btree ("slug");
  CREATE INDEX "webinars_group_idx" ON "webinars" USING btree ("group_id");
  CREATE INDEX "webinars_starts_at_idx" ON "webinars" USING btree ("starts_at");
  CREATE INDEX "webinars_image_idx" ON "webinars" USING btree ("image_id");
  CREATE INDEX "webinars_updated_at_idx" ON "webinars" USING btree ("updated_at");
  CREATE INDEX "webinars_created_at_idx" ON "webinars" USING btree ("created_at");
  CREATE INDEX "webinars__status_idx" ON "webinars" USING btree ("_status");
  CREATE INDEX "webinars_rels_order_idx" ON "webinars_rels" USING btree ("order");
  CREATE INDEX "webinars_rels_parent_idx" ON "webinars_rels" USING btree ("parent_id");
  CREATE INDEX "webinars_rels_path_idx" ON "webinars_rels" USING btree ("path");
  CREATE INDEX "webinars_rels_nations_id_idx" ON "webinars_rels" USING btree ("nations_id");
  CREATE INDEX "_webinars_v_parent_idx" ON "_webinars_v" USING btree ("parent_id");
  CREATE INDEX "_webinars_v_version_version_slug_idx" ON "_webinars_v" USING btree ("version_slug");
  CREATE INDEX "_webinars_v_version_version_group_idx" ON "_webinars_v" USING btree ("version_group_id");
  CREATE INDEX "_webinars_v_version_version_starts_at_idx" ON "_webinars_v" USING btree ("version_starts_at");
  CREATE INDEX "_webinars_v_version_version_image_idx" ON "_webinars_v" USING btree ("version_image_id");
  CREATE INDEX "_webinars_v_version_version_updated_at_idx" ON "_webinars_v" USING btree ("version_updated_at");
  CREATE INDEX "_webinars_v_version_version_created_at_idx" ON "_webinars_v" USING btree ("version_created_at");
  CREATE INDEX "_webinars_v_version_version__status_idx" ON "_webinars_v" USING btree ("version__status");
  CREATE INDEX "_webinars_v_created_at_idx" ON "_webinars_v" USING btree ("created_at");
  CREATE INDEX "_webinars_v_updated_at_idx" ON "_webinars_v" USING btree ("updated_at");
  CREATE INDEX "_webinars_v_latest_idx" ON "_webinars_v" USING btree ("latest");
  CREATE INDEX "_webinars_v_rels_order_idx" ON "_webinars_v_rels" USING btree ("order");
  CREATE INDEX "_webinars_v_rels_parent_idx" ON "_webinars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_webinars_v_rels_path_idx" ON "_webinars_v_rels" USING btree ("path");
  CREATE INDEX "_webinars_v_rels_nations_id_idx" ON "_webinars_v_rels" USING btree ("nations_id");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journal_categories_fk" FOREIGN KEY ("journal_categories_id") REFERENCES "public"."journal_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journal_entries_fk" FOREIGN KEY ("journal_entries_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_showcase_hotels_fk" FOREIGN KEY ("showcase_hotels_id") REFERENCES "public"."showcase_hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webinar_groups_fk" FOREIGN KEY ("webinar_groups_id") REFERENCES "public"."webinar_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_journal_image_id_media_id_fk" FOREIGN KEY ("journal_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_on_location_image_id_media_id_fk" FOREIGN KEY ("on_location_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_journal_press_room_image_id_media_id_fk" FOREIGN KEY ("journal_press_room_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_product_news_image_id_media_id_fk" FOREIGN KEY ("product_news_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_lay_your_head_down_image_id_media_id_fk" FOREIGN KEY ("lay_your_head_down_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_webinars_image_id_media_id_fk" FOREIGN KEY ("webinars_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_journal_image_id_media_id_fk" FOREIGN KEY ("version_journal_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_on_location_image_id_media_id_fk" FOREIGN KEY ("version_on_location_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_journal_press_room_image_id_media_id_fk" FOREIGN KEY ("version_journal_press_room_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_product_news_image_id_media_id_fk" FOREIGN KEY ("version_product_news_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_lay_your_head_down_image_id_media_id_fk" FOREIGN KEY ("version_lay_your_head_down_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_webinars_image_id_media_id_fk" FOREIGN KEY ("version_webinars_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_journal_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("journal_categories_id");
  CREATE INDEX "payload_locked_documents_rels_journal_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("journal_entries_id");
  CREATE INDEX "payload_locked_documents_rels_showcase_hotels_id_idx" ON "payload_locked_documents_rels" USING btree ("showcase_hotels_id");
  CREATE INDEX "payload_locked_documents_rels_webinar_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("webinar_groups_id");
  CREATE INDEX "payload_locked_documents_rels_webinars_id_idx" ON "payload_locked_documents_rels" USING btree ("webinars_id");
  CREATE INDEX "list_pages_journal_journal_image_idx" ON "list_pages" USING btree ("journal_image_id");
  CREATE INDEX "list_pages_on_location_on_location_image_idx" ON "list_pages" USING btree ("on_location_image_id");
  CREATE INDEX "list_pages_journal_press_room_journal_press_room_image_idx" ON "list_pages" USING btree ("journal_press_room_image_id");
  CREATE INDEX "list_pages_product_news_product_news_image_idx" ON "list_pages" USING btree ("product_news_image_id");
  CREATE INDEX "list_pages_lay_your_head_down_lay_your_head_down_image_idx" ON "list_pages" USING btree ("lay_your_head_down_image_id");
  CREATE INDEX "list_pages_webinars_webinars_image_idx" ON "list_pages" USING btree ("webinars_image_id");
  CREATE INDEX "_list_pages_v_version_journal_version_journal_image_idx" ON "_list_pages_v" USING btree ("version_journal_image_id");
  CREATE INDEX "_list_pages_v_version_on_location_version_on_location_im_idx" ON "_list_pages_v" USING btree ("version_on_location_image_id");
  CREATE INDEX "_list_pages_v_version_journal_press_room_version_journal_idx" ON "_list_pages_v" USING btree ("version_journal_press_room_image_id");
  CREATE INDEX "_list_pages_v_version_product_news_version_product_news__idx" ON "_list_pages_v" USING btree ("version_product_news_image_id");
  CREATE INDEX "_list_pages_v_version_lay_your_head_down_version_lay_you_idx" ON "_list_pages_v" USING btree ("version_lay_your_head_down_image_id");
  CREATE INDEX "_list_pages_v_version_webinars_version_webinars_image_idx" ON "_list_pages_v" USING btree ("version_webinars_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "journal_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journal_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journal_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journal_entries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journal_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_journal_entries_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showcase_hotels_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showcase_hotels_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showcase_hotels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_hotels_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_hotels_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_hotels_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webinar_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_webinar_groups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webinars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webinars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_webinars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_webinars_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "journal_categories" CASCADE;
  DROP TABLE "_journal_categories_v" CASCADE;
  DROP TABLE "journal_entries" CASCADE;
  DROP TABLE "journal_entries_rels" CASCADE;
  DROP TABLE "_journal_entries_v" CASCADE;
  DROP TABLE "_journal_entries_v_rels" CASCADE;
  DROP TABLE "showcase_hotels_highlights" CASCADE;
  DROP TABLE "showcase_hotels_images" CASCADE;
  DROP TABLE "showcase_hotels" CASCADE;
  DROP TABLE "_showcase_hotels_v_version_highlights" CASCADE;
  DROP TABLE "_showcase_hotels_v_version_images" CASCADE;
  DROP TABLE "_showcase_hotels_v" CASCADE;
  DROP TABLE "webinar_groups" CASCADE;
  DROP TABLE "_webinar_groups_v" CASCADE;
  DROP TABLE "webinars" CASCADE;
  DROP TABLE "webinars_rels" CASCADE;
  DROP TABLE "_webinars_v" CASCADE;
  DROP TABLE "_webinars_v_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journal_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journal_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_showcase_hotels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webinar_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webinars_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_journal_image_id_media_id_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_on_location_image_id_media_id_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_journal_press_room_image_id_media_id_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_product_news_image_id_media_id_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_lay_your_head_down_image_id_media_id_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_webinars_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_journal_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_on_location_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_journal_press_room_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_product_news_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_lay_your_head_down_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_webinars_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_journal_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_journal_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_showcase_hotels_id_idx";
  DROP INDEX "payload_locked_documents_rels_webinar_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_webinars_id_idx";
  DROP INDEX "list_pages_journal_journal_image_idx";
  DROP INDEX "list_pages_on_location_on_location_image_idx";
  DROP INDEX "list_pages_journal_press_room_journal_press_room_image_idx";
  DROP INDEX "list_pages_product_news_product_news_image_idx";
  DROP INDEX "list_pages_lay_your_head_down_lay_your_head_down_image_idx";
  DROP INDEX "list_pages_webinars_webinars_image_idx";
  DROP INDEX "_list_pages_v_version_journal_version_journal_image_idx";
  DROP INDEX "_list_pages_v_version_on_location_version_on_location_im_idx";
  DROP INDEX "_list_pages_v_version_journal_press_room_version_journal_idx";
  DROP INDEX "_list_pages_v_version_product_news_version_product_news__idx";
  DROP INDEX "_list_pages_v_version_lay_your_head_down_version_lay_you_idx";
  DROP INDEX "_list_pages_v_version_webinars_version_webinars_image_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journal_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journal_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "showcase_hotels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webinar_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webinars_id";
  ALTER TABLE "list_pages" DROP COLUMN "journal_title";
  ALTER TABLE "list_pages" DROP COLUMN "journal_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "journal_image_id";
  ALTER TABLE "list_pages" DROP COLUMN "on_location_title";
  ALTER TABLE "list_pages" DROP COLUMN "on_location_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "on_location_image_id";
  ALTER TABLE "list_pages" DROP COLUMN "journal_press_room_title";
  ALTER TABLE "list_pages" DROP COLUMN "journal_press_room_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "journal_press_room_image_id";
  ALTER TABLE "list_pages" DROP COLUMN "product_news_title";
  ALTER TABLE "list_pages" DROP COLUMN "product_news_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "product_news_image_id";
  ALTER TABLE "list_pages" DROP COLUMN "lay_your_head_down_title";
  ALTER TABLE "list_pages" DROP COLUMN "lay_your_head_down_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "lay_your_head_down_image_id";
  ALTER TABLE "list_pages" DROP COLUMN "webinars_title";
  ALTER TABLE "list_pages" DROP COLUMN "webinars_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "webinars_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_on_location_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_on_location_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_on_location_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_press_room_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_press_room_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_press_room_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_product_news_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_product_news_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_product_news_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_lay_your_head_down_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_lay_your_head_down_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_lay_your_head_down_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_webinars_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_webinars_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_webinars_image_id";
  DROP TYPE "public"."enum_journal_categories_status";
  DROP TYPE "public"."enum__journal_categories_v_version_status";
  DROP TYPE "public"."enum_journal_entries_kind";
  DROP TYPE "public"."enum_journal_entries_section";
  DROP TYPE "public"."enum_journal_entries_status";
  DROP TYPE "public"."enum__journal_entries_v_version_kind";
  DROP TYPE "public"."enum__journal_entries_v_version_section";
  DROP TYPE "public"."enum__journal_entries_v_version_status";
  DROP TYPE "public"."enum_showcase_hotels_status";
  DROP TYPE "public"."enum__showcase_hotels_v_version_status";
  DROP TYPE "public"."enum_webinar_groups_status";
  DROP TYPE "public"."enum__webinar_groups_v_version_status";
  DROP TYPE "public"."enum_webinars_status";
  DROP TYPE "public"."enum__webinars_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
