import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_video_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_videos_channels" AS ENUM('library', 'tv', 'cruise');
  CREATE TYPE "public"."enum_videos_source" AS ENUM('file', 'embed');
  CREATE TYPE "public"."enum_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_version_channels" AS ENUM('library', 'tv', 'cruise');
  CREATE TYPE "public"."enum__videos_v_version_source" AS ENUM('file', 'embed');
  CREATE TYPE "public"."enum__videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_restaurant_areas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__restaurant_areas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_restaurant_covers_type" AS ENUM('axs', 'axs-private', 'wild-rice');
  CREATE TYPE "public"."enum_restaurant_covers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__restaurant_covers_v_version_type" AS ENUM('axs', 'axs-private', 'wild-rice');
  CREATE TYPE "public"."enum__restaurant_covers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_restaurant_menus_type" AS ENUM('axs', 'axs-private', 'wild-rice');
  CREATE TYPE "public"."enum_restaurant_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__restaurant_menus_v_version_type" AS ENUM('axs', 'axs-private', 'wild-rice');
  CREATE TYPE "public"."enum__restaurant_menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_venues_type" AS ENUM('axs', 'axs-private', 'wild-rice');
  CREATE TYPE "public"."enum_venues_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__venues_v_version_type" AS ENUM('axs', 'axs-private', 'wild-rice');
  CREATE TYPE "public"."enum__venues_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_beyond_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__beyond_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_beyond_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__beyond_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "files" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "provinces" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"full_name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"country_code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_categories" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_video_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_video_categories_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__video_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "videos_channels" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_videos_channels",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category_id" uuid,
  	"description" varchar,
  	"poster_id" uuid,
  	"source" "enum_videos_source" DEFAULT 'file',
  	"file_id" uuid,
  	"embed_url" varchar,
  	"captions_file_id" uuid,
  	"captions_language" varchar DEFAULT 'en',
  	"captions_label" varchar DEFAULT 'English',
  	"duration_seconds" numeric,
  	"date" timestamp(3) with time zone,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "_videos_v_version_channels" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__videos_v_version_channels",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_videos_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category_id" uuid,
  	"version_description" varchar,
  	"version_poster_id" uuid,
  	"version_source" "enum__videos_v_version_source" DEFAULT 'file',
  	"version_file_id" uuid,
  	"version_embed_url" varchar,
  	"version_captions_file_id" uuid,
  	"version_captions_language" varchar DEFAULT 'en',
  	"version_captions_label" varchar DEFAULT 'English',
  	"version_duration_seconds" numeric,
  	"version_date" timestamp(3) with time zone,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_videos_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "restaurant_areas" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"nation_id" uuid,
  	"description" varchar,
  	"image_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_restaurant_areas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_restaurant_areas_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_nation_id" uuid,
  	"version_description" varchar,
  	"version_image_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__restaurant_areas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "intro_pages_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid,
  	"is_background" boolean DEFAULT false
  );
  
  CREATE TABLE "intro_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "outro_pages_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid,
  	"is_background" boolean DEFAULT false
  );
  
  CREATE TABLE "outro_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "restaurant_covers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"type" "enum_restaurant_covers_type" DEFAULT 'axs',
  	"volume" numeric DEFAULT 1,
  	"nation_id" uuid,
  	"area_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_restaurant_covers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_intro_pages_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"is_background" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_intro_pages_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_outro_pages_v_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"is_background" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_outro_pages_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurant_covers_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_type" "enum__restaurant_covers_v_version_type" DEFAULT 'axs',
  	"version_volume" numeric DEFAULT 1,
  	"version_nation_id" uuid,
  	"version_area_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__restaurant_covers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "restaurant_menus_courses_dishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" varchar,
  	"description" varchar,
  	"dietary_vegetarian" boolean DEFAULT false,
  	"dietary_vegan" boolean DEFAULT false,
  	"dietary_spicy" boolean DEFAULT false,
  	"dietary_nuts" boolean DEFAULT false,
  	"dietary_gluten_free" boolean DEFAULT false,
  	"dietary_signature" boolean DEFAULT false
  );
  
  CREATE TABLE "restaurant_menus_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "restaurant_menus" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"type" "enum_restaurant_menus_type" DEFAULT 'axs',
  	"volume" numeric DEFAULT 1,
  	"nation_id" uuid,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_restaurant_menus_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_restaurant_menus_v_version_courses_dishes" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"price" varchar,
  	"description" varchar,
  	"dietary_vegetarian" boolean DEFAULT false,
  	"dietary_vegan" boolean DEFAULT false,
  	"dietary_spicy" boolean DEFAULT false,
  	"dietary_nuts" boolean DEFAULT false,
  	"dietary_gluten_free" boolean DEFAULT false,
  	"dietary_signature" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurant_menus_v_version_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurant_menus_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_type" "enum__restaurant_menus_v_version_type" DEFAULT 'axs',
  	"version_volume" numeric DEFAULT 1,
  	"version_nation_id" uuid,
  	"version_intro" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__restaurant_menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "venues_pages_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid,
  	"is_background" boolean DEFAULT false
  );
  
  CREATE TABLE "venues_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "venues" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"type" "enum_venues_type" DEFAULT 'axs',
  	"volume" numeric DEFAULT 1,
  	"nation_id" uuid,
  	"area_id" uuid,
  	"cuisine" varchar,
  	"price_string" varchar,
  	"subtitle" varchar,
  	"location" varchar,
  	"location_url" varchar,
  	"image_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_venues_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_venues_v_version_pages_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"is_background" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_venues_v_version_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_venues_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_type" "enum__venues_v_version_type" DEFAULT 'axs',
  	"version_volume" numeric DEFAULT 1,
  	"version_nation_id" uuid,
  	"version_area_id" uuid,
  	"version_cuisine" varchar,
  	"version_price_string" varchar,
  	"version_subtitle" varchar,
  	"version_location" varchar,
  	"version_location_url" varchar,
  	"version_image_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__venues_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "beyond_items" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"create_at" timestamp(3) with time zone,
  	"duration" varchar,
  	"image_id" uuid,
  	"is_embeded" boolean DEFAULT true,
  	"video_url" varchar,
  	"download_id" uuid,
  	"download_url" varchar,
  	"is_public" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_beyond_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_beyond_items_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_create_at" timestamp(3) with time zone,
  	"version_duration" varchar,
  	"version_image_id" uuid,
  	"version_is_embeded" boolean DEFAULT true,
  	"version_video_url" varchar,
  	"version_download_id" uuid,
  	"version_download_url" varchar,
  	"version_is_public" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__beyond_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "beyond_page_introduce_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid
  );
  
  CREATE TABLE "beyond_page_content_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid,
  	"category" varchar,
  	"row" numeric DEFAULT 1
  );
  
  CREATE TABLE "beyond_page_reels" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"thumbnail_id" uuid,
  	"is_embedded" boolean DEFAULT false,
  	"video_url" varchar,
  	"video_id" uuid
  );
  
  CREATE TABLE "beyond_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"is_public" boolean DEFAULT true,
  	"title" varchar,
  	"short_description" varchar,
  	"button_text" varchar DEFAULT 'Read the story',
  	"cover_image_id" uuid,
  	"info_cover_image_image_id" uuid,
  	"info_cover_image_left" numeric DEFAULT 0,
  	"info_cover_image_top" numeric DEFAULT 0,
  	"info_cover_image_width" numeric DEFAULT 100,
  	"info_cover_image_height" numeric DEFAULT 100,
  	"description" jsonb,
  	"content" jsonb,
  	"hardcopy_image_id" uuid,
  	"hardcopy_pdf_id" uuid,
  	"hardcopy_button_text" varchar DEFAULT 'Download the PDF',
  	"_status" "enum_beyond_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_beyond_page_v_version_introduce_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_beyond_page_v_version_content_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"category" varchar,
  	"row" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_beyond_page_v_version_reels" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"thumbnail_id" uuid,
  	"is_embedded" boolean DEFAULT false,
  	"video_url" varchar,
  	"video_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_beyond_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_is_public" boolean DEFAULT true,
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_button_text" varchar DEFAULT 'Read the story',
  	"version_cover_image_id" uuid,
  	"version_info_cover_image_image_id" uuid,
  	"version_info_cover_image_left" numeric DEFAULT 0,
  	"version_info_cover_image_top" numeric DEFAULT 0,
  	"version_info_cover_image_width" numeric DEFAULT 100,
  	"version_info_cover_image_height" numeric DEFAULT 100,
  	"version_description" jsonb,
  	"version_content" jsonb,
  	"version_hardcopy_image_id" uuid,
  	"version_hardcopy_pdf_id" uuid,
  	"version_hardcopy_button_text" varchar DEFAULT 'Download the PDF',
  	"version__status" "enum__beyond_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "agencies" ADD COLUMN "contract_legal_name" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_tax_id" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_licence_number" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_registered_address" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_billing_email" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_billing_phone" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_signatory_name" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_signatory_position" varchar;
  ALTER TABLE "agencies" ADD COLUMN "contract_updated_at" timestamp(3) with time zone;
  ALTER TABLE "agencies" ADD COLUMN "contract_updated_by" varchar;
  ALTER TABLE "agents" ADD COLUMN "is_agency_admin" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "files_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "provinces_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_categories_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "restaurant_areas_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "restaurant_covers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "restaurant_menus_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "venues_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "beyond_items_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "videos_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "videos_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "videos_image_id" uuid;
  ALTER TABLE "list_pages" ADD COLUMN "tv_title" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "tv_subtitle" varchar;
  ALTER TABLE "list_pages" ADD COLUMN "tv_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_videos_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_videos_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_videos_image_id" uuid;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_tv_title" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_tv_subtitle" varchar;
  ALTER TABLE "_list_pages_v" ADD COLUMN "version_tv_image_id" uuid;
  ALTER TABLE "_video_categories_v" ADD CONSTRAINT "_video_categories_v_parent_id_video_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_channels" ADD CONSTRAINT "videos_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_captions_file_id_files_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_version_channels" ADD CONSTRAINT "_videos_v_version_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_category_id_video_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_file_id_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_captions_file_id_files_id_fk" FOREIGN KEY ("version_captions_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v_rels" ADD CONSTRAINT "_videos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_rels" ADD CONSTRAINT "_videos_v_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurant_areas" ADD CONSTRAINT "restaurant_areas_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurant_areas" ADD CONSTRAINT "restaurant_areas_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_areas_v" ADD CONSTRAINT "_restaurant_areas_v_parent_id_restaurant_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_areas_v" ADD CONSTRAINT "_restaurant_areas_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_areas_v" ADD CONSTRAINT "_restaurant_areas_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "intro_pages_images" ADD CONSTRAINT "intro_pages_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "intro_pages_images" ADD CONSTRAINT "intro_pages_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."intro_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "intro_pages" ADD CONSTRAINT "intro_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outro_pages_images" ADD CONSTRAINT "outro_pages_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outro_pages_images" ADD CONSTRAINT "outro_pages_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outro_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outro_pages" ADD CONSTRAINT "outro_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurant_covers" ADD CONSTRAINT "restaurant_covers_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurant_covers" ADD CONSTRAINT "restaurant_covers_area_id_restaurant_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_intro_pages_v_images" ADD CONSTRAINT "_intro_pages_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_intro_pages_v_images" ADD CONSTRAINT "_intro_pages_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_intro_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_intro_pages_v" ADD CONSTRAINT "_intro_pages_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_covers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_outro_pages_v_images" ADD CONSTRAINT "_outro_pages_v_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_outro_pages_v_images" ADD CONSTRAINT "_outro_pages_v_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_outro_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_outro_pages_v" ADD CONSTRAINT "_outro_pages_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_covers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurant_covers_v" ADD CONSTRAINT "_restaurant_covers_v_parent_id_restaurant_covers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurant_covers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_covers_v" ADD CONSTRAINT "_restaurant_covers_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_covers_v" ADD CONSTRAINT "_restaurant_covers_v_version_area_id_restaurant_areas_id_fk" FOREIGN KEY ("version_area_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD CONSTRAINT "restaurant_menus_courses_dishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_menus_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurant_menus_courses" ADD CONSTRAINT "restaurant_menus_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurant_menus" ADD CONSTRAINT "restaurant_menus_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD CONSTRAINT "_restaurant_menus_v_version_courses_dishes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_menus_v_version_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurant_menus_v_version_courses" ADD CONSTRAINT "_restaurant_menus_v_version_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurant_menus_v" ADD CONSTRAINT "_restaurant_menus_v_parent_id_restaurant_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurant_menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurant_menus_v" ADD CONSTRAINT "_restaurant_menus_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues_pages_images" ADD CONSTRAINT "venues_pages_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues_pages_images" ADD CONSTRAINT "venues_pages_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues_pages" ADD CONSTRAINT "venues_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues" ADD CONSTRAINT "venues_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues" ADD CONSTRAINT "venues_area_id_restaurant_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues" ADD CONSTRAINT "venues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v_version_pages_images" ADD CONSTRAINT "_venues_v_version_pages_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v_version_pages_images" ADD CONSTRAINT "_venues_v_version_pages_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venues_v_version_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_venues_v_version_pages" ADD CONSTRAINT "_venues_v_version_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_venues_v" ADD CONSTRAINT "_venues_v_parent_id_venues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v" ADD CONSTRAINT "_venues_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v" ADD CONSTRAINT "_venues_v_version_area_id_restaurant_areas_id_fk" FOREIGN KEY ("version_area_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venues_v" ADD CONSTRAINT "_venues_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_items" ADD CONSTRAINT "beyond_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_items" ADD CONSTRAINT "beyond_items_download_id_files_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_items_v" ADD CONSTRAINT "_beyond_items_v_parent_id_beyond_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beyond_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_items_v" ADD CONSTRAINT "_beyond_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_items_v" ADD CONSTRAINT "_beyond_items_v_version_download_id_files_id_fk" FOREIGN KEY ("version_download_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page_introduce_images" ADD CONSTRAINT "beyond_page_introduce_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page_introduce_images" ADD CONSTRAINT "beyond_page_introduce_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beyond_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beyond_page_content_images" ADD CONSTRAINT "beyond_page_content_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page_content_images" ADD CONSTRAINT "beyond_page_content_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beyond_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beyond_page_reels" ADD CONSTRAINT "beyond_page_reels_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page_reels" ADD CONSTRAINT "beyond_page_reels_video_id_files_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page_reels" ADD CONSTRAINT "beyond_page_reels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beyond_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beyond_page" ADD CONSTRAINT "beyond_page_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page" ADD CONSTRAINT "beyond_page_info_cover_image_image_id_media_id_fk" FOREIGN KEY ("info_cover_image_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page" ADD CONSTRAINT "beyond_page_hardcopy_image_id_media_id_fk" FOREIGN KEY ("hardcopy_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beyond_page" ADD CONSTRAINT "beyond_page_hardcopy_pdf_id_files_id_fk" FOREIGN KEY ("hardcopy_pdf_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_introduce_images" ADD CONSTRAINT "_beyond_page_v_version_introduce_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_introduce_images" ADD CONSTRAINT "_beyond_page_v_version_introduce_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beyond_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_content_images" ADD CONSTRAINT "_beyond_page_v_version_content_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_content_images" ADD CONSTRAINT "_beyond_page_v_version_content_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beyond_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_reels" ADD CONSTRAINT "_beyond_page_v_version_reels_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_reels" ADD CONSTRAINT "_beyond_page_v_version_reels_video_id_files_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v_version_reels" ADD CONSTRAINT "_beyond_page_v_version_reels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beyond_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_beyond_page_v" ADD CONSTRAINT "_beyond_page_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v" ADD CONSTRAINT "_beyond_page_v_version_info_cover_image_image_id_media_id_fk" FOREIGN KEY ("version_info_cover_image_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v" ADD CONSTRAINT "_beyond_page_v_version_hardcopy_image_id_media_id_fk" FOREIGN KEY ("version_hardcopy_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beyond_page_v" ADD CONSTRAINT "_beyond_page_v_version_hardcopy_pdf_id_files_id_fk" FOREIGN KEY ("version_hardcopy_pdf_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "provinces_full_name_idx" ON "provinces" USING btree ("full_name");
  CREATE UNIQUE INDEX "provinces_code_idx" ON "provinces" USING btree ("code");
  CREATE INDEX "provinces_country_code_idx" ON "provinces" USING btree ("country_code");
  CREATE INDEX "provinces_updated_at_idx" ON "provinces" USING btree ("updated_at");
  CREATE INDEX "provinces_created_at_idx" ON "provinces" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_categories_slug_idx" ON "video_categories" USING btree ("slug");
  CREATE INDEX "video_categories_sort_idx" ON "video_categories" USING btree ("sort");
  CREATE INDEX "video_categories_updated_at_idx" ON "video_categories" USING btree ("updated_at");
  CREATE INDEX "video_categories_created_at_idx" ON "video_categories" USING btree ("created_at");
  CREATE INDEX "video_categories__status_idx" ON "video_categories" USING btree ("_status");
  CREATE INDEX "_video_categories_v_parent_idx" ON "_video_categories_v" USING btree ("parent_id");
  CREATE INDEX "_video_categories_v_version_version_slug_idx" ON "_video_categories_v" USING btree ("version_slug");
  CREATE INDEX "_video_categories_v_version_version_sort_idx" ON "_video_categories_v" USING btree ("version_sort");
  CREATE INDEX "_video_categories_v_version_version_updated_at_idx" ON "_video_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_categories_v_version_version_created_at_idx" ON "_video_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_video_categories_v_version_version__status_idx" ON "_video_categories_v" USING btree ("version__status");
  CREATE INDEX "_video_categories_v_created_at_idx" ON "_video_categories_v" USING btree ("created_at");
  CREATE INDEX "_video_categories_v_updated_at_idx" ON "_video_categories_v" USING btree ("updated_at");
  CREATE INDEX "_video_categories_v_latest_idx" ON "_video_categories_v" USING btree ("latest");
  CREATE INDEX "videos_channels_order_idx" ON "videos_channels" USING btree ("order");
  CREATE INDEX "videos_channels_parent_idx" ON "videos_channels" USING btree ("parent_id");
  CREATE INDEX "videos_channels_value_idx" ON "videos_channels" USING btree ("value");
  CREATE UNIQUE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");
  CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id");
  CREATE INDEX "videos_poster_idx" ON "videos" USING btree ("poster_id");
  CREATE INDEX "videos_file_idx" ON "videos" USING btree ("file_id");
  CREATE INDEX "videos_captions_captions_file_idx" ON "videos" USING btree ("captions_file_id");
  CREATE INDEX "videos_date_idx" ON "videos" USING btree ("date");
  CREATE INDEX "videos_sort_idx" ON "videos" USING btree ("sort");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE INDEX "videos_rels_order_idx" ON "videos_rels" USING btree ("order");
  CREATE INDEX "videos_rels_parent_idx" ON "videos_rels" USING btree ("parent_id");
  CREATE INDEX "videos_rels_path_idx" ON "videos_rels" USING btree ("path");
  CREATE INDEX "videos_rels_nations_id_idx" ON "videos_rels" USING btree ("nations_id");
  CREATE INDEX "_videos_v_version_channels_order_idx" ON "_videos_v_version_channels" USING btree ("order");
  CREATE INDEX "_videos_v_version_channels_parent_idx" ON "_videos_v_version_channels" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_channels_value_idx" ON "_videos_v_version_channels" USING btree ("value");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_slug_idx" ON "_videos_v" USING btree ("version_slug");
  CREATE INDEX "_videos_v_version_version_category_idx" ON "_videos_v" USING btree ("version_category_id");
  CREATE INDEX "_videos_v_version_version_poster_idx" ON "_videos_v" USING btree ("version_poster_id");
  CREATE INDEX "_videos_v_version_version_file_idx" ON "_videos_v" USING btree ("version_file_id");
  CREATE INDEX "_videos_v_version_captions_version_captions_file_idx" ON "_videos_v" USING btree ("version_captions_file_id");
  CREATE INDEX "_videos_v_version_version_date_idx" ON "_videos_v" USING btree ("version_date");
  CREATE INDEX "_videos_v_version_version_sort_idx" ON "_videos_v" USING btree ("version_sort");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE INDEX "_videos_v_rels_order_idx" ON "_videos_v_rels" USING btree ("order");
  CREATE INDEX "_videos_v_rels_parent_idx" ON "_videos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_videos_v_rels_path_idx" ON "_videos_v_rels" USING btree ("path");
  CREATE INDEX "_videos_v_rels_nations_id_idx" ON "_videos_v_rels" USING btree ("nations_id");
  CREATE UNIQUE INDEX "restaurant_areas_slug_idx" ON "restaurant_areas" USING btree ("slug");
  CREATE INDEX "restaurant_areas_nation_idx" ON "restaurant_areas" USING btree ("nation_id");
  CREATE INDEX "restaurant_areas_image_idx" ON "restaurant_areas" USING btree ("image_id");
  CREATE INDEX "restaurant_areas_sort_idx" ON "restaurant_areas" USING btree ("sort");
  CREATE INDEX "restaurant_areas_updated_at_idx" ON "restaurant_areas" USING btree ("updated_at");
  CREATE INDEX "restaurant_areas_created_at_idx" ON "restaurant_areas" USING btree ("created_at");
  CREATE INDEX "restaurant_areas__status_idx" ON "restaurant_areas" USING btree ("_status");
  CREATE INDEX "_restaurant_areas_v_parent_idx" ON "_restaurant_areas_v" USING btree ("parent_id");
  CREATE INDEX "_restaurant_areas_v_version_version_slug_idx" ON "_restaurant_areas_v" USING btree ("version_slug");
  CREATE INDEX "_restaurant_areas_v_version_version_nation_idx" ON "_restaurant_areas_v" USING btree ("version_nation_id");
  CREATE INDEX "_restaurant_areas_v_version_version_image_idx" ON "_restaurant_areas_v" USING btree ("version_image_id");
  CREATE INDEX "_restaurant_areas_v_version_version_sort_idx" ON "_restaurant_areas_v" USING btree ("version_sort");
  CREATE INDEX "_restaurant_areas_v_version_version_updated_at_idx" ON "_restaurant_areas_v" USING btree ("version_updated_at");
  CREATE INDEX "_restaurant_areas_v_version_version_created_at_idx" ON "_restaurant_areas_v" USING btree ("version_created_at");
  CREATE INDEX "_restaurant_areas_v_version_version__status_idx" ON "_restaurant_areas_v" USING btree ("version__status");
  CREATE INDEX "_restaurant_areas_v_created_at_idx" ON "_restaurant_areas_v" USING btree ("created_at");
  CREATE INDEX "_restaurant_areas_v_updated_at_idx" ON "_restaurant_areas_v" USING btree ("updated_at");
  CREATE INDEX "_restaurant_areas_v_latest_idx" ON "_restaurant_areas_v" USING btree ("latest");
  CREATE INDEX "intro_pages_images_order_idx" ON "intro_pages_images" USING btree ("_order");
  CREATE INDEX "intro_pages_images_parent_id_idx" ON "intro_pages_images" USING btree ("_parent_id");
  CREATE INDEX "intro_pages_images_image_idx" ON "intro_pages_images" USING btree ("image_id");
  CREATE INDEX "intro_pages_order_idx" ON "intro_pages" USING btree ("_order");
  CREATE INDEX "intro_pages_parent_id_idx" ON "intro_pages" USING btree ("_parent_id");
  CREATE INDEX "outro_pages_images_order_idx" ON "outro_pages_images" USING btree ("_order");
  CREATE INDEX "outro_pages_images_parent_id_idx" ON "outro_pages_images" USING btree ("_parent_id");
  CREATE INDEX "outro_pages_images_image_idx" ON "outro_pages_images" USING btree ("image_id");
  CREATE INDEX "outro_pages_order_idx" ON "outro_pages" USING btree ("_order");
  CREATE INDEX "outro_pages_parent_id_idx" ON "outro_pages" USING btree ("_parent_id");
  CREATE INDEX "restaurant_covers_type_idx" ON "restaurant_covers" USING btree ("type");
  CREATE INDEX "restaurant_covers_volume_idx" ON "restaurant_covers" USING btree ("volume");
  CREATE INDEX "restaurant_covers_nation_idx" ON "restaurant_covers" USING btree ("nation_id");
  CREATE INDEX "restaurant_covers_area_idx" ON "restaurant_covers" USING btree ("area_id");
  CREATE INDEX "restaurant_covers_updated_at_idx" ON "restaurant_covers" USING btree ("updated_at");
  CREATE INDEX "restaurant_covers_created_at_idx" ON "restaurant_covers" USING btree ("created_at");
  CREATE INDEX "restaurant_covers__status_idx" ON "restaurant_covers" USING btree ("_status");
  CREATE INDEX "_intro_pages_v_images_order_idx" ON "_intro_pages_v_images" USING btree ("_order");
  CREATE INDEX "_intro_pages_v_images_parent_id_idx" ON "_intro_pages_v_images" USING btree ("_parent_id");
  CREATE INDEX "_intro_pages_v_images_image_idx" ON "_intro_pages_v_images" USING btree ("image_id");
  CREATE INDEX "_intro_pages_v_order_idx" ON "_intro_pages_v" USING btree ("_order");
  CREATE INDEX "_intro_pages_v_parent_id_idx" ON "_intro_pages_v" USING btree ("_parent_id");
  CREATE INDEX "_outro_pages_v_images_order_idx" ON "_outro_pages_v_images" USING btree ("_order");
  CREATE INDEX "_outro_pages_v_images_parent_id_idx" ON "_outro_pages_v_images" USING btree ("_parent_id");
  CREATE INDEX "_outro_pages_v_images_image_idx" ON "_outro_pages_v_images" USING btree ("image_id");
  CREATE INDEX "_outro_pages_v_order_idx" ON "_outro_pages_v" USING btree ("_order");
  CREATE INDEX "_outro_pages_v_parent_id_idx" ON "_outro_pages_v" USING btree ("_parent_id");
  CREATE INDEX "_restaurant_covers_v_parent_idx" ON "_restaurant_covers_v" USING btree ("parent_id");
  CREATE INDEX "_restaurant_covers_v_version_version_type_idx" ON "_restaurant_covers_v" USING btree ("version_type");
  CREATE INDEX "_restaurant_covers_v_version_version_volume_idx" ON "_restaurant_covers_v" USING btree ("version_volume");
  CREATE INDEX "_restaurant_covers_v_version_version_nation_idx" ON "_restaurant_covers_v" USING btree ("version_nation_id");
  CREATE INDEX "_restaurant_covers_v_version_version_area_idx" ON "_restaurant_covers_v" USING btree ("version_area_id");
  CREATE INDEX "_restaurant_covers_v_version_version_updated_at_idx" ON "_restaurant_covers_v" USING btree ("version_updated_at");
  CREATE INDEX "_restaurant_covers_v_version_version_created_at_idx" ON "_restaurant_covers_v" USING btree ("version_created_at");
  CREATE INDEX "_restaurant_covers_v_version_version__status_idx" ON "_restaurant_covers_v" USING btree ("version__status");
  CREATE INDEX "_restaurant_covers_v_created_at_idx" ON "_restaurant_covers_v" USING btree ("created_at");
  CREATE INDEX "_restaurant_covers_v_updated_at_idx" ON "_restaurant_covers_v" USING btree ("updated_at");
  CREATE INDEX "_restaurant_covers_v_latest_idx" ON "_restaurant_covers_v" USING btree ("latest");
  CREATE INDEX "restaurant_menus_courses_dishes_order_idx" ON "restaurant_menus_courses_dishes" USING btree ("_order");
  CREATE INDEX "restaurant_menus_courses_dishes_parent_id_idx" ON "restaurant_menus_courses_dishes" USING btree ("_parent_id");
  CREATE INDEX "restaurant_menus_courses_order_idx" ON "restaurant_menus_courses" USING btree ("_order");
  CREATE INDEX "restaurant_menus_courses_parent_id_idx" ON "restaurant_menus_courses" USING btree ("_parent_id");
  CREATE INDEX "restaurant_menus_type_idx" ON "restaurant_menus" USING btree ("type");
  CREATE INDEX "restaurant_menus_volume_idx" ON "restaurant_menus" USING btree ("volume");
  CREATE INDEX "restaurant_menus_nation_idx" ON "restaurant_menus" USING btree ("nation_id");
  CREATE INDEX "restaurant_menus_updated_at_idx" ON "restaurant_menus" USING btree ("updated_at");
  CREATE INDEX "restaurant_menus_created_at_idx" ON "restaurant_menus" USING btree ("created_at");
  CREATE INDEX "restaurant_menus__status_idx" ON "restaurant_menus" USING btree ("_status");
  CREATE INDEX "_restaurant_menus_v_version_courses_dishes_order_idx" ON "_restaurant_menus_v_version_courses_dishes" USING btree ("_order");
  CREATE INDEX "_restaurant_menus_v_version_courses_dishes_parent_id_idx" ON "_restaurant_menus_v_version_courses_dishes" USING btree ("_parent_id");
  CREATE INDEX "_restaurant_menus_v_version_courses_order_idx" ON "_restaurant_menus_v_version_courses" USING btree ("_order");
  CREATE INDEX "_restaurant_menus_v_version_courses_parent_id_idx" ON "_restaurant_menus_v_version_courses" USING btree ("_parent_id");
  CREATE INDEX "_restaurant_menus_v_parent_idx" ON "_restaurant_menus_v" USING btree ("parent_id");
  CREATE INDEX "_restaurant_menus_v_version_version_type_idx" ON "_restaurant_menus_v" USING btree ("version_type");
  CREATE INDEX "_restaurant_menus_v_version_version_volume_idx" ON "_restaurant_menus_v" USING btree ("version_volume");
  CREATE INDEX "_restaurant_menus_v_version_version_nation_idx" ON "_restaurant_menus_v" USING btree ("version_nation_id");
  CREATE INDEX "_restaurant_menus_v_version_version_updated_at_idx" ON "_restaurant_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_restaurant_menus_v_version_version_created_at_idx" ON "_restaurant_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_restaurant_menus_v_version_version__status_idx" ON "_restaurant_menus_v" USING btree ("version__status");
  CREATE INDEX "_restaurant_menus_v_created_at_idx" ON "_restaurant_menus_v" USING btree ("created_at");
  CREATE INDEX "_restaurant_menus_v_updated_at_idx" ON "_restaurant_menus_v" USING btree ("updated_at");
  CREATE INDEX "_restaurant_menus_v_latest_idx" ON "_restaurant_menus_v" USING btree ("latest");
  CREATE INDEX "venues_pages_images_order_idx" ON "venues_pages_images" USING btree ("_order");
  CREATE INDEX "venues_pages_images_parent_id_idx" ON "venues_pages_images" USING btree ("_parent_id");
  CREATE INDEX "venues_pages_images_image_idx" ON "venues_pages_images" USING btree ("image_id");
  CREATE INDEX "venues_pages_order_idx" ON "venues_pages" USING btree ("_order");
  CREATE INDEX "venues_pages_parent_id_idx" ON "venues_pages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "venues_slug_idx" ON "venues" USING btree ("slug");
  CREATE INDEX "venues_type_idx" ON "venues" USING btree ("type");
  CREATE INDEX "venues_volume_idx" ON "venues" USING btree ("volume");
  CREATE INDEX "venues_nation_idx" ON "venues" USING btree ("nation_id");
  CREATE INDEX "venues_area_idx" ON "venues" USING btree ("area_id");
  CREATE INDEX "venues_image_idx" ON "venues" USING btree ("image_id");
  CREATE INDEX "venues_sort_idx" ON "venues" USING btree ("sort");
  CREATE INDEX "venues_updated_at_idx" ON "venues" USING btree ("updated_at");
  CREATE INDEX "venues_created_at_idx" ON "venues" USING btree ("created_at");
  CREATE INDEX "venues__status_idx" ON "venues" USING btree ("_status");
  CREATE INDEX "_venues_v_version_pages_images_order_idx" ON "_venues_v_version_pages_images" USING btree ("_order");
  CREATE INDEX "_venues_v_version_pages_images_parent_id_idx" ON "_venues_v_version_pages_images" USING btree ("_parent_id");
  CREATE INDEX "_venues_v_version_pages_images_image_idx" ON "_venues_v_version_pages_images" USING btree ("image_id");
  CREATE INDEX "_venues_v_version_pages_order_idx" ON "_venues_v_version_pages" USING btree ("_order");
  CREATE INDEX "_venues_v_version_pages_parent_id_idx" ON "_venues_v_version_pages" USING btree ("_parent_id");
  CREATE INDEX "_venues_v_parent_idx" ON "_venues_v" USING btree ("parent_id");
  CREATE INDEX "_venues_v_version_version_slug_idx" ON "_venues_v" USING btree ("version_slug");
  CREATE INDEX "_venues_v_version_version_type_idx" ON "_venues_v" USING btree ("version_type");
  CREATE INDEX "_venues_v_version_version_volume_idx" ON "_venues_v" USING btree ("version_volume");
  CREATE INDEX "_venues_v_version_version_nation_idx" ON "_venues_v" USING btree ("version_nation_id");
  CREATE INDEX "_venues_v_version_version_area_idx" ON "_venues_v" USING btree ("version_area_id");
  CREATE INDEX "_venues_v_version_version_image_idx" ON "_venues_v" USING btree ("version_image_id");
  CREATE INDEX "_venues_v_version_version_sort_idx" ON "_venues_v" USING btree ("version_sort");
  CREATE INDEX "_venues_v_version_version_updated_at_idx" ON "_venues_v" USING btree ("version_updated_at");
  CREATE INDEX "_venues_v_version_version_created_at_idx" ON "_venues_v" USING btree ("version_created_at");
  CREATE INDEX "_venues_v_version_version__status_idx" ON "_venues_v" USING btree ("version__status");
  CREATE INDEX "_venues_v_created_at_idx" ON "_venues_v" USING btree ("created_at");
  CREATE INDEX "_venues_v_updated_at_idx" ON "_venues_v" USING btree ("updated_at");
  CREATE INDEX "_venues_v_latest_idx" ON "_venues_v" USING btree ("latest");
  CREATE UNIQUE INDEX "beyond_items_slug_idx" ON "beyond_items" USING btree ("slug");
  CREATE INDEX "beyond_items_image_idx" ON "beyond_items" USING btree ("image_id");
  CREATE INDEX "beyond_items_download_idx" ON "beyond_items" USING btree ("download_id");
  CREATE INDEX "beyond_items_sort_idx" ON "beyond_items" USING btree ("sort");
  CREATE INDEX "beyond_items_updated_at_idx" ON "beyond_items" USING btree ("updated_at");
  CREATE INDEX "beyond_items_created_at_idx" ON "beyond_items" USING btree ("created_at");
  CREATE INDEX "beyond_items__status_idx" ON "beyond_items" USING btree ("_status");
  CREATE INDEX "_beyond_items_v_parent_idx" ON "_beyond_items_v" USING btree ("parent_id");
  CREATE INDEX "_beyond_items_v_version_version_slug_idx" ON "_beyond_items_v" USING btree ("version_slug");
  CREATE INDEX "_beyond_items_v_version_version_image_idx" ON "_beyond_items_v" USING btree ("version_image_id");
  CREATE INDEX "_beyond_items_v_version_version_download_idx" ON "_beyond_items_v" USING btree ("version_download_id");
  CREATE INDEX "_beyond_items_v_version_version_sort_idx" ON "_beyond_items_v" USING btree ("version_sort");
  CREATE INDEX "_beyond_items_v_version_version_updated_at_idx" ON "_beyond_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_beyond_items_v_version_version_created_at_idx" ON "_beyond_items_v" USING btree ("version_created_at");
  CREATE INDEX "_beyond_items_v_version_version__status_idx" ON "_beyond_items_v" USING btree ("version__status");
  CREATE INDEX "_beyond_items_v_created_at_idx" ON "_beyond_items_v" USING btree ("created_at");
  CREATE INDEX "_beyond_items_v_updated_at_idx" ON "_beyond_items_v" USING btree ("updated_at");
  CREATE INDEX "_beyond_items_v_latest_idx" ON "_beyond_items_v" USING btree ("latest");
  CREATE INDEX "beyond_page_introduce_images_order_idx" ON "beyond_page_introduce_images" USING btree ("_order");
  CREATE INDEX "beyond_page_introduce_images_parent_id_idx" ON "beyond_page_introduce_images" USING btree ("_parent_id");
  CREATE INDEX "beyond_page_introduce_images_image_idx" ON "beyond_page_introduce_images" USING btree ("image_id");
  CREATE INDEX "beyond_page_content_images_order_idx" ON "beyond_page_content_images" USING btree ("_order");
  CREATE INDEX "beyond_page_content_images_parent_id_idx" ON "beyond_page_content_images" USING btree ("_parent_id");
  CREATE INDEX "beyond_page_content_images_image_idx" ON "beyond_page_content_images" USING btree ("image_id");
  CREATE INDEX "beyond_page_reels_order_idx" ON "beyond_page_reels" USING btree ("_order");
  CREATE INDEX "beyond_page_reels_parent_id_idx" ON "beyond_page_reels" USING btree ("_parent_id");
  CREATE INDEX "beyond_page_reels_thumbnail_idx" ON "beyond_page_reels" USING btree ("thumbnail_id");
  CREATE INDEX "beyond_page_reels_video_idx" ON "beyond_page_reels" USING btree ("video_id");
  CREATE INDEX "beyond_page_cover_image_idx" ON "beyond_page" USING btree ("cover_image_id");
  CREATE INDEX "beyond_page_info_cover_image_info_cover_image_image_idx" ON "beyond_page" USING btree ("info_cover_image_image_id");
  CREATE INDEX "beyond_page_hardcopy_hardcopy_image_idx" ON "beyond_page" USING btree ("hardcopy_image_id");
  CREATE INDEX "beyond_page_hardcopy_hardcopy_pdf_idx" ON "beyond_page" USING btree ("hardcopy_pdf_id");
  CREATE INDEX "beyond_page__status_idx" ON "beyond_page" USING btree ("_status");
  CREATE INDEX "_beyond_page_v_version_introduce_images_order_idx" ON "_beyond_page_v_version_introduce_images" USING btree ("_order");
  CREATE INDEX "_beyond_page_v_version_introduce_images_parent_id_idx" ON "_beyond_page_v_version_introduce_images" USING btree ("_parent_id");
  CREATE INDEX "_beyond_page_v_version_introduce_images_image_idx" ON "_beyond_page_v_version_introduce_images" USING btree ("image_id");
  CREATE INDEX "_beyond_page_v_version_content_images_order_idx" ON "_beyond_page_v_version_content_images" USING btree ("_order");
  CREATE INDEX "_beyond_page_v_version_content_images_parent_id_idx" ON "_beyond_page_v_version_content_images" USING btree ("_parent_id");
  CREATE INDEX "_beyond_page_v_version_content_images_image_idx" ON "_beyond_page_v_version_content_images" USING btree ("image_id");
  CREATE INDEX "_beyond_page_v_version_reels_order_idx" ON "_beyond_page_v_version_reels" USING btree ("_order");
  CREATE INDEX "_beyond_page_v_version_reels_parent_id_idx" ON "_beyond_page_v_version_reels" USING btree ("_parent_id");
  CREATE INDEX "_beyond_page_v_version_reels_thumbnail_idx" ON "_beyond_page_v_version_reels" USING btree ("thumbnail_id");
  CREATE INDEX "_beyond_page_v_version_reels_video_idx" ON "_beyond_page_v_version_reels" USING btree ("video_id");
  CREATE INDEX "_beyond_page_v_version_version_cover_image_idx" ON "_beyond_page_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_beyond_page_v_version_info_cover_image_version_info_cov_idx" ON "_beyond_page_v" USING btree ("version_info_cover_image_image_id");
  CREATE INDEX "_beyond_page_v_version_hardcopy_version_hardcopy_image_idx" ON "_beyond_page_v" USING btree ("version_hardcopy_image_id");
  CREATE INDEX "_beyond_page_v_version_hardcopy_version_hardcopy_pdf_idx" ON "_beyond_page_v" USING btree ("version_hardcopy_pdf_id");
  CREATE INDEX "_beyond_page_v_version_version__status_idx" ON "_beyond_page_v" USING btree ("version__status");
  CREATE INDEX "_beyond_page_v_created_at_idx" ON "_beyond_page_v" USING btree ("created_at");
  CREATE INDEX "_beyond_page_v_updated_at_idx" ON "_beyond_page_v" USING btree ("updated_at");
  CREATE INDEX "_beyond_page_v_latest_idx" ON "_beyond_page_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_provinces_fk" FOREIGN KEY ("provinces_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurant_areas_fk" FOREIGN KEY ("restaurant_areas_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurant_covers_fk" FOREIGN KEY ("restaurant_covers_id") REFERENCES "public"."restaurant_covers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurant_menus_fk" FOREIGN KEY ("restaurant_menus_id") REFERENCES "public"."restaurant_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beyond_items_fk" FOREIGN KEY ("beyond_items_id") REFERENCES "public"."beyond_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_videos_image_id_media_id_fk" FOREIGN KEY ("videos_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_tv_image_id_media_id_fk" FOREIGN KEY ("tv_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_videos_image_id_media_id_fk" FOREIGN KEY ("version_videos_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_tv_image_id_media_id_fk" FOREIGN KEY ("version_tv_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_provinces_id_idx" ON "payload_locked_documents_rels" USING btree ("provinces_id");
  CREATE INDEX "payload_locked_documents_rels_video_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("video_categories_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_restaurant_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurant_areas_id");
  CREATE INDEX "payload_locked_documents_rels_restaurant_covers_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurant_covers_id");
  CREATE INDEX "payload_locked_documents_rels_restaurant_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurant_menus_id");
  CREATE INDEX "payload_locked_documents_rels_venues_id_idx" ON "payload_locked_documents_rels" USING btree ("venues_id");
  CREATE INDEX "payload_locked_documents_rels_beyond_items_id_idx" ON "payload_locked_documents_rels" USING btree ("beyond_items_id");
  CREATE INDEX "list_pages_videos_videos_image_idx" ON "list_pages" USING btree ("videos_image_id");
  CREATE INDEX "list_pages_tv_tv_image_idx" ON "list_pages" USING btree ("tv_image_id");
  CREATE INDEX "_list_pages_v_version_videos_version_videos_image_idx" ON "_list_pages_v" USING btree ("version_videos_image_id");
  CREATE INDEX "_list_pages_v_version_tv_version_tv_image_idx" ON "_list_pages_v" USING btree ("version_tv_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "provinces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_version_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurant_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurant_areas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "intro_pages_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "intro_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outro_pages_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outro_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurant_covers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_intro_pages_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_intro_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_outro_pages_v_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_outro_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurant_covers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurant_menus_courses_dishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurant_menus_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurant_menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurant_menus_v_version_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurant_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "venues_pages_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "venues_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "venues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_venues_v_version_pages_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_venues_v_version_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_venues_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beyond_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beyond_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beyond_page_introduce_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beyond_page_content_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beyond_page_reels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beyond_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beyond_page_v_version_introduce_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beyond_page_v_version_content_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beyond_page_v_version_reels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beyond_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "files" CASCADE;
  DROP TABLE "provinces" CASCADE;
  DROP TABLE "video_categories" CASCADE;
  DROP TABLE "_video_categories_v" CASCADE;
  DROP TABLE "videos_channels" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_rels" CASCADE;
  DROP TABLE "_videos_v_version_channels" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "_videos_v_rels" CASCADE;
  DROP TABLE "restaurant_areas" CASCADE;
  DROP TABLE "_restaurant_areas_v" CASCADE;
  DROP TABLE "intro_pages_images" CASCADE;
  DROP TABLE "intro_pages" CASCADE;
  DROP TABLE "outro_pages_images" CASCADE;
  DROP TABLE "outro_pages" CASCADE;
  DROP TABLE "restaurant_covers" CASCADE;
  DROP TABLE "_intro_pages_v_images" CASCADE;
  DROP TABLE "_intro_pages_v" CASCADE;
  DROP TABLE "_outro_pages_v_images" CASCADE;
  DROP TABLE "_outro_pages_v" CASCADE;
  DROP TABLE "_restaurant_covers_v" CASCADE;
  DROP TABLE "restaurant_menus_courses_dishes" CASCADE;
  DROP TABLE "restaurant_menus_courses" CASCADE;
  DROP TABLE "restaurant_menus" CASCADE;
  DROP TABLE "_restaurant_menus_v_version_courses_dishes" CASCADE;
  DROP TABLE "_restaurant_menus_v_version_courses" CASCADE;
  DROP TABLE "_restaurant_menus_v" CASCADE;
  DROP TABLE "venues_pages_images" CASCADE;
  DROP TABLE "venues_pages" CASCADE;
  DROP TABLE "venues" CASCADE;
  DROP TABLE "_venues_v_version_pages_images" CASCADE;
  DROP TABLE "_venues_v_version_pages" CASCADE;
  DROP TABLE "_venues_v" CASCADE;
  DROP TABLE "beyond_items" CASCADE;
  DROP TABLE "_beyond_items_v" CASCADE;
  DROP TABLE "beyond_page_introduce_images" CASCADE;
  DROP TABLE "beyond_page_content_images" CASCADE;
  DROP TABLE "beyond_page_reels" CASCADE;
  DROP TABLE "beyond_page" CASCADE;
  DROP TABLE "_beyond_page_v_version_introduce_images" CASCADE;
  DROP TABLE "_beyond_page_v_version_content_images" CASCADE;
  DROP TABLE "_beyond_page_v_version_reels" CASCADE;
  DROP TABLE "_beyond_page_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_provinces_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_restaurant_areas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_restaurant_covers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_restaurant_menus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_venues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_beyond_items_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_videos_image_id_media_id_fk";
  
  ALTER TABLE "list_pages" DROP CONSTRAINT "list_pages_tv_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_videos_image_id_media_id_fk";
  
  ALTER TABLE "_list_pages_v" DROP CONSTRAINT "_list_pages_v_version_tv_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_provinces_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_restaurant_areas_id_idx";
  DROP INDEX "payload_locked_documents_rels_restaurant_covers_id_idx";
  DROP INDEX "payload_locked_documents_rels_restaurant_menus_id_idx";
  DROP INDEX "payload_locked_documents_rels_venues_id_idx";
  DROP INDEX "payload_locked_documents_rels_beyond_items_id_idx";
  DROP INDEX "list_pages_videos_videos_image_idx";
  DROP INDEX "list_pages_tv_tv_image_idx";
  DROP INDEX "_list_pages_v_version_videos_version_videos_image_idx";
  DROP INDEX "_list_pages_v_version_tv_version_tv_image_idx";
  ALTER TABLE "agencies" DROP COLUMN "contract_legal_name";
  ALTER TABLE "agencies" DROP COLUMN "contract_tax_id";
  ALTER TABLE "agencies" DROP COLUMN "contract_licence_number";
  ALTER TABLE "agencies" DROP COLUMN "contract_registered_address";
  ALTER TABLE "agencies" DROP COLUMN "contract_billing_email";
  ALTER TABLE "agencies" DROP COLUMN "contract_billing_phone";
  ALTER TABLE "agencies" DROP COLUMN "contract_signatory_name";
  ALTER TABLE "agencies" DROP COLUMN "contract_signatory_position";
  ALTER TABLE "agencies" DROP COLUMN "contract_updated_at";
  ALTER TABLE "agencies" DROP COLUMN "contract_updated_by";
  ALTER TABLE "agents" DROP COLUMN "is_agency_admin";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "provinces_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "restaurant_areas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "restaurant_covers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "restaurant_menus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "venues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "beyond_items_id";
  ALTER TABLE "list_pages" DROP COLUMN "videos_title";
  ALTER TABLE "list_pages" DROP COLUMN "videos_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "videos_image_id";
  ALTER TABLE "list_pages" DROP COLUMN "tv_title";
  ALTER TABLE "list_pages" DROP COLUMN "tv_subtitle";
  ALTER TABLE "list_pages" DROP COLUMN "tv_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_videos_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_videos_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_videos_image_id";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_tv_title";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_tv_subtitle";
  ALTER TABLE "_list_pages_v" DROP COLUMN "version_tv_image_id";
  DROP TYPE "public"."enum_video_categories_status";
  DROP TYPE "public"."enum__video_categories_v_version_status";
  DROP TYPE "public"."enum_videos_channels";
  DROP TYPE "public"."enum_videos_source";
  DROP TYPE "public"."enum_videos_status";
  DROP TYPE "public"."enum__videos_v_version_channels";
  DROP TYPE "public"."enum__videos_v_version_source";
  DROP TYPE "public"."enum__videos_v_version_status";
  DROP TYPE "public"."enum_restaurant_areas_status";
  DROP TYPE "public"."enum__restaurant_areas_v_version_status";
  DROP TYPE "public"."enum_restaurant_covers_type";
  DROP TYPE "public"."enum_restaurant_covers_status";
  DROP TYPE "public"."enum__restaurant_covers_v_version_type";
  DROP TYPE "public"."enum__restaurant_covers_v_version_status";
  DROP TYPE "public"."enum_restaurant_menus_type";
  DROP TYPE "public"."enum_restaurant_menus_status";
  DROP TYPE "public"."enum__restaurant_menus_v_version_type";
  DROP TYPE "public"."enum__restaurant_menus_v_version_status";
  DROP TYPE "public"."enum_venues_type";
  DROP TYPE "public"."enum_venues_status";
  DROP TYPE "public"."enum__venues_v_version_type";
  DROP TYPE "public"."enum__venues_v_version_status";
  DROP TYPE "public"."enum_beyond_items_status";
  DROP TYPE "public"."enum__beyond_items_v_version_status";
  DROP TYPE "public"."enum_beyond_page_status";
  DROP TYPE "public"."enum__beyond_page_v_version_status";`)
}
