import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_siam_in_style_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__siam_in_style_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "siam_in_style_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "siam_in_style_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "siam_in_style_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "siam_in_style" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_siam_in_style_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_siam_in_style_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_siam_in_style_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_siam_in_style_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_siam_in_style_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__siam_in_style_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "siam_in_style_facts" ADD CONSTRAINT "siam_in_style_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "siam_in_style_sections" ADD CONSTRAINT "siam_in_style_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "siam_in_style_sections" ADD CONSTRAINT "siam_in_style_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "siam_in_style_cards" ADD CONSTRAINT "siam_in_style_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "siam_in_style_cards" ADD CONSTRAINT "siam_in_style_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "siam_in_style" ADD CONSTRAINT "siam_in_style_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_siam_in_style_v_version_facts" ADD CONSTRAINT "_siam_in_style_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_siam_in_style_v_version_sections" ADD CONSTRAINT "_siam_in_style_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_siam_in_style_v_version_sections" ADD CONSTRAINT "_siam_in_style_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_siam_in_style_v_version_cards" ADD CONSTRAINT "_siam_in_style_v_version_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_siam_in_style_v_version_cards" ADD CONSTRAINT "_siam_in_style_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_siam_in_style_v" ADD CONSTRAINT "_siam_in_style_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "siam_in_style_facts_order_idx" ON "siam_in_style_facts" USING btree ("_order");
  CREATE INDEX "siam_in_style_facts_parent_id_idx" ON "siam_in_style_facts" USING btree ("_parent_id");
  CREATE INDEX "siam_in_style_sections_order_idx" ON "siam_in_style_sections" USING btree ("_order");
  CREATE INDEX "siam_in_style_sections_parent_id_idx" ON "siam_in_style_sections" USING btree ("_parent_id");
  CREATE INDEX "siam_in_style_sections_image_idx" ON "siam_in_style_sections" USING btree ("image_id");
  CREATE INDEX "siam_in_style_cards_order_idx" ON "siam_in_style_cards" USING btree ("_order");
  CREATE INDEX "siam_in_style_cards_parent_id_idx" ON "siam_in_style_cards" USING btree ("_parent_id");
  CREATE INDEX "siam_in_style_cards_image_idx" ON "siam_in_style_cards" USING btree ("image_id");
  CREATE INDEX "siam_in_style_image_idx" ON "siam_in_style" USING btree ("image_id");
  CREATE INDEX "siam_in_style__status_idx" ON "siam_in_style" USING btree ("_status");
  CREATE INDEX "_siam_in_style_v_version_facts_order_idx" ON "_siam_in_style_v_version_facts" USING btree ("_order");
  CREATE INDEX "_siam_in_style_v_version_facts_parent_id_idx" ON "_siam_in_style_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_siam_in_style_v_version_sections_order_idx" ON "_siam_in_style_v_version_sections" USING btree ("_order");
  CREATE INDEX "_siam_in_style_v_version_sections_parent_id_idx" ON "_siam_in_style_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_siam_in_style_v_version_sections_image_idx" ON "_siam_in_style_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_siam_in_style_v_version_cards_order_idx" ON "_siam_in_style_v_version_cards" USING btree ("_order");
  CREATE INDEX "_siam_in_style_v_version_cards_parent_id_idx" ON "_siam_in_style_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_siam_in_style_v_version_cards_image_idx" ON "_siam_in_style_v_version_cards" USING btree ("image_id");
  CREATE INDEX "_siam_in_style_v_version_version_image_idx" ON "_siam_in_style_v" USING btree ("version_image_id");
  CREATE INDEX "_siam_in_style_v_version_version__status_idx" ON "_siam_in_style_v" USING btree ("version__status");
  CREATE INDEX "_siam_in_style_v_created_at_idx" ON "_siam_in_style_v" USING btree ("created_at");
  CREATE INDEX "_siam_in_style_v_updated_at_idx" ON "_siam_in_style_v" USING btree ("updated_at");
  CREATE INDEX "_siam_in_style_v_latest_idx" ON "_siam_in_style_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "siam_in_style_facts" CASCADE;
  DROP TABLE "siam_in_style_sections" CASCADE;
  DROP TABLE "siam_in_style_cards" CASCADE;
  DROP TABLE "siam_in_style" CASCADE;
  DROP TABLE "_siam_in_style_v_version_facts" CASCADE;
  DROP TABLE "_siam_in_style_v_version_sections" CASCADE;
  DROP TABLE "_siam_in_style_v_version_cards" CASCADE;
  DROP TABLE "_siam_in_style_v" CASCADE;
  DROP TYPE "public"."enum_siam_in_style_status";
  DROP TYPE "public"."enum__siam_in_style_v_version_status";`)
}
