import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_executive_profiles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__executive_profiles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_introducings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__introducings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_travel_inspirations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__travel_inspirations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_overland_journeys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__overland_journeys_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_concierge_cats_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__concierge_cats_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_concierge_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__concierge_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_fam_trips_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fam_trips_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_country_information_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__country_information_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_requests_form" AS ENUM('contact', 'get-in-touch');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_what_defines_us_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__what_defines_us_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_us_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_us_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_our_values_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__our_values_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_our_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__our_products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_our_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__our_services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_corporate_profile_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__corporate_profile_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_points_of_difference_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__points_of_difference_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_multi_country_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__multi_country_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sales_network_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sales_network_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_get_in_touch_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__get_in_touch_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_collaborate_with_us_steps_kind" AS ENUM('image', 'text');
  CREATE TYPE "public"."enum_collaborate_with_us_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__collaborate_with_us_v_version_steps_kind" AS ENUM('image', 'text');
  CREATE TYPE "public"."enum__collaborate_with_us_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_our_portfolio_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__our_portfolio_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_travel_portfolio_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__travel_portfolio_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_marketplace_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__marketplace_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_press_room_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_room_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_expedition_cruise_line_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__expedition_cruise_line_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_list_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__list_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "faqs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"category" varchar,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_category" varchar,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "team_members" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"position" varchar,
  	"department" varchar,
  	"location" varchar,
  	"bio" varchar,
  	"photo_id" uuid,
  	"languages" varchar,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_team_members_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_position" varchar,
  	"version_department" varchar,
  	"version_location" varchar,
  	"version_bio" varchar,
  	"version_photo_id" uuid,
  	"version_languages" varchar,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "executive_profiles" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"position" varchar,
  	"photo_id" uuid,
  	"quote" varchar,
  	"bio" jsonb,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_executive_profiles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_executive_profiles_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_position" varchar,
  	"version_photo_id" uuid,
  	"version_quote" varchar,
  	"version_bio" jsonb,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__executive_profiles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "introducings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"nation_id" uuid,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"body" jsonb,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_introducings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_introducings_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_nation_id" uuid,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_body" jsonb,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__introducings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "travel_inspirations_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "travel_inspirations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"duration" varchar,
  	"theme" varchar,
  	"summary" varchar,
  	"image_id" uuid,
  	"body" jsonb,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_travel_inspirations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "travel_inspirations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "_travel_inspirations_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_travel_inspirations_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_duration" varchar,
  	"version_theme" varchar,
  	"version_summary" varchar,
  	"version_image_id" uuid,
  	"version_body" jsonb,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__travel_inspirations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_travel_inspirations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "overland_journeys_itinerary" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "overland_journeys" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"from" varchar,
  	"to" varchar,
  	"days" numeric,
  	"summary" varchar,
  	"image_id" uuid,
  	"body" jsonb,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_overland_journeys_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "overland_journeys_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "_overland_journeys_v_version_itinerary" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_overland_journeys_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_from" varchar,
  	"version_to" varchar,
  	"version_days" numeric,
  	"version_summary" varchar,
  	"version_image_id" uuid,
  	"version_body" jsonb,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__overland_journeys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_overland_journeys_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "concierge_cats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"image_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_concierge_cats_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_concierge_cats_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_image_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__concierge_cats_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "concierge_items" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"category_id" uuid,
  	"nation_id" uuid,
  	"location" varchar,
  	"summary" varchar,
  	"image_id" uuid,
  	"body" jsonb,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_concierge_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_concierge_items_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_category_id" uuid,
  	"version_nation_id" uuid,
  	"version_location" varchar,
  	"version_summary" varchar,
  	"version_image_id" uuid,
  	"version_body" jsonb,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__concierge_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "fam_trips_itinerary" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "fam_trips" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"nation_id" uuid,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"seats" numeric,
  	"summary" varchar,
  	"image_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_fam_trips_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_fam_trips_v_version_itinerary" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fam_trips_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_nation_id" uuid,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_seats" numeric,
  	"version_summary" varchar,
  	"version_image_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__fam_trips_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "country_information" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"nation_id" uuid,
  	"capital" varchar,
  	"currency" varchar,
  	"time_zone" varchar,
  	"languages" varchar,
  	"best_time" varchar,
  	"visa" varchar,
  	"climate" varchar,
  	"overview" varchar,
  	"image_id" uuid,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_country_information_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_country_information_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_nation_id" uuid,
  	"version_capital" varchar,
  	"version_currency" varchar,
  	"version_time_zone" varchar,
  	"version_languages" varchar,
  	"version_best_time" varchar,
  	"version_visa" varchar,
  	"version_climate" varchar,
  	"version_overview" varchar,
  	"version_image_id" uuid,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__country_information_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "contact_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"form" "enum_contact_requests_form" NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"message" varchar NOT NULL,
  	"additional_details" varchar,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_image_id" uuid,
  	"version_intro_title" varchar,
  	"version_intro_text" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "what_defines_us_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "what_defines_us" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_what_defines_us_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_what_defines_us_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_what_defines_us_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__what_defines_us_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "about_us_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "about_us_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "about_us" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_about_us_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_about_us_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_us_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_us_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__about_us_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "our_values_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "our_values" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_our_values_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_our_values_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_our_values_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__our_values_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "our_products_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" uuid,
  	"content" jsonb
  );
  
  CREATE TABLE "our_products" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"_status" "enum_our_products_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_our_products_v_version_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"image_id" uuid,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_our_products_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version__status" "enum__our_products_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "our_services_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" uuid,
  	"content" jsonb
  );
  
  CREATE TABLE "our_services" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"_status" "enum_our_services_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_our_services_v_version_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"image_id" uuid,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_our_services_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version__status" "enum__our_services_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "corporate_profile_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "corporate_profile_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "corporate_profile" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_corporate_profile_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_corporate_profile_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_corporate_profile_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_corporate_profile_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__corporate_profile_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "points_of_difference_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "points_of_difference" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_points_of_difference_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_points_of_difference_v_version_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_points_of_difference_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__points_of_difference_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "multi_country_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "multi_country_routes" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "multi_country" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_multi_country_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_multi_country_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_multi_country_v_version_routes" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_multi_country_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__multi_country_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "sales_network_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"region" varchar,
  	"city" varchar,
  	"country" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"contact_name" varchar
  );
  
  CREATE TABLE "sales_network" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_sales_network_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sales_network_v_version_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"region" varchar,
  	"city" varchar,
  	"country" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"contact_name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sales_network_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__sales_network_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "contact_page_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"hours" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "contact_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"form_title" varchar,
  	"form_intro" varchar,
  	"success_message" varchar,
  	"_status" "enum_contact_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_contact_page_v_version_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"hours" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version_form_title" varchar,
  	"version_form_intro" varchar,
  	"version_success_message" varchar,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "get_in_touch_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "get_in_touch" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"form_title" varchar,
  	"form_intro" varchar,
  	"success_message" varchar,
  	"_status" "enum_get_in_touch_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_get_in_touch_v_version_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_get_in_touch_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version_form_title" varchar,
  	"version_form_intro" varchar,
  	"version_success_message" varchar,
  	"version__status" "enum__get_in_touch_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "collaborate_with_us_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_collaborate_with_us_steps_kind" DEFAULT 'text',
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid
  );
  
  CREATE TABLE "collaborate_with_us" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"_status" "enum_collaborate_with_us_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_collaborate_with_us_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum__collaborate_with_us_v_version_steps_kind" DEFAULT 'text',
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_collaborate_with_us_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version__status" "enum__collaborate_with_us_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "our_portfolio_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "our_portfolio" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_our_portfolio_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_our_portfolio_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_our_portfolio_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__our_portfolio_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "travel_portfolio_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "travel_portfolio" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_travel_portfolio_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_travel_portfolio_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_travel_portfolio_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__travel_portfolio_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "marketplace_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "marketplace" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_marketplace_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_marketplace_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_marketplace_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__marketplace_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "press_room_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "press_room" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_press_room_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_press_room_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_press_room_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__press_room_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "expedition_cruise_line_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "expedition_cruise_line_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid
  );
  
  CREATE TABLE "expedition_cruise_line_voyages" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar
  );
  
  CREATE TABLE "expedition_cruise_line" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" uuid,
  	"intro" jsonb,
  	"_status" "enum_expedition_cruise_line_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_expedition_cruise_line_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_expedition_cruise_line_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_expedition_cruise_line_v_version_voyages" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_expedition_cruise_line_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" uuid,
  	"version_intro" jsonb,
  	"version__status" "enum__expedition_cruise_line_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "list_pages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"faq_title" varchar,
  	"faq_subtitle" varchar,
  	"faq_image_id" uuid,
  	"team_title" varchar,
  	"team_subtitle" varchar,
  	"team_image_id" uuid,
  	"executives_title" varchar,
  	"executives_subtitle" varchar,
  	"executives_image_id" uuid,
  	"inspirations_title" varchar,
  	"inspirations_subtitle" varchar,
  	"inspirations_image_id" uuid,
  	"overland_journeys_title" varchar,
  	"overland_journeys_subtitle" varchar,
  	"overland_journeys_image_id" uuid,
  	"day_programs_title" varchar,
  	"day_programs_subtitle" varchar,
  	"day_programs_image_id" uuid,
  	"concierge_title" varchar,
  	"concierge_subtitle" varchar,
  	"concierge_image_id" uuid,
  	"fam_trips_title" varchar,
  	"fam_trips_subtitle" varchar,
  	"fam_trips_image_id" uuid,
  	"country_information_title" varchar,
  	"country_information_subtitle" varchar,
  	"country_information_image_id" uuid,
  	"_status" "enum_list_pages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_list_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_faq_title" varchar,
  	"version_faq_subtitle" varchar,
  	"version_faq_image_id" uuid,
  	"version_team_title" varchar,
  	"version_team_subtitle" varchar,
  	"version_team_image_id" uuid,
  	"version_executives_title" varchar,
  	"version_executives_subtitle" varchar,
  	"version_executives_image_id" uuid,
  	"version_inspirations_title" varchar,
  	"version_inspirations_subtitle" varchar,
  	"version_inspirations_image_id" uuid,
  	"version_overland_journeys_title" varchar,
  	"version_overland_journeys_subtitle" varchar,
  	"version_overland_journeys_image_id" uuid,
  	"version_day_programs_title" varchar,
  	"version_day_programs_subtitle" varchar,
  	"version_day_programs_image_id" uuid,
  	"version_concierge_title" varchar,
  	"version_concierge_subtitle" varchar,
  	"version_concierge_image_id" uuid,
  	"version_fam_trips_title" varchar,
  	"version_fam_trips_subtitle" varchar,
  	"version_fam_trips_image_id" uuid,
  	"version_country_information_title" varchar,
  	"version_country_information_subtitle" varchar,
  	"version_country_information_image_id" uuid,
  	"version__status" "enum__list_pages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "home_page_highlights" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_filename" varchar;
  ALTER TABLE "programs" ADD COLUMN "slug" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "executive_profiles_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "introducings_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_inspirations_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "overland_journeys_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "concierge_cats_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "concierge_items_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fam_trips_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "country_information_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" uuid;
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "executive_profiles" ADD CONSTRAINT "executive_profiles_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_executive_profiles_v" ADD CONSTRAINT "_executive_profiles_v_parent_id_executive_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."executive_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_executive_profiles_v" ADD CONSTRAINT "_executive_profiles_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "introducings" ADD CONSTRAINT "introducings_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "introducings" ADD CONSTRAINT "introducings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_introducings_v" ADD CONSTRAINT "_introducings_v_parent_id_introducings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."introducings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_introducings_v" ADD CONSTRAINT "_introducings_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_introducings_v" ADD CONSTRAINT "_introducings_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_inspirations_highlights" ADD CONSTRAINT "travel_inspirations_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_inspirations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_inspirations" ADD CONSTRAINT "travel_inspirations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_inspirations_rels" ADD CONSTRAINT "travel_inspirations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travel_inspirations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_inspirations_rels" ADD CONSTRAINT "travel_inspirations_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_inspirations_v_version_highlights" ADD CONSTRAINT "_travel_inspirations_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_inspirations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_inspirations_v" ADD CONSTRAINT "_travel_inspirations_v_parent_id_travel_inspirations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travel_inspirations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_inspirations_v" ADD CONSTRAINT "_travel_inspirations_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_inspirations_v_rels" ADD CONSTRAINT "_travel_inspirations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_travel_inspirations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_inspirations_v_rels" ADD CONSTRAINT "_travel_inspirations_v_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "overland_journeys_itinerary" ADD CONSTRAINT "overland_journeys_itinerary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."overland_journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "overland_journeys" ADD CONSTRAINT "overland_journeys_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "overland_journeys_rels" ADD CONSTRAINT "overland_journeys_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."overland_journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "overland_journeys_rels" ADD CONSTRAINT "overland_journeys_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_overland_journeys_v_version_itinerary" ADD CONSTRAINT "_overland_journeys_v_version_itinerary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_overland_journeys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_overland_journeys_v" ADD CONSTRAINT "_overland_journeys_v_parent_id_overland_journeys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."overland_journeys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_overland_journeys_v" ADD CONSTRAINT "_overland_journeys_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_overland_journeys_v_rels" ADD CONSTRAINT "_overland_journeys_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_overland_journeys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_overland_journeys_v_rels" ADD CONSTRAINT "_overland_journeys_v_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "concierge_cats" ADD CONSTRAINT "concierge_cats_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_concierge_cats_v" ADD CONSTRAINT "_concierge_cats_v_parent_id_concierge_cats_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."concierge_cats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_concierge_cats_v" ADD CONSTRAINT "_concierge_cats_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concierge_items" ADD CONSTRAINT "concierge_items_category_id_concierge_cats_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."concierge_cats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concierge_items" ADD CONSTRAINT "concierge_items_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "concierge_items" ADD CONSTRAINT "concierge_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_concierge_items_v" ADD CONSTRAINT "_concierge_items_v_parent_id_concierge_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."concierge_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_concierge_items_v" ADD CONSTRAINT "_concierge_items_v_version_category_id_concierge_cats_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."concierge_cats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_concierge_items_v" ADD CONSTRAINT "_concierge_items_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_concierge_items_v" ADD CONSTRAINT "_concierge_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fam_trips_itinerary" ADD CONSTRAINT "fam_trips_itinerary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fam_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fam_trips" ADD CONSTRAINT "fam_trips_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fam_trips" ADD CONSTRAINT "fam_trips_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fam_trips_v_version_itinerary" ADD CONSTRAINT "_fam_trips_v_version_itinerary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fam_trips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fam_trips_v" ADD CONSTRAINT "_fam_trips_v_parent_id_fam_trips_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fam_trips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fam_trips_v" ADD CONSTRAINT "_fam_trips_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fam_trips_v" ADD CONSTRAINT "_fam_trips_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "country_information" ADD CONSTRAINT "country_information_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "country_information" ADD CONSTRAINT "country_information_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_country_information_v" ADD CONSTRAINT "_country_information_v_parent_id_country_information_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."country_information"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_country_information_v" ADD CONSTRAINT "_country_information_v_version_nation_id_nations_id_fk" FOREIGN KEY ("version_nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_country_information_v" ADD CONSTRAINT "_country_information_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_highlights" ADD CONSTRAINT "_home_page_v_version_highlights_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_highlights" ADD CONSTRAINT "_home_page_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "what_defines_us_sections" ADD CONSTRAINT "what_defines_us_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "what_defines_us_sections" ADD CONSTRAINT "what_defines_us_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."what_defines_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "what_defines_us" ADD CONSTRAINT "what_defines_us_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_what_defines_us_v_version_sections" ADD CONSTRAINT "_what_defines_us_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_what_defines_us_v_version_sections" ADD CONSTRAINT "_what_defines_us_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_what_defines_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_what_defines_us_v" ADD CONSTRAINT "_what_defines_us_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_us_facts" ADD CONSTRAINT "about_us_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_us_sections" ADD CONSTRAINT "about_us_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_us_sections" ADD CONSTRAINT "about_us_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_us" ADD CONSTRAINT "about_us_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_us_v_version_facts" ADD CONSTRAINT "_about_us_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_us_v_version_sections" ADD CONSTRAINT "_about_us_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_us_v_version_sections" ADD CONSTRAINT "_about_us_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_us_v" ADD CONSTRAINT "_about_us_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "our_values_values" ADD CONSTRAINT "our_values_values_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "our_values_values" ADD CONSTRAINT "our_values_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "our_values" ADD CONSTRAINT "our_values_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_our_values_v_version_values" ADD CONSTRAINT "_our_values_v_version_values_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_our_values_v_version_values" ADD CONSTRAINT "_our_values_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_values_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_our_values_v" ADD CONSTRAINT "_our_values_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "our_products_slides" ADD CONSTRAINT "our_products_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "our_products_slides" ADD CONSTRAINT "our_products_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_our_products_v_version_slides" ADD CONSTRAINT "_our_products_v_version_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_our_products_v_version_slides" ADD CONSTRAINT "_our_products_v_version_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "our_services_slides" ADD CONSTRAINT "our_services_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "our_services_slides" ADD CONSTRAINT "our_services_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_our_services_v_version_slides" ADD CONSTRAINT "_our_services_v_version_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_our_services_v_version_slides" ADD CONSTRAINT "_our_services_v_version_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporate_profile_facts" ADD CONSTRAINT "corporate_profile_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporate_profile_sections" ADD CONSTRAINT "corporate_profile_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate_profile_sections" ADD CONSTRAINT "corporate_profile_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporate_profile" ADD CONSTRAINT "corporate_profile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporate_profile_v_version_facts" ADD CONSTRAINT "_corporate_profile_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporate_profile_v_version_sections" ADD CONSTRAINT "_corporate_profile_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporate_profile_v_version_sections" ADD CONSTRAINT "_corporate_profile_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporate_profile_v" ADD CONSTRAINT "_corporate_profile_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "points_of_difference_points" ADD CONSTRAINT "points_of_difference_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "points_of_difference_points" ADD CONSTRAINT "points_of_difference_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."points_of_difference"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "points_of_difference" ADD CONSTRAINT "points_of_difference_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_points_of_difference_v_version_points" ADD CONSTRAINT "_points_of_difference_v_version_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_points_of_difference_v_version_points" ADD CONSTRAINT "_points_of_difference_v_version_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_points_of_difference_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_points_of_difference_v" ADD CONSTRAINT "_points_of_difference_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "multi_country_sections" ADD CONSTRAINT "multi_country_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "multi_country_sections" ADD CONSTRAINT "multi_country_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."multi_country"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "multi_country_routes" ADD CONSTRAINT "multi_country_routes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "multi_country_routes" ADD CONSTRAINT "multi_country_routes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."multi_country"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "multi_country" ADD CONSTRAINT "multi_country_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_multi_country_v_version_sections" ADD CONSTRAINT "_multi_country_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_multi_country_v_version_sections" ADD CONSTRAINT "_multi_country_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_multi_country_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_multi_country_v_version_routes" ADD CONSTRAINT "_multi_country_v_version_routes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_multi_country_v_version_routes" ADD CONSTRAINT "_multi_country_v_version_routes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_multi_country_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_multi_country_v" ADD CONSTRAINT "_multi_country_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_network_offices" ADD CONSTRAINT "sales_network_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_network"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_network" ADD CONSTRAINT "sales_network_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sales_network_v_version_offices" ADD CONSTRAINT "_sales_network_v_version_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sales_network_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sales_network_v" ADD CONSTRAINT "_sales_network_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page_offices" ADD CONSTRAINT "contact_page_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_offices" ADD CONSTRAINT "_contact_page_v_version_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "get_in_touch_reasons" ADD CONSTRAINT "get_in_touch_reasons_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "get_in_touch_reasons" ADD CONSTRAINT "get_in_touch_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."get_in_touch"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "get_in_touch" ADD CONSTRAINT "get_in_touch_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_get_in_touch_v_version_reasons" ADD CONSTRAINT "_get_in_touch_v_version_reasons_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_get_in_touch_v_version_reasons" ADD CONSTRAINT "_get_in_touch_v_version_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_get_in_touch_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_get_in_touch_v" ADD CONSTRAINT "_get_in_touch_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaborate_with_us_steps" ADD CONSTRAINT "collaborate_with_us_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaborate_with_us_steps" ADD CONSTRAINT "collaborate_with_us_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collaborate_with_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collaborate_with_us_v_version_steps" ADD CONSTRAINT "_collaborate_with_us_v_version_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_collaborate_with_us_v_version_steps" ADD CONSTRAINT "_collaborate_with_us_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collaborate_with_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "our_portfolio_cards" ADD CONSTRAINT "our_portfolio_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "our_portfolio_cards" ADD CONSTRAINT "our_portfolio_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "our_portfolio" ADD CONSTRAINT "our_portfolio_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_our_portfolio_v_version_cards" ADD CONSTRAINT "_our_portfolio_v_version_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_our_portfolio_v_version_cards" ADD CONSTRAINT "_our_portfolio_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_our_portfolio_v" ADD CONSTRAINT "_our_portfolio_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_portfolio_cards" ADD CONSTRAINT "travel_portfolio_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_portfolio_cards" ADD CONSTRAINT "travel_portfolio_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_portfolio" ADD CONSTRAINT "travel_portfolio_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_portfolio_v_version_cards" ADD CONSTRAINT "_travel_portfolio_v_version_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_travel_portfolio_v_version_cards" ADD CONSTRAINT "_travel_portfolio_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_portfolio_v" ADD CONSTRAINT "_travel_portfolio_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "marketplace_cards" ADD CONSTRAINT "marketplace_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "marketplace_cards" ADD CONSTRAINT "marketplace_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketplace"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketplace" ADD CONSTRAINT "marketplace_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_marketplace_v_version_cards" ADD CONSTRAINT "_marketplace_v_version_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_marketplace_v_version_cards" ADD CONSTRAINT "_marketplace_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_marketplace_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_marketplace_v" ADD CONSTRAINT "_marketplace_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_room_cards" ADD CONSTRAINT "press_room_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_room_cards" ADD CONSTRAINT "press_room_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_room"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_room" ADD CONSTRAINT "press_room_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_room_v_version_cards" ADD CONSTRAINT "_press_room_v_version_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_room_v_version_cards" ADD CONSTRAINT "_press_room_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_room_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_room_v" ADD CONSTRAINT "_press_room_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expedition_cruise_line_facts" ADD CONSTRAINT "expedition_cruise_line_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expedition_cruise_line_sections" ADD CONSTRAINT "expedition_cruise_line_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expedition_cruise_line_sections" ADD CONSTRAINT "expedition_cruise_line_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expedition_cruise_line_voyages" ADD CONSTRAINT "expedition_cruise_line_voyages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expedition_cruise_line_voyages" ADD CONSTRAINT "expedition_cruise_line_voyages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expedition_cruise_line" ADD CONSTRAINT "expedition_cruise_line_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_expedition_cruise_line_v_version_facts" ADD CONSTRAINT "_expedition_cruise_line_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_expedition_cruise_line_v_version_sections" ADD CONSTRAINT "_expedition_cruise_line_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_expedition_cruise_line_v_version_sections" ADD CONSTRAINT "_expedition_cruise_line_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_expedition_cruise_line_v_version_voyages" ADD CONSTRAINT "_expedition_cruise_line_v_version_voyages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_expedition_cruise_line_v_version_voyages" ADD CONSTRAINT "_expedition_cruise_line_v_version_voyages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_expedition_cruise_line_v" ADD CONSTRAINT "_expedition_cruise_line_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_faq_image_id_media_id_fk" FOREIGN KEY ("faq_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_team_image_id_media_id_fk" FOREIGN KEY ("team_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_executives_image_id_media_id_fk" FOREIGN KEY ("executives_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_inspirations_image_id_media_id_fk" FOREIGN KEY ("inspirations_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_overland_journeys_image_id_media_id_fk" FOREIGN KEY ("overland_journeys_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_day_programs_image_id_media_id_fk" FOREIGN KEY ("day_programs_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_concierge_image_id_media_id_fk" FOREIGN KEY ("concierge_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_fam_trips_image_id_media_id_fk" FOREIGN KEY ("fam_trips_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "list_pages" ADD CONSTRAINT "list_pages_country_information_image_id_media_id_fk" FOREIGN KEY ("country_information_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_faq_image_id_media_id_fk" FOREIGN KEY ("version_faq_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_team_image_id_media_id_fk" FOREIGN KEY ("version_team_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_executives_image_id_media_id_fk" FOREIGN KEY ("version_executives_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_inspirations_image_id_media_id_fk" FOREIGN KEY ("version_inspirations_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_overland_journeys_image_id_media_id_fk" FOREIGN KEY ("version_overland_journeys_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_day_programs_image_id_media_id_fk" FOREIGN KEY ("version_day_programs_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_concierge_image_id_media_id_fk" FOREIGN KEY ("version_concierge_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_fam_trips_image_id_media_id_fk" FOREIGN KEY ("version_fam_trips_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_list_pages_v" ADD CONSTRAINT "_list_pages_v_version_country_information_image_id_media_id_fk" FOREIGN KEY ("version_country_information_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "faqs_sort_idx" ON "faqs" USING btree ("sort");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_sort_idx" ON "_faqs_v" USING btree ("version_sort");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "team_members_photo_idx" ON "team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_sort_idx" ON "team_members" USING btree ("sort");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_photo_idx" ON "_team_members_v" USING btree ("version_photo_id");
  CREATE INDEX "_team_members_v_version_version_sort_idx" ON "_team_members_v" USING btree ("version_sort");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "executive_profiles_photo_idx" ON "executive_profiles" USING btree ("photo_id");
  CREATE INDEX "executive_profiles_sort_idx" ON "executive_profiles" USING btree ("sort");
  CREATE INDEX "executive_profiles_updated_at_idx" ON "executive_profiles" USING btree ("updated_at");
  CREATE INDEX "executive_profiles_created_at_idx" ON "executive_profiles" USING btree ("created_at");
  CREATE INDEX "executive_profiles__status_idx" ON "executive_profiles" USING btree ("_status");
  CREATE INDEX "_executive_profiles_v_parent_idx" ON "_executive_profiles_v" USING btree ("parent_id");
  CREATE INDEX "_executive_profiles_v_version_version_photo_idx" ON "_executive_profiles_v" USING btree ("version_photo_id");
  CREATE INDEX "_executive_profiles_v_version_version_sort_idx" ON "_executive_profiles_v" USING btree ("version_sort");
  CREATE INDEX "_executive_profiles_v_version_version_updated_at_idx" ON "_executive_profiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_executive_profiles_v_version_version_created_at_idx" ON "_executive_profiles_v" USING btree ("version_created_at");
  CREATE INDEX "_executive_profiles_v_version_version__status_idx" ON "_executive_profiles_v" USING btree ("version__status");
  CREATE INDEX "_executive_profiles_v_created_at_idx" ON "_executive_profiles_v" USING btree ("created_at");
  CREATE INDEX "_executive_profiles_v_updated_at_idx" ON "_executive_profiles_v" USING btree ("updated_at");
  CREATE INDEX "_executive_profiles_v_latest_idx" ON "_executive_profiles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "introducings_slug_idx" ON "introducings" USING btree ("slug");
  CREATE INDEX "introducings_nation_idx" ON "introducings" USING btree ("nation_id");
  CREATE INDEX "introducings_image_idx" ON "introducings" USING btree ("image_id");
  CREATE INDEX "introducings_sort_idx" ON "introducings" USING btree ("sort");
  CREATE INDEX "introducings_updated_at_idx" ON "introducings" USING btree ("updated_at");
  CREATE INDEX "introducings_created_at_idx" ON "introducings" USING btree ("created_at");
  CREATE INDEX "introducings__status_idx" ON "introducings" USING btree ("_status");
  CREATE INDEX "_introducings_v_parent_idx" ON "_introducings_v" USING btree ("parent_id");
  CREATE INDEX "_introducings_v_version_version_slug_idx" ON "_introducings_v" USING btree ("version_slug");
  CREATE INDEX "_introducings_v_version_version_nation_idx" ON "_introducings_v" USING btree ("version_nation_id");
  CREATE INDEX "_introducings_v_version_version_image_idx" ON "_introducings_v" USING btree ("version_image_id");
  CREATE INDEX "_introducings_v_version_version_sort_idx" ON "_introducings_v" USING btree ("version_sort");
  CREATE INDEX "_introducings_v_version_version_updated_at_idx" ON "_introducings_v" USING btree ("version_updated_at");
  CREATE INDEX "_introducings_v_version_version_created_at_idx" ON "_introducings_v" USING btree ("version_created_at");
  CREATE INDEX "_introducings_v_version_version__status_idx" ON "_introducings_v" USING btree ("version__status");
  CREATE INDEX "_introducings_v_created_at_idx" ON "_introducings_v" USING btree ("created_at");
  CREATE INDEX "_introducings_v_updated_at_idx" ON "_introducings_v" USING btree ("updated_at");
  CREATE INDEX "_introducings_v_latest_idx" ON "_introducings_v" USING btree ("latest");
  CREATE INDEX "travel_inspirations_highlights_order_idx" ON "travel_inspirations_highlights" USING btree ("_order");
  CREATE INDEX "travel_inspirations_highlights_parent_id_idx" ON "travel_inspirations_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "travel_inspirations_slug_idx" ON "travel_inspirations" USING btree ("slug");
  CREATE INDEX "travel_inspirations_image_idx" ON "travel_inspirations" USING btree ("image_id");
  CREATE INDEX "travel_inspirations_sort_idx" ON "travel_inspirations" USING btree ("sort");
  CREATE INDEX "travel_inspirations_updated_at_idx" ON "travel_inspirations" USING btree ("updated_at");
  CREATE INDEX "travel_inspirations_created_at_idx" ON "travel_inspirations" USING btree ("created_at");
  CREATE INDEX "travel_inspirations__status_idx" ON "travel_inspirations" USING btree ("_status");
  CREATE INDEX "travel_inspirations_rels_order_idx" ON "travel_inspirations_rels" USING btree ("order");
  CREATE INDEX "travel_inspirations_rels_parent_idx" ON "travel_inspirations_rels" USING btree ("parent_id");
  CREATE INDEX "travel_inspirations_rels_path_idx" ON "travel_inspirations_rels" USING btree ("path");
  CREATE INDEX "travel_inspirations_rels_nations_id_idx" ON "travel_inspirations_rels" USING btree ("nations_id");
  CREATE INDEX "_travel_inspirations_v_version_highlights_order_idx" ON "_travel_inspirations_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_travel_inspirations_v_version_highlights_parent_id_idx" ON "_travel_inspirations_v_version_highlights" USING btree ("_parent_id");
  CREATE INDEX "_travel_inspirations_v_parent_idx" ON "_travel_inspirations_v" USING btree ("parent_id");
  CREATE INDEX "_travel_inspirations_v_version_version_slug_idx" ON "_travel_inspirations_v" USING btree ("version_slug");
  CREATE INDEX "_travel_inspirations_v_version_version_image_idx" ON "_travel_inspirations_v" USING btree ("version_image_id");
  CREATE INDEX "_travel_inspirations_v_version_version_sort_idx" ON "_travel_inspirations_v" USING btree ("version_sort");
  CREATE INDEX "_travel_inspirations_v_version_version_updated_at_idx" ON "_travel_inspirations_v" USING btree ("version_updated_at");
  CREATE INDEX "_travel_inspirations_v_version_version_created_at_idx" ON "_travel_inspirations_v" USING btree ("version_created_at");
  CREATE INDEX "_travel_inspirations_v_version_version__status_idx" ON "_travel_inspirations_v" USING btree ("version__status");
  CREATE INDEX "_travel_inspirations_v_created_at_idx" ON "_travel_inspirations_v" USING btree ("created_at");
  CREATE INDEX "_travel_inspirations_v_updated_at_idx" ON "_travel_inspirations_v" USING btree ("updated_at");
  CREATE INDEX "_travel_inspirations_v_latest_idx" ON "_travel_inspirations_v" USING btree ("latest");
  CREATE INDEX "_travel_inspirations_v_rels_order_idx" ON "_travel_inspirations_v_rels" USING btree ("order");
  CREATE INDEX "_travel_inspirations_v_rels_parent_idx" ON "_travel_inspirations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_travel_inspirations_v_rels_path_idx" ON "_travel_inspirations_v_rels" USING btree ("path");
  CREATE INDEX "_travel_inspirations_v_rels_nations_id_idx" ON "_travel_inspirations_v_rels" USING btree ("nations_id");
  CREATE INDEX "overland_journeys_itinerary_order_idx" ON "overland_journeys_itinerary" USING btree ("_order");
  CREATE INDEX "overland_journeys_itinerary_parent_id_idx" ON "overland_journeys_itinerary" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "overland_journeys_slug_idx" ON "overland_journeys" USING btree ("slug");
  CREATE INDEX "overland_journeys_image_idx" ON "overland_journeys" USING btree ("image_id");
  CREATE INDEX "overland_journeys_sort_idx" ON "overland_journeys" USING btree ("sort");
  CREATE INDEX "overland_journeys_updated_at_idx" ON "overland_journeys" USING btree ("updated_at");
  CREATE INDEX "overland_journeys_created_at_idx" ON "overland_journeys" USING btree ("created_at");
  CREATE INDEX "overland_journeys__status_idx" ON "overland_journeys" USING btree ("_status");
  CREATE INDEX "overland_journeys_rels_order_idx" ON "overland_journeys_rels" USING btree ("order");
  CREATE INDEX "overland_journeys_rels_parent_idx" ON "overland_journeys_rels" USING btree ("parent_id");
  CREATE INDEX "overland_journeys_rels_path_idx" ON "overland_journeys_rels" USING btree ("path");
  CREATE INDEX "overland_journeys_rels_nations_id_idx" ON "overland_journeys_rels" USING btree ("nations_id");
  CREATE INDEX "_overland_journeys_v_version_itinerary_order_idx" ON "_overland_journeys_v_version_itinerary" USING btree ("_order");
  CREATE INDEX "_overland_journeys_v_version_itinerary_parent_id_idx" ON "_overland_journeys_v_version_itinerary" USING btree ("_parent_id");
  CREATE INDEX "_overland_journeys_v_parent_idx" ON "_overland_journeys_v" USING btree ("parent_id");
  CREATE INDEX "_overland_journeys_v_version_version_slug_idx" ON "_overland_journeys_v" USING btree ("version_slug");
  CREATE INDEX "_overland_journeys_v_version_version_image_idx" ON "_overland_journeys_v" USING btree ("version_image_id");
  CREATE INDEX "_overland_journeys_v_version_version_sort_idx" ON "_overland_journeys_v" USING btree ("version_sort");
  CREATE INDEX "_overland_journeys_v_version_version_updated_at_idx" ON "_overland_journeys_v" USING btree ("version_updated_at");
  CREATE INDEX "_overland_journeys_v_version_version_created_at_idx" ON "_overland_journeys_v" USING btree ("version_created_at");
  CREATE INDEX "_overland_journeys_v_version_version__status_idx" ON "_overland_journeys_v" USING btree ("version__status");
  CREATE INDEX "_overland_journeys_v_created_at_idx" ON "_overland_journeys_v" USING btree ("created_at");
  CREATE INDEX "_overland_journeys_v_updated_at_idx" ON "_overland_journeys_v" USING btree ("updated_at");
  CREATE INDEX "_overland_journeys_v_latest_idx" ON "_overland_journeys_v" USING btree ("latest");
  CREATE INDEX "_overland_journeys_v_rels_order_idx" ON "_overland_journeys_v_rels" USING btree ("order");
  CREATE INDEX "_overland_journeys_v_rels_parent_idx" ON "_overland_journeys_v_rels" USING btree ("parent_id");
  CREATE INDEX "_overland_journeys_v_rels_path_idx" ON "_overland_journeys_v_rels" USING btree ("path");
  CREATE INDEX "_overland_journeys_v_rels_nations_id_idx" ON "_overland_journeys_v_rels" USING btree ("nations_id");
  CREATE UNIQUE INDEX "concierge_cats_slug_idx" ON "concierge_cats" USING btree ("slug");
  CREATE INDEX "concierge_cats_image_idx" ON "concierge_cats" USING btree ("image_id");
  CREATE INDEX "concierge_cats_sort_idx" ON "concierge_cats" USING btree ("sort");
  CREATE INDEX "concierge_cats_updated_at_idx" ON "concierge_cats" USING btree ("updated_at");
  CREATE INDEX "concierge_cats_created_at_idx" ON "concierge_cats" USING btree ("created_at");
  CREATE INDEX "concierge_cats__status_idx" ON "concierge_cats" USING btree ("_status");
  CREATE INDEX "_concierge_cats_v_parent_idx" ON "_concierge_cats_v" USING btree ("parent_id");
  CREATE INDEX "_concierge_cats_v_version_version_slug_idx" ON "_concierge_cats_v" USING btree ("version_slug");
  CREATE INDEX "_concierge_cats_v_version_version_image_idx" ON "_concierge_cats_v" USING btree ("version_image_id");
  CREATE INDEX "_concierge_cats_v_version_version_sort_idx" ON "_concierge_cats_v" USING btree ("version_sort");
  CREATE INDEX "_concierge_cats_v_version_version_updated_at_idx" ON "_concierge_cats_v" USING btree ("version_updated_at");
  CREATE INDEX "_concierge_cats_v_version_version_created_at_idx" ON "_concierge_cats_v" USING btree ("version_created_at");
  CREATE INDEX "_concierge_cats_v_version_version__status_idx" ON "_concierge_cats_v" USING btree ("version__status");
  CREATE INDEX "_concierge_cats_v_created_at_idx" ON "_concierge_cats_v" USING btree ("created_at");
  CREATE INDEX "_concierge_cats_v_updated_at_idx" ON "_concierge_cats_v" USING btree ("updated_at");
  CREATE INDEX "_concierge_cats_v_latest_idx" ON "_concierge_cats_v" USING btree ("latest");
  CREATE UNIQUE INDEX "concierge_items_slug_idx" ON "concierge_items" USING btree ("slug");
  CREATE INDEX "concierge_items_category_idx" ON "concierge_items" USING btree ("category_id");
  CREATE INDEX "concierge_items_nation_idx" ON "concierge_items" USING btree ("nation_id");
  CREATE INDEX "concierge_items_image_idx" ON "concierge_items" USING btree ("image_id");
  CREATE INDEX "concierge_items_sort_idx" ON "concierge_items" USING btree ("sort");
  CREATE INDEX "concierge_items_updated_at_idx" ON "concierge_items" USING btree ("updated_at");
  CREATE INDEX "concierge_items_created_at_idx" ON "concierge_items" USING btree ("created_at");
  CREATE INDEX "concierge_items__status_idx" ON "concierge_items" USING btree ("_status");
  CREATE INDEX "_concierge_items_v_parent_idx" ON "_concierge_items_v" USING btree ("parent_id");
  CREATE INDEX "_concierge_items_v_version_version_slug_idx" ON "_concierge_items_v" USING btree ("version_slug");
  CREATE INDEX "_concierge_items_v_version_version_category_idx" ON "_concierge_items_v" USING btree ("version_category_id");
  CREATE INDEX "_concierge_items_v_version_version_nation_idx" ON "_concierge_items_v" USING btree ("version_nation_id");
  CREATE INDEX "_concierge_items_v_version_version_image_idx" ON "_concierge_items_v" USING btree ("version_image_id");
  CREATE INDEX "_concierge_items_v_version_version_sort_idx" ON "_concierge_items_v" USING btree ("version_sort");
  CREATE INDEX "_concierge_items_v_version_version_updated_at_idx" ON "_concierge_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_concierge_items_v_version_version_created_at_idx" ON "_concierge_items_v" USING btree ("version_created_at");
  CREATE INDEX "_concierge_items_v_version_version__status_idx" ON "_concierge_items_v" USING btree ("version__status");
  CREATE INDEX "_concierge_items_v_created_at_idx" ON "_concierge_items_v" USING btree ("created_at");
  CREATE INDEX "_concierge_items_v_updated_at_idx" ON "_concierge_items_v" USING btree ("updated_at");
  CREATE INDEX "_concierge_items_v_latest_idx" ON "_concierge_items_v" USING btree ("latest");
  CREATE INDEX "fam_trips_itinerary_order_idx" ON "fam_trips_itinerary" USING btree ("_order");
  CREATE INDEX "fam_trips_itinerary_parent_id_idx" ON "fam_trips_itinerary" USING btree ("_parent_id");
  CREATE INDEX "fam_trips_nation_idx" ON "fam_trips" USING btree ("nation_id");
  CREATE INDEX "fam_trips_start_date_idx" ON "fam_trips" USING btree ("start_date");
  CREATE INDEX "fam_trips_image_idx" ON "fam_trips" USING btree ("image_id");
  CREATE INDEX "fam_trips_sort_idx" ON "fam_trips" USING btree ("sort");
  CREATE INDEX "fam_trips_updated_at_idx" ON "fam_trips" USING btree ("updated_at");
  CREATE INDEX "fam_trips_created_at_idx" ON "fam_trips" USING btree ("created_at");
  CREATE INDEX "fam_trips__status_idx" ON "fam_trips" USING btree ("_status");
  CREATE INDEX "_fam_trips_v_version_itinerary_order_idx" ON "_fam_trips_v_version_itinerary" USING btree ("_order");
  CREATE INDEX "_fam_trips_v_version_itinerary_parent_id_idx" ON "_fam_trips_v_version_itinerary" USING btree ("_parent_id");
  CREATE INDEX "_fam_trips_v_parent_idx" ON "_fam_trips_v" USING btree ("parent_id");
  CREATE INDEX "_fam_trips_v_version_version_nation_idx" ON "_fam_trips_v" USING btree ("version_nation_id");
  CREATE INDEX "_fam_trips_v_version_version_start_date_idx" ON "_fam_trips_v" USING btree ("version_start_date");
  CREATE INDEX "_fam_trips_v_version_version_image_idx" ON "_fam_trips_v" USING btree ("version_image_id");
  CREATE INDEX "_fam_trips_v_version_version_sort_idx" ON "_fam_trips_v" USING btree ("version_sort");
  CREATE INDEX "_fam_trips_v_version_version_updated_at_idx" ON "_fam_trips_v" USING btree ("version_updated_at");
  CREATE INDEX "_fam_trips_v_version_version_created_at_idx" ON "_fam_trips_v" USING btree ("version_created_at");
  CREATE INDEX "_fam_trips_v_version_version__status_idx" ON "_fam_trips_v" USING btree ("version__status");
  CREATE INDEX "_fam_trips_v_created_at_idx" ON "_fam_trips_v" USING btree ("created_at");
  CREATE INDEX "_fam_trips_v_updated_at_idx" ON "_fam_trips_v" USING btree ("updated_at");
  CREATE INDEX "_fam_trips_v_latest_idx" ON "_fam_trips_v" USING btree ("latest");
  CREATE UNIQUE INDEX "country_information_nation_idx" ON "country_information" USING btree ("nation_id");
  CREATE INDEX "country_information_image_idx" ON "country_information" USING btree ("image_id");
  CREATE INDEX "country_information_sort_idx" ON "country_information" USING btree ("sort");
  CREATE INDEX "country_information_updated_at_idx" ON "country_information" USING btree ("updated_at");
  CREATE INDEX "country_information_created_at_idx" ON "country_information" USING btree ("created_at");
  CREATE INDEX "country_information__status_idx" ON "country_information" USING btree ("_status");
  CREATE INDEX "_country_information_v_parent_idx" ON "_country_information_v" USING btree ("parent_id");
  CREATE INDEX "_country_information_v_version_version_nation_idx" ON "_country_information_v" USING btree ("version_nation_id");
  CREATE INDEX "_country_information_v_version_version_image_idx" ON "_country_information_v" USING btree ("version_image_id");
  CREATE INDEX "_country_information_v_version_version_sort_idx" ON "_country_information_v" USING btree ("version_sort");
  CREATE INDEX "_country_information_v_version_version_updated_at_idx" ON "_country_information_v" USING btree ("version_updated_at");
  CREATE INDEX "_country_information_v_version_version_created_at_idx" ON "_country_information_v" USING btree ("version_created_at");
  CREATE INDEX "_country_information_v_version_version__status_idx" ON "_country_information_v" USING btree ("version__status");
  CREATE INDEX "_country_information_v_created_at_idx" ON "_country_information_v" USING btree ("created_at");
  CREATE INDEX "_country_information_v_updated_at_idx" ON "_country_information_v" USING btree ("updated_at");
  CREATE INDEX "_country_information_v_latest_idx" ON "_country_information_v" USING btree ("latest");
  CREATE INDEX "contact_requests_form_idx" ON "contact_requests" USING btree ("form");
  CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");
  CREATE INDEX "contact_requests_client_key_idx" ON "contact_requests" USING btree ("client_key");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "_home_page_v_version_highlights_order_idx" ON "_home_page_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_highlights_parent_id_idx" ON "_home_page_v_version_highlights" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_highlights_image_idx" ON "_home_page_v_version_highlights" USING btree ("image_id");
  CREATE INDEX "_home_page_v_version_version_hero_image_idx" ON "_home_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "what_defines_us_sections_order_idx" ON "what_defines_us_sections" USING btree ("_order");
  CREATE INDEX "what_defines_us_sections_parent_id_idx" ON "what_defines_us_sections" USING btree ("_parent_id");
  CREATE INDEX "what_defines_us_sections_image_idx" ON "what_defines_us_sections" USING btree ("image_id");
  CREATE INDEX "what_defines_us_image_idx" ON "what_defines_us" USING btree ("image_id");
  CREATE INDEX "what_defines_us__status_idx" ON "what_defines_us" USING btree ("_status");
  CREATE INDEX "_what_defines_us_v_version_sections_order_idx" ON "_what_defines_us_v_version_sections" USING btree ("_order");
  CREATE INDEX "_what_defines_us_v_version_sections_parent_id_idx" ON "_what_defines_us_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_what_defines_us_v_version_sections_image_idx" ON "_what_defines_us_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_what_defines_us_v_version_version_image_idx" ON "_what_defines_us_v" USING btree ("version_image_id");
  CREATE INDEX "_what_defines_us_v_version_version__status_idx" ON "_what_defines_us_v" USING btree ("version__status");
  CREATE INDEX "_what_defines_us_v_created_at_idx" ON "_what_defines_us_v" USING btree ("created_at");
  CREATE INDEX "_what_defines_us_v_updated_at_idx" ON "_what_defines_us_v" USING btree ("updated_at");
  CREATE INDEX "_what_defines_us_v_latest_idx" ON "_what_defines_us_v" USING btree ("latest");
  CREATE INDEX "about_us_facts_order_idx" ON "about_us_facts" USING btree ("_order");
  CREATE INDEX "about_us_facts_parent_id_idx" ON "about_us_facts" USING btree ("_parent_id");
  CREATE INDEX "about_us_sections_order_idx" ON "about_us_sections" USING btree ("_order");
  CREATE INDEX "about_us_sections_parent_id_idx" ON "about_us_sections" USING btree ("_parent_id");
  CREATE INDEX "about_us_sections_image_idx" ON "about_us_sections" USING btree ("image_id");
  CREATE INDEX "about_us_image_idx" ON "about_us" USING btree ("image_id");
  CREATE INDEX "about_us__status_idx" ON "about_us" USING btree ("_status");
  CREATE INDEX "_about_us_v_version_facts_order_idx" ON "_about_us_v_version_facts" USING btree ("_order");
  CREATE INDEX "_about_us_v_version_facts_parent_id_idx" ON "_about_us_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_about_us_v_version_sections_order_idx" ON "_about_us_v_version_sections" USING btree ("_order");
  CREATE INDEX "_about_us_v_version_sections_parent_id_idx" ON "_about_us_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_about_us_v_version_sections_image_idx" ON "_about_us_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_about_us_v_version_version_image_idx" ON "_about_us_v" USING btree ("version_image_id");
  CREATE INDEX "_about_us_v_version_version__status_idx" ON "_about_us_v" USING btree ("version__status");
  CREATE INDEX "_about_us_v_created_at_idx" ON "_about_us_v" USING btree ("created_at");
  CREATE INDEX "_about_us_v_updated_at_idx" ON "_about_us_v" USING btree ("updated_at");
  CREATE INDEX "_about_us_v_latest_idx" ON "_about_us_v" USING btree ("latest");
  CREATE INDEX "our_values_values_order_idx" ON "our_values_values" USING btree ("_order");
  CREATE INDEX "our_values_values_parent_id_idx" ON "our_values_values" USING btree ("_parent_id");
  CREATE INDEX "our_values_values_image_idx" ON "our_values_values" USING btree ("image_id");
  CREATE INDEX "our_values_image_idx" ON "our_values" USING btree ("image_id");
  CREATE INDEX "our_values__status_idx" ON "our_values" USING btree ("_status");
  CREATE INDEX "_our_values_v_version_values_order_idx" ON "_our_values_v_version_values" USING btree ("_order");
  CREATE INDEX "_our_values_v_version_values_parent_id_idx" ON "_our_values_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_our_values_v_version_values_image_idx" ON "_our_values_v_version_values" USING btree ("image_id");
  CREATE INDEX "_our_values_v_version_version_image_idx" ON "_our_values_v" USING btree ("version_image_id");
  CREATE INDEX "_our_values_v_version_version__status_idx" ON "_our_values_v" USING btree ("version__status");
  CREATE INDEX "_our_values_v_created_at_idx" ON "_our_values_v" USING btree ("created_at");
  CREATE INDEX "_our_values_v_updated_at_idx" ON "_our_values_v" USING btree ("updated_at");
  CREATE INDEX "_our_values_v_latest_idx" ON "_our_values_v" USING btree ("latest");
  CREATE INDEX "our_products_slides_order_idx" ON "our_products_slides" USING btree ("_order");
  CREATE INDEX "our_products_slides_parent_id_idx" ON "our_products_slides" USING btree ("_parent_id");
  CREATE INDEX "our_products_slides_image_idx" ON "our_products_slides" USING btree ("image_id");
  CREATE INDEX "our_products__status_idx" ON "our_products" USING btree ("_status");
  CREATE INDEX "_our_products_v_version_slides_order_idx" ON "_our_products_v_version_slides" USING btree ("_order");
  CREATE INDEX "_our_products_v_version_slides_parent_id_idx" ON "_our_products_v_version_slides" USING btree ("_parent_id");
  CREATE INDEX "_our_products_v_version_slides_image_idx" ON "_our_products_v_version_slides" USING btree ("image_id");
  CREATE INDEX "_our_products_v_version_version__status_idx" ON "_our_products_v" USING btree ("version__status");
  CREATE INDEX "_our_products_v_created_at_idx" ON "_our_products_v" USING btree ("created_at");
  CREATE INDEX "_our_products_v_updated_at_idx" ON "_our_products_v" USING btree ("updated_at");
  CREATE INDEX "_our_products_v_latest_idx" ON "_our_products_v" USING btree ("latest");
  CREATE INDEX "our_services_slides_order_idx" ON "our_services_slides" USING btree ("_order");
  CREATE INDEX "our_services_slides_parent_id_idx" ON "our_services_slides" USING btree ("_parent_id");
  CREATE INDEX "our_services_slides_image_idx" ON "our_services_slides" USING btree ("image_id");
  CREATE INDEX "our_services__status_idx" ON "our_services" USING btree ("_status");
  CREATE INDEX "_our_services_v_version_slides_order_idx" ON "_our_services_v_version_slides" USING btree ("_order");
  CREATE INDEX "_our_services_v_version_slides_parent_id_idx" ON "_our_services_v_version_slides" USING btree ("_parent_id");
  CREATE INDEX "_our_services_v_version_slides_image_idx" ON "_our_services_v_version_slides" USING btree ("image_id");
  CREATE INDEX "_our_services_v_version_version__status_idx" ON "_our_services_v" USING btree ("version__status");
  CREATE INDEX "_our_services_v_created_at_idx" ON "_our_services_v" USING btree ("created_at");
  CREATE INDEX "_our_services_v_updated_at_idx" ON "_our_services_v" USING btree ("updated_at");
  CREATE INDEX "_our_services_v_latest_idx" ON "_our_services_v" USING btree ("latest");
  CREATE INDEX "corporate_profile_facts_order_idx" ON "corporate_profile_facts" USING btree ("_order");
  CREATE INDEX "corporate_profile_facts_parent_id_idx" ON "corporate_profile_facts" USING btree ("_parent_id");
  CREATE INDEX "corporate_profile_sections_order_idx" ON "corporate_profile_sections" USING btree ("_order");
  CREATE INDEX "corporate_profile_sections_parent_id_idx" ON "corporate_profile_sections" USING btree ("_parent_id");
  CREATE INDEX "corporate_profile_sections_image_idx" ON "corporate_profile_sections" USING btree ("image_id");
  CREATE INDEX "corporate_profile_image_idx" ON "corporate_profile" USING btree ("image_id");
  CREATE INDEX "corporate_profile__status_idx" ON "corporate_profile" USING btree ("_status");
  CREATE INDEX "_corporate_profile_v_version_facts_order_idx" ON "_corporate_profile_v_version_facts" USING btree ("_order");
  CREATE INDEX "_corporate_profile_v_version_facts_parent_id_idx" ON "_corporate_profile_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_corporate_profile_v_version_sections_order_idx" ON "_corporate_profile_v_version_sections" USING btree ("_order");
  CREATE INDEX "_corporate_profile_v_version_sections_parent_id_idx" ON "_corporate_profile_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_corporate_profile_v_version_sections_image_idx" ON "_corporate_profile_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_corporate_profile_v_version_version_image_idx" ON "_corporate_profile_v" USING btree ("version_image_id");
  CREATE INDEX "_corporate_profile_v_version_version__status_idx" ON "_corporate_profile_v" USING btree ("version__status");
  CREATE INDEX "_corporate_profile_v_created_at_idx" ON "_corporate_profile_v" USING btree ("created_at");
  CREATE INDEX "_corporate_profile_v_updated_at_idx" ON "_corporate_profile_v" USING btree ("updated_at");
  CREATE INDEX "_corporate_profile_v_latest_idx" ON "_corporate_profile_v" USING btree ("latest");
  CREATE INDEX "points_of_difference_points_order_idx" ON "points_of_difference_points" USING btree ("_order");
  CREATE INDEX "points_of_difference_points_parent_id_idx" ON "points_of_difference_points" USING btree ("_parent_id");
  CREATE INDEX "points_of_difference_points_image_idx" ON "points_of_difference_points" USING btree ("image_id");
  CREATE INDEX "points_of_difference_image_idx" ON "points_of_difference" USING btree ("image_id");
  CREATE INDEX "points_of_difference__status_idx" ON "points_of_difference" USING btree ("_status");
  CREATE INDEX "_points_of_difference_v_version_points_order_idx" ON "_points_of_difference_v_version_points" USING btree ("_order");
  CREATE INDEX "_points_of_difference_v_version_points_parent_id_idx" ON "_points_of_difference_v_version_points" USING btree ("_parent_id");
  CREATE INDEX "_points_of_difference_v_version_points_image_idx" ON "_points_of_difference_v_version_points" USING btree ("image_id");
  CREATE INDEX "_points_of_difference_v_version_version_image_idx" ON "_points_of_difference_v" USING btree ("version_image_id");
  CREATE INDEX "_points_of_difference_v_version_version__status_idx" ON "_points_of_difference_v" USING btree ("version__status");
  CREATE INDEX "_points_of_difference_v_created_at_idx" ON "_points_of_difference_v" USING btree ("created_at");
  CREATE INDEX "_points_of_difference_v_updated_at_idx" ON "_points_of_difference_v" USING btree ("updated_at");
  CREATE INDEX "_points_of_difference_v_latest_idx" ON "_points_of_difference_v" USING btree ("latest");
  CREATE INDEX "multi_country_sections_order_idx" ON "multi_country_sections" USING btree ("_order");
  CREATE INDEX "multi_country_sections_parent_id_idx" ON "multi_country_sections" USING btree ("_parent_id");
  CREATE INDEX "multi_country_sections_image_idx" ON "multi_country_sections" USING btree ("image_id");
  CREATE INDEX "multi_country_routes_order_idx" ON "multi_country_routes" USING btree ("_order");
  CREATE INDEX "multi_country_routes_parent_id_idx" ON "multi_country_routes" USING btree ("_parent_id");
  CREATE INDEX "multi_country_routes_image_idx" ON "multi_country_routes" USING btree ("image_id");
  CREATE INDEX "multi_country_image_idx" ON "multi_country" USING btree ("image_id");
  CREATE INDEX "multi_country__status_idx" ON "multi_country" USING btree ("_status");
  CREATE INDEX "_multi_country_v_version_sections_order_idx" ON "_multi_country_v_version_sections" USING btree ("_order");
  CREATE INDEX "_multi_country_v_version_sections_parent_id_idx" ON "_multi_country_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_multi_country_v_version_sections_image_idx" ON "_multi_country_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_multi_country_v_version_routes_order_idx" ON "_multi_country_v_version_routes" USING btree ("_order");
  CREATE INDEX "_multi_country_v_version_routes_parent_id_idx" ON "_multi_country_v_version_routes" USING btree ("_parent_id");
  CREATE INDEX "_multi_country_v_version_routes_image_idx" ON "_multi_country_v_version_routes" USING btree ("image_id");
  CREATE INDEX "_multi_country_v_version_version_image_idx" ON "_multi_country_v" USING btree ("version_image_id");
  CREATE INDEX "_multi_country_v_version_version__status_idx" ON "_multi_country_v" USING btree ("version__status");
  CREATE INDEX "_multi_country_v_created_at_idx" ON "_multi_country_v" USING btree ("created_at");
  CREATE INDEX "_multi_country_v_updated_at_idx" ON "_multi_country_v" USING btree ("updated_at");
  CREATE INDEX "_multi_country_v_latest_idx" ON "_multi_country_v" USING btree ("latest");
  CREATE INDEX "sales_network_offices_order_idx" ON "sales_network_offices" USING btree ("_order");
  CREATE INDEX "sales_network_offices_parent_id_idx" ON "sales_network_offices" USING btree ("_parent_id");
  CREATE INDEX "sales_network_image_idx" ON "sales_network" USING btree ("image_id");
  CREATE INDEX "sales_network__status_idx" ON "sales_network" USING btree ("_status");
  CREATE INDEX "_sales_network_v_version_offices_order_idx" ON "_sales_network_v_version_offices" USING btree ("_order");
  CREATE INDEX "_sales_network_v_version_offices_parent_id_idx" ON "_sales_network_v_version_offices" USING btree ("_parent_id");
  CREATE INDEX "_sales_network_v_version_version_image_idx" ON "_sales_network_v" USING btree ("version_image_id");
  CREATE INDEX "_sales_network_v_version_version__status_idx" ON "_sales_network_v" USING btree ("version__status");
  CREATE INDEX "_sales_network_v_created_at_idx" ON "_sales_network_v" USING btree ("created_at");
  CREATE INDEX "_sales_network_v_updated_at_idx" ON "_sales_network_v" USING btree ("updated_at");
  CREATE INDEX "_sales_network_v_latest_idx" ON "_sales_network_v" USING btree ("latest");
  CREATE INDEX "contact_page_offices_order_idx" ON "contact_page_offices" USING btree ("_order");
  CREATE INDEX "contact_page_offices_parent_id_idx" ON "contact_page_offices" USING btree ("_parent_id");
  CREATE INDEX "contact_page_image_idx" ON "contact_page" USING btree ("image_id");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE INDEX "_contact_page_v_version_offices_order_idx" ON "_contact_page_v_version_offices" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_offices_parent_id_idx" ON "_contact_page_v_version_offices" USING btree ("_parent_id");
  CREATE INDEX "_contact_page_v_version_version_image_idx" ON "_contact_page_v" USING btree ("version_image_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE INDEX "get_in_touch_reasons_order_idx" ON "get_in_touch_reasons" USING btree ("_order");
  CREATE INDEX "get_in_touch_reasons_parent_id_idx" ON "get_in_touch_reasons" USING btree ("_parent_id");
  CREATE INDEX "get_in_touch_reasons_image_idx" ON "get_in_touch_reasons" USING btree ("image_id");
  CREATE INDEX "get_in_touch_image_idx" ON "get_in_touch" USING btree ("image_id");
  CREATE INDEX "get_in_touch__status_idx" ON "get_in_touch" USING btree ("_status");
  CREATE INDEX "_get_in_touch_v_version_reasons_order_idx" ON "_get_in_touch_v_version_reasons" USING btree ("_order");
  CREATE INDEX "_get_in_touch_v_version_reasons_parent_id_idx" ON "_get_in_touch_v_version_reasons" USING btree ("_parent_id");
  CREATE INDEX "_get_in_touch_v_version_reasons_image_idx" ON "_get_in_touch_v_version_reasons" USING btree ("image_id");
  CREATE INDEX "_get_in_touch_v_version_version_image_idx" ON "_get_in_touch_v" USING btree ("version_image_id");
  CREATE INDEX "_get_in_touch_v_version_version__status_idx" ON "_get_in_touch_v" USING btree ("version__status");
  CREATE INDEX "_get_in_touch_v_created_at_idx" ON "_get_in_touch_v" USING btree ("created_at");
  CREATE INDEX "_get_in_touch_v_updated_at_idx" ON "_get_in_touch_v" USING btree ("updated_at");
  CREATE INDEX "_get_in_touch_v_latest_idx" ON "_get_in_touch_v" USING btree ("latest");
  CREATE INDEX "collaborate_with_us_steps_order_idx" ON "collaborate_with_us_steps" USING btree ("_order");
  CREATE INDEX "collaborate_with_us_steps_parent_id_idx" ON "collaborate_with_us_steps" USING btree ("_parent_id");
  CREATE INDEX "collaborate_with_us_steps_image_idx" ON "collaborate_with_us_steps" USING btree ("image_id");
  CREATE INDEX "collaborate_with_us__status_idx" ON "collaborate_with_us" USING btree ("_status");
  CREATE INDEX "_collaborate_with_us_v_version_steps_order_idx" ON "_collaborate_with_us_v_version_steps" USING btree ("_order");
  CREATE INDEX "_collaborate_with_us_v_version_steps_parent_id_idx" ON "_collaborate_with_us_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_collaborate_with_us_v_version_steps_image_idx" ON "_collaborate_with_us_v_version_steps" USING btree ("image_id");
  CREATE INDEX "_collaborate_with_us_v_version_version__status_idx" ON "_collaborate_with_us_v" USING btree ("version__status");
  CREATE INDEX "_collaborate_with_us_v_created_at_idx" ON "_collaborate_with_us_v" USING btree ("created_at");
  CREATE INDEX "_collaborate_with_us_v_updated_at_idx" ON "_collaborate_with_us_v" USING btree ("updated_at");
  CREATE INDEX "_collaborate_with_us_v_latest_idx" ON "_collaborate_with_us_v" USING btree ("latest");
  CREATE INDEX "our_portfolio_cards_order_idx" ON "our_portfolio_cards" USING btree ("_order");
  CREATE INDEX "our_portfolio_cards_parent_id_idx" ON "our_portfolio_cards" USING btree ("_parent_id");
  CREATE INDEX "our_portfolio_cards_image_idx" ON "our_portfolio_cards" USING btree ("image_id");
  CREATE INDEX "our_portfolio_image_idx" ON "our_portfolio" USING btree ("image_id");
  CREATE INDEX "our_portfolio__status_idx" ON "our_portfolio" USING btree ("_status");
  CREATE INDEX "_our_portfolio_v_version_cards_order_idx" ON "_our_portfolio_v_version_cards" USING btree ("_order");
  CREATE INDEX "_our_portfolio_v_version_cards_parent_id_idx" ON "_our_portfolio_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_our_portfolio_v_version_cards_image_idx" ON "_our_portfolio_v_version_cards" USING btree ("image_id");
  CREATE INDEX "_our_portfolio_v_version_version_image_idx" ON "_our_portfolio_v" USING btree ("version_image_id");
  CREATE INDEX "_our_portfolio_v_version_version__status_idx" ON "_our_portfolio_v" USING btree ("version__status");
  CREATE INDEX "_our_portfolio_v_created_at_idx" ON "_our_portfolio_v" USING btree ("created_at");
  CREATE INDEX "_our_portfolio_v_updated_at_idx" ON "_our_portfolio_v" USING btree ("updated_at");
  CREATE INDEX "_our_portfolio_v_latest_idx" ON "_our_portfolio_v" USING btree ("latest");
  CREATE INDEX "travel_portfolio_cards_order_idx" ON "travel_portfolio_cards" USING btree ("_order");
  CREATE INDEX "travel_portfolio_cards_parent_id_idx" ON "travel_portfolio_cards" USING btree ("_parent_id");
  CREATE INDEX "travel_portfolio_cards_image_idx" ON "travel_portfolio_cards" USING btree ("image_id");
  CREATE INDEX "travel_portfolio_image_idx" ON "travel_portfolio" USING btree ("image_id");
  CREATE INDEX "travel_portfolio__status_idx" ON "travel_portfolio" USING btree ("_status");
  CREATE INDEX "_travel_portfolio_v_version_cards_order_idx" ON "_travel_portfolio_v_version_cards" USING btree ("_order");
  CREATE INDEX "_travel_portfolio_v_version_cards_parent_id_idx" ON "_travel_portfolio_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_travel_portfolio_v_version_cards_image_idx" ON "_travel_portfolio_v_version_cards" USING btree ("image_id");
  CREATE INDEX "_travel_portfolio_v_version_version_image_idx" ON "_travel_portfolio_v" USING btree ("version_image_id");
  CREATE INDEX "_travel_portfolio_v_version_version__status_idx" ON "_travel_portfolio_v" USING btree ("version__status");
  CREATE INDEX "_travel_portfolio_v_created_at_idx" ON "_travel_portfolio_v" USING btree ("created_at");
  CREATE INDEX "_travel_portfolio_v_updated_at_idx" ON "_travel_portfolio_v" USING btree ("updated_at");
  CREATE INDEX "_travel_portfolio_v_latest_idx" ON "_travel_portfolio_v" USING btree ("latest");
  CREATE INDEX "marketplace_cards_order_idx" ON "marketplace_cards" USING btree ("_order");
  CREATE INDEX "marketplace_cards_parent_id_idx" ON "marketplace_cards" USING btree ("_parent_id");
  CREATE INDEX "marketplace_cards_image_idx" ON "marketplace_cards" USING btree ("image_id");
  CREATE INDEX "marketplace_image_idx" ON "marketplace" USING btree ("image_id");
  CREATE INDEX "marketplace__status_idx" ON "marketplace" USING btree ("_status");
  CREATE INDEX "_marketplace_v_version_cards_order_idx" ON "_marketplace_v_version_cards" USING btree ("_order");
  CREATE INDEX "_marketplace_v_version_cards_parent_id_idx" ON "_marketplace_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_marketplace_v_version_cards_image_idx" ON "_marketplace_v_version_cards" USING btree ("image_id");
  CREATE INDEX "_marketplace_v_version_version_image_idx" ON "_marketplace_v" USING btree ("version_image_id");
  CREATE INDEX "_marketplace_v_version_version__status_idx" ON "_marketplace_v" USING btree ("version__status");
  CREATE INDEX "_marketplace_v_created_at_idx" ON "_marketplace_v" USING btree ("created_at");
  CREATE INDEX "_marketplace_v_updated_at_idx" ON "_marketplace_v" USING btree ("updated_at");
  CREATE INDEX "_marketplace_v_latest_idx" ON "_marketplace_v" USING btree ("latest");
  CREATE INDEX "press_room_cards_order_idx" ON "press_room_cards" USING btree ("_order");
  CREATE INDEX "press_room_cards_parent_id_idx" ON "press_room_cards" USING btree ("_parent_id");
  CREATE INDEX "press_room_cards_image_idx" ON "press_room_cards" USING btree ("image_id");
  CREATE INDEX "press_room_image_idx" ON "press_room" USING btree ("image_id");
  CREATE INDEX "press_room__status_idx" ON "press_room" USING btree ("_status");
  CREATE INDEX "_press_room_v_version_cards_order_idx" ON "_press_room_v_version_cards" USING btree ("_order");
  CREATE INDEX "_press_room_v_version_cards_parent_id_idx" ON "_press_room_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_press_room_v_version_cards_image_idx" ON "_press_room_v_version_cards" USING btree ("image_id");
  CREATE INDEX "_press_room_v_version_version_image_idx" ON "_press_room_v" USING btree ("version_image_id");
  CREATE INDEX "_press_room_v_version_version__status_idx" ON "_press_room_v" USING btree ("version__status");
  CREATE INDEX "_press_room_v_created_at_idx" ON "_press_room_v" USING btree ("created_at");
  CREATE INDEX "_press_room_v_updated_at_idx" ON "_press_room_v" USING btree ("updated_at");
  CREATE INDEX "_press_room_v_latest_idx" ON "_press_room_v" USING btree ("latest");
  CREATE INDEX "expedition_cruise_line_facts_order_idx" ON "expedition_cruise_line_facts" USING btree ("_order");
  CREATE INDEX "expedition_cruise_line_facts_parent_id_idx" ON "expedition_cruise_line_facts" USING btree ("_parent_id");
  CREATE INDEX "expedition_cruise_line_sections_order_idx" ON "expedition_cruise_line_sections" USING btree ("_order");
  CREATE INDEX "expedition_cruise_line_sections_parent_id_idx" ON "expedition_cruise_line_sections" USING btree ("_parent_id");
  CREATE INDEX "expedition_cruise_line_sections_image_idx" ON "expedition_cruise_line_sections" USING btree ("image_id");
  CREATE INDEX "expedition_cruise_line_voyages_order_idx" ON "expedition_cruise_line_voyages" USING btree ("_order");
  CREATE INDEX "expedition_cruise_line_voyages_parent_id_idx" ON "expedition_cruise_line_voyages" USING btree ("_parent_id");
  CREATE INDEX "expedition_cruise_line_voyages_image_idx" ON "expedition_cruise_line_voyages" USING btree ("image_id");
  CREATE INDEX "expedition_cruise_line_image_idx" ON "expedition_cruise_line" USING btree ("image_id");
  CREATE INDEX "expedition_cruise_line__status_idx" ON "expedition_cruise_line" USING btree ("_status");
  CREATE INDEX "_expedition_cruise_line_v_version_facts_order_idx" ON "_expedition_cruise_line_v_version_facts" USING btree ("_order");
  CREATE INDEX "_expedition_cruise_line_v_version_facts_parent_id_idx" ON "_expedition_cruise_line_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_expedition_cruise_line_v_version_sections_order_idx" ON "_expedition_cruise_line_v_version_sections" USING btree ("_order");
  CREATE INDEX "_expedition_cruise_line_v_version_sections_parent_id_idx" ON "_expedition_cruise_line_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_expedition_cruise_line_v_version_sections_image_idx" ON "_expedition_cruise_line_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_expedition_cruise_line_v_version_voyages_order_idx" ON "_expedition_cruise_line_v_version_voyages" USING btree ("_order");
  CREATE INDEX "_expedition_cruise_line_v_version_voyages_parent_id_idx" ON "_expedition_cruise_line_v_version_voyages" USING btree ("_parent_id");
  CREATE INDEX "_expedition_cruise_line_v_version_voyages_image_idx" ON "_expedition_cruise_line_v_version_voyages" USING btree ("image_id");
  CREATE INDEX "_expedition_cruise_line_v_version_version_image_idx" ON "_expedition_cruise_line_v" USING btree ("version_image_id");
  CREATE INDEX "_expedition_cruise_line_v_version_version__status_idx" ON "_expedition_cruise_line_v" USING btree ("version__status");
  CREATE INDEX "_expedition_cruise_line_v_created_at_idx" ON "_expedition_cruise_line_v" USING btree ("created_at");
  CREATE INDEX "_expedition_cruise_line_v_updated_at_idx" ON "_expedition_cruise_line_v" USING btree ("updated_at");
  CREATE INDEX "_expedition_cruise_line_v_latest_idx" ON "_expedition_cruise_line_v" USING btree ("latest");
  CREATE INDEX "list_pages_faq_faq_image_idx" ON "list_pages" USING btree ("faq_image_id");
  CREATE INDEX "list_pages_team_team_image_idx" ON "list_pages" USING btree ("team_image_id");
  CREATE INDEX "list_pages_executives_executives_image_idx" ON "list_pages" USING btree ("executives_image_id");
  CREATE INDEX "list_pages_inspirations_inspirations_image_idx" ON "list_pages" USING btree ("inspirations_image_id");
  CREATE INDEX "list_pages_overland_journeys_overland_journeys_image_idx" ON "list_pages" USING btree ("overland_journeys_image_id");
  CREATE INDEX "list_pages_day_programs_day_programs_image_idx" ON "list_pages" USING btree ("day_programs_image_id");
  CREATE INDEX "list_pages_concierge_concierge_image_idx" ON "list_pages" USING btree ("concierge_image_id");
  CREATE INDEX "list_pages_fam_trips_fam_trips_image_idx" ON "list_pages" USING btree ("fam_trips_image_id");
  CREATE INDEX "list_pages_country_information_country_information_image_idx" ON "list_pages" USING btree ("country_information_image_id");
  CREATE INDEX "list_pages__status_idx" ON "list_pages" USING btree ("_status");
  CREATE INDEX "_list_pages_v_version_faq_version_faq_image_idx" ON "_list_pages_v" USING btree ("version_faq_image_id");
  CREATE INDEX "_list_pages_v_version_team_version_team_image_idx" ON "_list_pages_v" USING btree ("version_team_image_id");
  CREATE INDEX "_list_pages_v_version_executives_version_executives_imag_idx" ON "_list_pages_v" USING btree ("version_executives_image_id");
  CREATE INDEX "_list_pages_v_version_inspirations_version_inspirations__idx" ON "_list_pages_v" USING btree ("version_inspirations_image_id");
  CREATE INDEX "_list_pages_v_version_overland_journeys_version_overland_idx" ON "_list_pages_v" USING btree ("version_overland_journeys_image_id");
  CREATE INDEX "_list_pages_v_version_day_programs_version_day_programs__idx" ON "_list_pages_v" USING btree ("version_day_programs_image_id");
  CREATE INDEX "_list_pages_v_version_concierge_version_concierge_image_idx" ON "_list_pages_v" USING btree ("version_concierge_image_id");
  CREATE INDEX "_list_pages_v_version_fam_trips_version_fam_trips_image_idx" ON "_list_pages_v" USING btree ("version_fam_trips_image_id");
  CREATE INDEX "_list_pages_v_version_country_information_version_countr_idx" ON "_list_pages_v" USING btree ("version_country_information_image_id");
  CREATE INDEX "_list_pages_v_version_version__status_idx" ON "_list_pages_v" USING btree ("version__status");
  CREATE INDEX "_list_pages_v_created_at_idx" ON "_list_pages_v" USING btree ("created_at");
  CREATE INDEX "_list_pages_v_updated_at_idx" ON "_list_pages_v" USING btree ("updated_at");
  CREATE INDEX "_list_pages_v_latest_idx" ON "_list_pages_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_executive_profiles_fk" FOREIGN KEY ("executive_profiles_id") REFERENCES "public"."executive_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_introducings_fk" FOREIGN KEY ("introducings_id") REFERENCES "public"."introducings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_inspirations_fk" FOREIGN KEY ("travel_inspirations_id") REFERENCES "public"."travel_inspirations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_overland_journeys_fk" FOREIGN KEY ("overland_journeys_id") REFERENCES "public"."overland_journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_concierge_categories_fk" FOREIGN KEY ("concierge_cats_id") REFERENCES "public"."concierge_cats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_concierge_items_fk" FOREIGN KEY ("concierge_items_id") REFERENCES "public"."concierge_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fam_trips_fk" FOREIGN KEY ("fam_trips_id") REFERENCES "public"."fam_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_country_information_fk" FOREIGN KEY ("country_information_id") REFERENCES "public"."country_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "programs_slug_idx" ON "programs" USING btree ("slug");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_executive_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("executive_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_introducings_id_idx" ON "payload_locked_documents_rels" USING btree ("introducings_id");
  CREATE INDEX "payload_locked_documents_rels_travel_inspirations_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_inspirations_id");
  CREATE INDEX "payload_locked_documents_rels_overland_journeys_id_idx" ON "payload_locked_documents_rels" USING btree ("overland_journeys_id");
  CREATE INDEX "payload_locked_documents_rels_concierge_cats_id_idx" ON "payload_locked_documents_rels" USING btree ("concierge_cats_id");
  CREATE INDEX "payload_locked_documents_rels_concierge_items_id_idx" ON "payload_locked_documents_rels" USING btree ("concierge_items_id");
  CREATE INDEX "payload_locked_documents_rels_fam_trips_id_idx" ON "payload_locked_documents_rels" USING btree ("fam_trips_id");
  CREATE INDEX "payload_locked_documents_rels_country_information_id_idx" ON "payload_locked_documents_rels" USING btree ("country_information_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");`)
  // The home page existed before drafts: what visitors saw stays published.
  await db.execute(sql`UPDATE "home_page" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "executive_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_executive_profiles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "introducings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_introducings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_inspirations_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_inspirations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_inspirations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_inspirations_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_inspirations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_inspirations_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "overland_journeys_itinerary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "overland_journeys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "overland_journeys_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_overland_journeys_v_version_itinerary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_overland_journeys_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_overland_journeys_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "concierge_cats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_concierge_cats_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "concierge_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_concierge_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fam_trips_itinerary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fam_trips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fam_trips_v_version_itinerary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fam_trips_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "country_information" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_country_information_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "what_defines_us_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "what_defines_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_what_defines_us_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_what_defines_us_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_us_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_us_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_us_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_us_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_us_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_values_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_values_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_values_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_products_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_products_v_version_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_services_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_services_v_version_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corporate_profile_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corporate_profile_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corporate_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporate_profile_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporate_profile_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporate_profile_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "points_of_difference_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "points_of_difference" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_points_of_difference_v_version_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_points_of_difference_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "multi_country_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "multi_country_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "multi_country" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_multi_country_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_multi_country_v_version_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_multi_country_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_network_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_network" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sales_network_v_version_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sales_network_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "get_in_touch_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "get_in_touch" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_get_in_touch_v_version_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_get_in_touch_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collaborate_with_us_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collaborate_with_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collaborate_with_us_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_collaborate_with_us_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_portfolio_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "our_portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_portfolio_v_version_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_our_portfolio_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_portfolio_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_portfolio_v_version_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_travel_portfolio_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketplace_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketplace" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_marketplace_v_version_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_marketplace_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_room_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_room" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_room_v_version_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_room_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expedition_cruise_line_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expedition_cruise_line_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expedition_cruise_line_voyages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expedition_cruise_line" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expedition_cruise_line_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expedition_cruise_line_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expedition_cruise_line_v_version_voyages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expedition_cruise_line_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "list_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_list_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "executive_profiles" CASCADE;
  DROP TABLE "_executive_profiles_v" CASCADE;
  DROP TABLE "introducings" CASCADE;
  DROP TABLE "_introducings_v" CASCADE;
  DROP TABLE "travel_inspirations_highlights" CASCADE;
  DROP TABLE "travel_inspirations" CASCADE;
  DROP TABLE "travel_inspirations_rels" CASCADE;
  DROP TABLE "_travel_inspirations_v_version_highlights" CASCADE;
  DROP TABLE "_travel_inspirations_v" CASCADE;
  DROP TABLE "_travel_inspirations_v_rels" CASCADE;
  DROP TABLE "overland_journeys_itinerary" CASCADE;
  DROP TABLE "overland_journeys" CASCADE;
  DROP TABLE "overland_journeys_rels" CASCADE;
  DROP TABLE "_overland_journeys_v_version_itinerary" CASCADE;
  DROP TABLE "_overland_journeys_v" CASCADE;
  DROP TABLE "_overland_journeys_v_rels" CASCADE;
  DROP TABLE "concierge_cats" CASCADE;
  DROP TABLE "_concierge_cats_v" CASCADE;
  DROP TABLE "concierge_items" CASCADE;
  DROP TABLE "_concierge_items_v" CASCADE;
  DROP TABLE "fam_trips_itinerary" CASCADE;
  DROP TABLE "fam_trips" CASCADE;
  DROP TABLE "_fam_trips_v_version_itinerary" CASCADE;
  DROP TABLE "_fam_trips_v" CASCADE;
  DROP TABLE "country_information" CASCADE;
  DROP TABLE "_country_information_v" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "_home_page_v_version_highlights" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "what_defines_us_sections" CASCADE;
  DROP TABLE "what_defines_us" CASCADE;
  DROP TABLE "_what_defines_us_v_version_sections" CASCADE;
  DROP TABLE "_what_defines_us_v" CASCADE;
  DROP TABLE "about_us_facts" CASCADE;
  DROP TABLE "about_us_sections" CASCADE;
  DROP TABLE "about_us" CASCADE;
  DROP TABLE "_about_us_v_version_facts" CASCADE;
  DROP TABLE "_about_us_v_version_sections" CASCADE;
  DROP TABLE "_about_us_v" CASCADE;
  DROP TABLE "our_values_values" CASCADE;
  DROP TABLE "our_values" CASCADE;
  DROP TABLE "_our_values_v_version_values" CASCADE;
  DROP TABLE "_our_values_v" CASCADE;
  DROP TABLE "our_products_slides" CASCADE;
  DROP TABLE "our_products" CASCADE;
  DROP TABLE "_our_products_v_version_slides" CASCADE;
  DROP TABLE "_our_products_v" CASCADE;
  DROP TABLE "our_services_slides" CASCADE;
  DROP TABLE "our_services" CASCADE;
  DROP TABLE "_our_services_v_version_slides" CASCADE;
  DROP TABLE "_our_services_v" CASCADE;
  DROP TABLE "corporate_profile_facts" CASCADE;
  DROP TABLE "corporate_profile_sections" CASCADE;
  DROP TABLE "corporate_profile" CASCADE;
  DROP TABLE "_corporate_profile_v_version_facts" CASCADE;
  DROP TABLE "_corporate_profile_v_version_sections" CASCADE;
  DROP TABLE "_corporate_profile_v" CASCADE;
  DROP TABLE "points_of_difference_points" CASCADE;
  DROP TABLE "points_of_difference" CASCADE;
  DROP TABLE "_points_of_difference_v_version_points" CASCADE;
  DROP TABLE "_points_of_difference_v" CASCADE;
  DROP TABLE "multi_country_sections" CASCADE;
  DROP TABLE "multi_country_routes" CASCADE;
  DROP TABLE "multi_country" CASCADE;
  DROP TABLE "_multi_country_v_version_sections" CASCADE;
  DROP TABLE "_multi_country_v_version_routes" CASCADE;
  DROP TABLE "_multi_country_v" CASCADE;
  DROP TABLE "sales_network_offices" CASCADE;
  DROP TABLE "sales_network" CASCADE;
  DROP TABLE "_sales_network_v_version_offices" CASCADE;
  DROP TABLE "_sales_network_v" CASCADE;
  DROP TABLE "contact_page_offices" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "_contact_page_v_version_offices" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "get_in_touch_reasons" CASCADE;
  DROP TABLE "get_in_touch" CASCADE;
  DROP TABLE "_get_in_touch_v_version_reasons" CASCADE;
  DROP TABLE "_get_in_touch_v" CASCADE;
  DROP TABLE "collaborate_with_us_steps" CASCADE;
  DROP TABLE "collaborate_with_us" CASCADE;
  DROP TABLE "_collaborate_with_us_v_version_steps" CASCADE;
  DROP TABLE "_collaborate_with_us_v" CASCADE;
  DROP TABLE "our_portfolio_cards" CASCADE;
  DROP TABLE "our_portfolio" CASCADE;
  DROP TABLE "_our_portfolio_v_version_cards" CASCADE;
  DROP TABLE "_our_portfolio_v" CASCADE;
  DROP TABLE "travel_portfolio_cards" CASCADE;
  DROP TABLE "travel_portfolio" CASCADE;
  DROP TABLE "_travel_portfolio_v_version_cards" CASCADE;
  DROP TABLE "_travel_portfolio_v" CASCADE;
  DROP TABLE "marketplace_cards" CASCADE;
  DROP TABLE "marketplace" CASCADE;
  DROP TABLE "_marketplace_v_version_cards" CASCADE;
  DROP TABLE "_marketplace_v" CASCADE;
  DROP TABLE "press_room_cards" CASCADE;
  DROP TABLE "press_room" CASCADE;
  DROP TABLE "_press_room_v_version_cards" CASCADE;
  DROP TABLE "_press_room_v" CASCADE;
  DROP TABLE "expedition_cruise_line_facts" CASCADE;
  DROP TABLE "expedition_cruise_line_sections" CASCADE;
  DROP TABLE "expedition_cruise_line_voyages" CASCADE;
  DROP TABLE "expedition_cruise_line" CASCADE;
  DROP TABLE "_expedition_cruise_line_v_version_facts" CASCADE;
  DROP TABLE "_expedition_cruise_line_v_version_sections" CASCADE;
  DROP TABLE "_expedition_cruise_line_v_version_voyages" CASCADE;
  DROP TABLE "_expedition_cruise_line_v" CASCADE;
  DROP TABLE "list_pages" CASCADE;
  DROP TABLE "_list_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_executive_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_introducings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_inspirations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_overland_journeys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_concierge_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_concierge_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fam_trips_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_country_information_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  DROP INDEX "media_sizes_wide_sizes_wide_filename_idx";
  DROP INDEX "programs_slug_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_executive_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_introducings_id_idx";
  DROP INDEX "payload_locked_documents_rels_travel_inspirations_id_idx";
  DROP INDEX "payload_locked_documents_rels_overland_journeys_id_idx";
  DROP INDEX "payload_locked_documents_rels_concierge_cats_id_idx";
  DROP INDEX "payload_locked_documents_rels_concierge_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_fam_trips_id_idx";
  DROP INDEX "payload_locked_documents_rels_country_information_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "home_page__status_idx";
  ALTER TABLE "home_page_highlights" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "media" DROP COLUMN "sizes_wide_url";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_width";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_height";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_filename";
  ALTER TABLE "programs" DROP COLUMN "slug";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "executive_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "introducings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_inspirations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "overland_journeys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "concierge_cats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "concierge_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fam_trips_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "country_information_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_executive_profiles_status";
  DROP TYPE "public"."enum__executive_profiles_v_version_status";
  DROP TYPE "public"."enum_introducings_status";
  DROP TYPE "public"."enum__introducings_v_version_status";
  DROP TYPE "public"."enum_travel_inspirations_status";
  DROP TYPE "public"."enum__travel_inspirations_v_version_status";
  DROP TYPE "public"."enum_overland_journeys_status";
  DROP TYPE "public"."enum__overland_journeys_v_version_status";
  DROP TYPE "public"."enum_concierge_cats_status";
  DROP TYPE "public"."enum__concierge_cats_v_version_status";
  DROP TYPE "public"."enum_concierge_items_status";
  DROP TYPE "public"."enum__concierge_items_v_version_status";
  DROP TYPE "public"."enum_fam_trips_status";
  DROP TYPE "public"."enum__fam_trips_v_version_status";
  DROP TYPE "public"."enum_country_information_status";
  DROP TYPE "public"."enum__country_information_v_version_status";
  DROP TYPE "public"."enum_contact_requests_form";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_what_defines_us_status";
  DROP TYPE "public"."enum__what_defines_us_v_version_status";
  DROP TYPE "public"."enum_about_us_status";
  DROP TYPE "public"."enum__about_us_v_version_status";
  DROP TYPE "public"."enum_our_values_status";
  DROP TYPE "public"."enum__our_values_v_version_status";
  DROP TYPE "public"."enum_our_products_status";
  DROP TYPE "public"."enum__our_products_v_version_status";
  DROP TYPE "public"."enum_our_services_status";
  DROP TYPE "public"."enum__our_services_v_version_status";
  DROP TYPE "public"."enum_corporate_profile_status";
  DROP TYPE "public"."enum__corporate_profile_v_version_status";
  DROP TYPE "public"."enum_points_of_difference_status";
  DROP TYPE "public"."enum__points_of_difference_v_version_status";
  DROP TYPE "public"."enum_multi_country_status";
  DROP TYPE "public"."enum__multi_country_v_version_status";
  DROP TYPE "public"."enum_sales_network_status";
  DROP TYPE "public"."enum__sales_network_v_version_status";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum_get_in_touch_status";
  DROP TYPE "public"."enum__get_in_touch_v_version_status";
  DROP TYPE "public"."enum_collaborate_with_us_steps_kind";
  DROP TYPE "public"."enum_collaborate_with_us_status";
  DROP TYPE "public"."enum__collaborate_with_us_v_version_steps_kind";
  DROP TYPE "public"."enum__collaborate_with_us_v_version_status";
  DROP TYPE "public"."enum_our_portfolio_status";
  DROP TYPE "public"."enum__our_portfolio_v_version_status";
  DROP TYPE "public"."enum_travel_portfolio_status";
  DROP TYPE "public"."enum__travel_portfolio_v_version_status";
  DROP TYPE "public"."enum_marketplace_status";
  DROP TYPE "public"."enum__marketplace_v_version_status";
  DROP TYPE "public"."enum_press_room_status";
  DROP TYPE "public"."enum__press_room_v_version_status";
  DROP TYPE "public"."enum_expedition_cruise_line_status";
  DROP TYPE "public"."enum__expedition_cruise_line_v_version_status";
  DROP TYPE "public"."enum_list_pages_status";
  DROP TYPE "public"."enum__list_pages_v_version_status";`)
}
