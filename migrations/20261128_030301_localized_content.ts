import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Content in several languages (issue 26, ADR 045): the translatable texts move from each table to
 * its `_locales` table, one row per language. What is there today becomes the English text, so
 * every page reads exactly as before; other languages fall back to it until translated.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The languages' tables, columns and indexes.
  await db.execute(sql.raw(CREATE))
  // Every text as it is now is the English one.
  await db.execute(sql.raw(COPY_TO_ENGLISH))
  // Then the texts leave the shared tables.
  await db.execute(sql.raw(DROP_MOVED))
}

/** Back to one language: the English texts return to their tables; the translations are dropped. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(ADD_BACK))
  await db.execute(sql.raw(COPY_ENGLISH_BACK))
  await db.execute(sql.raw(DROP_LANGUAGES))
}

const CREATE = `
CREATE TYPE "public"."_locales" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__team_members_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__executive_profiles_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__introducings_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__travel_inspirations_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__overland_journeys_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__concierge_cats_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__concierge_items_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__fam_trips_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__country_information_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__journal_categories_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__journal_entries_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__showcase_hotels_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__webinar_groups_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__webinars_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__video_categories_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__videos_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__restaurant_areas_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__restaurant_covers_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__restaurant_menus_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__venues_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__beyond_items_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__what_defines_us_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__our_portfolio_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__our_products_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__our_services_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__travel_portfolio_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__press_room_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__about_us_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__corporate_profile_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__multi_country_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__our_values_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__points_of_difference_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__sales_network_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__marketplace_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__siam_in_style_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__expedition_cruise_line_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__contact_page_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__get_in_touch_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__collaborate_with_us_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__list_pages_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TYPE "public"."enum__beyond_page_v_published_locale" AS ENUM('en', 'de', 'fr');
CREATE TABLE "menu_entries_locales" (
  	"full_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "footer_columns_list_items_locales" (
  	"full_name" varchar,
  	"short_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "footer_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "page_metas_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "hotels_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "programs_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "visa_services_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "team_members_locales" (
  	"position" varchar,
  	"department" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_team_members_v_locales" (
  	"version_position" varchar,
  	"version_department" varchar,
  	"version_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "executive_profiles_locales" (
  	"position" varchar,
  	"quote" varchar,
  	"bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_executive_profiles_v_locales" (
  	"version_position" varchar,
  	"version_quote" varchar,
  	"version_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "introducings_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_introducings_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "travel_inspirations_locales" (
  	"title" varchar,
  	"duration" varchar,
  	"theme" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_travel_inspirations_v_locales" (
  	"version_title" varchar,
  	"version_duration" varchar,
  	"version_theme" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "overland_journeys_itinerary_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "overland_journeys_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_overland_journeys_v_version_itinerary_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_overland_journeys_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "concierge_cats_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_concierge_cats_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "concierge_items_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_concierge_items_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "fam_trips_itinerary_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "fam_trips_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_fam_trips_v_version_itinerary_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_fam_trips_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "country_information_locales" (
  	"title" varchar,
  	"best_time" varchar,
  	"visa" varchar,
  	"climate" varchar,
  	"overview" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_country_information_v_locales" (
  	"version_title" varchar,
  	"version_best_time" varchar,
  	"version_visa" varchar,
  	"version_climate" varchar,
  	"version_overview" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "journal_categories_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_journal_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "journal_entries_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_journal_entries_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "showcase_hotels_locales" (
  	"review" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_showcase_hotels_v_locales" (
  	"version_review" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "webinar_groups_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_webinar_groups_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "webinars_locales" (
  	"title" varchar,
  	"speaker_role" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_webinars_v_locales" (
  	"version_title" varchar,
  	"version_speaker_role" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "video_categories_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_video_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"description" varchar,
  	"captions_label" varchar DEFAULT 'English',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_captions_label" varchar DEFAULT 'English',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "restaurant_areas_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_restaurant_areas_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "intro_pages_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "outro_pages_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "restaurant_covers_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_intro_pages_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_outro_pages_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_restaurant_covers_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "restaurant_menus_courses_dishes_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "restaurant_menus_courses_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "restaurant_menus_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_restaurant_menus_v_version_courses_dishes_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_restaurant_menus_v_version_courses_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_restaurant_menus_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "venues_pages_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "venues_locales" (
  	"title" varchar,
  	"cuisine" varchar,
  	"price_string" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_venues_v_version_pages_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_venues_v_locales" (
  	"version_title" varchar,
  	"version_cuisine" varchar,
  	"version_price_string" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "beyond_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_beyond_items_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_duration" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "site_settings_locales" (
  	"text_menu_modal" varchar,
  	"copy_right" varchar,
  	"text_footer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "home_page_highlights_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "home_page_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"intro_title" varchar,
  	"intro_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_home_page_v_version_highlights_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_home_page_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_intro_title" varchar,
  	"version_intro_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "what_defines_us_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "what_defines_us_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_what_defines_us_v_version_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_what_defines_us_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "our_portfolio_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "our_portfolio_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_portfolio_v_version_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_portfolio_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "our_products_slides_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "our_products_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_products_v_version_slides_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_products_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "our_services_slides_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "our_services_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_services_v_version_slides_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_services_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "travel_portfolio_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "travel_portfolio_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_travel_portfolio_v_version_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_travel_portfolio_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "press_room_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "press_room_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_press_room_v_version_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_press_room_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "about_us_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "about_us_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "about_us_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_about_us_v_version_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_about_us_v_version_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_about_us_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "corporate_profile_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "corporate_profile_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "corporate_profile_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_corporate_profile_v_version_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_corporate_profile_v_version_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_corporate_profile_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "multi_country_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "multi_country_routes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "multi_country_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_multi_country_v_version_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_multi_country_v_version_routes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_multi_country_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "our_values_values_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "our_values_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_values_v_version_values_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_our_values_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "points_of_difference_points_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "points_of_difference_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_points_of_difference_v_version_points_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_points_of_difference_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "sales_network_offices_locales" (
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "sales_network_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_sales_network_v_version_offices_locales" (
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_sales_network_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "marketplace_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "marketplace_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_marketplace_v_version_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_marketplace_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "siam_in_style_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "siam_in_style_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "siam_in_style_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "siam_in_style_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_siam_in_style_v_version_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_siam_in_style_v_version_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_siam_in_style_v_version_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_siam_in_style_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "expedition_cruise_line_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "expedition_cruise_line_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "expedition_cruise_line_voyages_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "expedition_cruise_line_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_expedition_cruise_line_v_version_facts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_expedition_cruise_line_v_version_sections_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_expedition_cruise_line_v_version_voyages_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_expedition_cruise_line_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "contact_page_offices_locales" (
  	"hours" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "contact_page_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"form_title" varchar,
  	"form_intro" varchar,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_contact_page_v_version_offices_locales" (
  	"hours" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_contact_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"version_form_title" varchar,
  	"version_form_intro" varchar,
  	"version_success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "get_in_touch_reasons_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "get_in_touch_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"intro" jsonb,
  	"form_title" varchar,
  	"form_intro" varchar,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_get_in_touch_v_version_reasons_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_get_in_touch_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_intro" jsonb,
  	"version_form_title" varchar,
  	"version_form_intro" varchar,
  	"version_success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "collaborate_with_us_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "collaborate_with_us_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_collaborate_with_us_v_version_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_collaborate_with_us_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "list_pages_locales" (
  	"faq_title" varchar,
  	"faq_subtitle" varchar,
  	"team_title" varchar,
  	"team_subtitle" varchar,
  	"executives_title" varchar,
  	"executives_subtitle" varchar,
  	"inspirations_title" varchar,
  	"inspirations_subtitle" varchar,
  	"overland_journeys_title" varchar,
  	"overland_journeys_subtitle" varchar,
  	"day_programs_title" varchar,
  	"day_programs_subtitle" varchar,
  	"concierge_title" varchar,
  	"concierge_subtitle" varchar,
  	"fam_trips_title" varchar,
  	"fam_trips_subtitle" varchar,
  	"country_information_title" varchar,
  	"country_information_subtitle" varchar,
  	"journal_title" varchar,
  	"journal_subtitle" varchar,
  	"on_location_title" varchar,
  	"on_location_subtitle" varchar,
  	"journal_press_room_title" varchar,
  	"journal_press_room_subtitle" varchar,
  	"product_news_title" varchar,
  	"product_news_subtitle" varchar,
  	"lay_your_head_down_title" varchar,
  	"lay_your_head_down_subtitle" varchar,
  	"webinars_title" varchar,
  	"webinars_subtitle" varchar,
  	"videos_title" varchar,
  	"videos_subtitle" varchar,
  	"tv_title" varchar,
  	"tv_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_list_pages_v_locales" (
  	"version_faq_title" varchar,
  	"version_faq_subtitle" varchar,
  	"version_team_title" varchar,
  	"version_team_subtitle" varchar,
  	"version_executives_title" varchar,
  	"version_executives_subtitle" varchar,
  	"version_inspirations_title" varchar,
  	"version_inspirations_subtitle" varchar,
  	"version_overland_journeys_title" varchar,
  	"version_overland_journeys_subtitle" varchar,
  	"version_day_programs_title" varchar,
  	"version_day_programs_subtitle" varchar,
  	"version_concierge_title" varchar,
  	"version_concierge_subtitle" varchar,
  	"version_fam_trips_title" varchar,
  	"version_fam_trips_subtitle" varchar,
  	"version_country_information_title" varchar,
  	"version_country_information_subtitle" varchar,
  	"version_journal_title" varchar,
  	"version_journal_subtitle" varchar,
  	"version_on_location_title" varchar,
  	"version_on_location_subtitle" varchar,
  	"version_journal_press_room_title" varchar,
  	"version_journal_press_room_subtitle" varchar,
  	"version_product_news_title" varchar,
  	"version_product_news_subtitle" varchar,
  	"version_lay_your_head_down_title" varchar,
  	"version_lay_your_head_down_subtitle" varchar,
  	"version_webinars_title" varchar,
  	"version_webinars_subtitle" varchar,
  	"version_videos_title" varchar,
  	"version_videos_subtitle" varchar,
  	"version_tv_title" varchar,
  	"version_tv_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "beyond_page_reels_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
CREATE TABLE "beyond_page_locales" (
  	"title" varchar,
  	"short_description" varchar,
  	"button_text" varchar DEFAULT 'Read the story',
  	"description" jsonb,
  	"content" jsonb,
  	"hardcopy_button_text" varchar DEFAULT 'Download the PDF',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_beyond_page_v_version_reels_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
CREATE TABLE "_beyond_page_v_locales" (
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_button_text" varchar DEFAULT 'Read the story',
  	"version_description" jsonb,
  	"version_content" jsonb,
  	"version_hardcopy_button_text" varchar DEFAULT 'Download the PDF',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
ALTER TABLE "_faqs_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_faqs_v" ADD COLUMN "published_locale" "enum__faqs_v_published_locale";
ALTER TABLE "_team_members_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_team_members_v" ADD COLUMN "published_locale" "enum__team_members_v_published_locale";
ALTER TABLE "_executive_profiles_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_executive_profiles_v" ADD COLUMN "published_locale" "enum__executive_profiles_v_published_locale";
ALTER TABLE "_introducings_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_introducings_v" ADD COLUMN "published_locale" "enum__introducings_v_published_locale";
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "published_locale" "enum__travel_inspirations_v_published_locale";
ALTER TABLE "_overland_journeys_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_overland_journeys_v" ADD COLUMN "published_locale" "enum__overland_journeys_v_published_locale";
ALTER TABLE "_concierge_cats_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_concierge_cats_v" ADD COLUMN "published_locale" "enum__concierge_cats_v_published_locale";
ALTER TABLE "_concierge_items_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_concierge_items_v" ADD COLUMN "published_locale" "enum__concierge_items_v_published_locale";
ALTER TABLE "_fam_trips_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_fam_trips_v" ADD COLUMN "published_locale" "enum__fam_trips_v_published_locale";
ALTER TABLE "_country_information_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_country_information_v" ADD COLUMN "published_locale" "enum__country_information_v_published_locale";
ALTER TABLE "_journal_categories_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_journal_categories_v" ADD COLUMN "published_locale" "enum__journal_categories_v_published_locale";
ALTER TABLE "_journal_entries_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_journal_entries_v" ADD COLUMN "published_locale" "enum__journal_entries_v_published_locale";
ALTER TABLE "_showcase_hotels_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_showcase_hotels_v" ADD COLUMN "published_locale" "enum__showcase_hotels_v_published_locale";
ALTER TABLE "_webinar_groups_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_webinar_groups_v" ADD COLUMN "published_locale" "enum__webinar_groups_v_published_locale";
ALTER TABLE "_webinars_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_webinars_v" ADD COLUMN "published_locale" "enum__webinars_v_published_locale";
ALTER TABLE "_video_categories_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_video_categories_v" ADD COLUMN "published_locale" "enum__video_categories_v_published_locale";
ALTER TABLE "_videos_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_videos_v" ADD COLUMN "published_locale" "enum__videos_v_published_locale";
ALTER TABLE "_restaurant_areas_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_restaurant_areas_v" ADD COLUMN "published_locale" "enum__restaurant_areas_v_published_locale";
ALTER TABLE "_restaurant_covers_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_restaurant_covers_v" ADD COLUMN "published_locale" "enum__restaurant_covers_v_published_locale";
ALTER TABLE "_restaurant_menus_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_restaurant_menus_v" ADD COLUMN "published_locale" "enum__restaurant_menus_v_published_locale";
ALTER TABLE "_venues_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_venues_v" ADD COLUMN "published_locale" "enum__venues_v_published_locale";
ALTER TABLE "_beyond_items_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_beyond_items_v" ADD COLUMN "published_locale" "enum__beyond_items_v_published_locale";
ALTER TABLE "_home_page_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_home_page_v" ADD COLUMN "published_locale" "enum__home_page_v_published_locale";
ALTER TABLE "_what_defines_us_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_what_defines_us_v" ADD COLUMN "published_locale" "enum__what_defines_us_v_published_locale";
ALTER TABLE "_our_portfolio_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_our_portfolio_v" ADD COLUMN "published_locale" "enum__our_portfolio_v_published_locale";
ALTER TABLE "_our_products_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_our_products_v" ADD COLUMN "published_locale" "enum__our_products_v_published_locale";
ALTER TABLE "_our_services_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_our_services_v" ADD COLUMN "published_locale" "enum__our_services_v_published_locale";
ALTER TABLE "_travel_portfolio_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_travel_portfolio_v" ADD COLUMN "published_locale" "enum__travel_portfolio_v_published_locale";
ALTER TABLE "_press_room_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_press_room_v" ADD COLUMN "published_locale" "enum__press_room_v_published_locale";
ALTER TABLE "_about_us_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_about_us_v" ADD COLUMN "published_locale" "enum__about_us_v_published_locale";
ALTER TABLE "_corporate_profile_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_corporate_profile_v" ADD COLUMN "published_locale" "enum__corporate_profile_v_published_locale";
ALTER TABLE "_multi_country_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_multi_country_v" ADD COLUMN "published_locale" "enum__multi_country_v_published_locale";
ALTER TABLE "_our_values_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_our_values_v" ADD COLUMN "published_locale" "enum__our_values_v_published_locale";
ALTER TABLE "_points_of_difference_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_points_of_difference_v" ADD COLUMN "published_locale" "enum__points_of_difference_v_published_locale";
ALTER TABLE "_sales_network_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_sales_network_v" ADD COLUMN "published_locale" "enum__sales_network_v_published_locale";
ALTER TABLE "_marketplace_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_marketplace_v" ADD COLUMN "published_locale" "enum__marketplace_v_published_locale";
ALTER TABLE "_siam_in_style_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_siam_in_style_v" ADD COLUMN "published_locale" "enum__siam_in_style_v_published_locale";
ALTER TABLE "_expedition_cruise_line_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_expedition_cruise_line_v" ADD COLUMN "published_locale" "enum__expedition_cruise_line_v_published_locale";
ALTER TABLE "_contact_page_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_contact_page_v" ADD COLUMN "published_locale" "enum__contact_page_v_published_locale";
ALTER TABLE "_get_in_touch_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "published_locale" "enum__get_in_touch_v_published_locale";
ALTER TABLE "_collaborate_with_us_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_collaborate_with_us_v" ADD COLUMN "published_locale" "enum__collaborate_with_us_v_published_locale";
ALTER TABLE "_list_pages_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_list_pages_v" ADD COLUMN "published_locale" "enum__list_pages_v_published_locale";
ALTER TABLE "_beyond_page_v" ADD COLUMN "snapshot" boolean;
ALTER TABLE "_beyond_page_v" ADD COLUMN "published_locale" "enum__beyond_page_v_published_locale";
ALTER TABLE "menu_entries_locales" ADD CONSTRAINT "menu_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_entries"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "footer_columns_list_items_locales" ADD CONSTRAINT "footer_columns_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns_list_items"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "page_metas_locales" ADD CONSTRAINT "page_metas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_metas"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "hotels_locales" ADD CONSTRAINT "hotels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "programs_locales" ADD CONSTRAINT "programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "visa_services_locales" ADD CONSTRAINT "visa_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visa_services"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "team_members_locales" ADD CONSTRAINT "team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_team_members_v_locales" ADD CONSTRAINT "_team_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "executive_profiles_locales" ADD CONSTRAINT "executive_profiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."executive_profiles"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_executive_profiles_v_locales" ADD CONSTRAINT "_executive_profiles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_executive_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "introducings_locales" ADD CONSTRAINT "introducings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."introducings"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_introducings_v_locales" ADD CONSTRAINT "_introducings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_introducings_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "travel_inspirations_locales" ADD CONSTRAINT "travel_inspirations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_inspirations"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_travel_inspirations_v_locales" ADD CONSTRAINT "_travel_inspirations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_inspirations_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "overland_journeys_itinerary_locales" ADD CONSTRAINT "overland_journeys_itinerary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."overland_journeys_itinerary"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "overland_journeys_locales" ADD CONSTRAINT "overland_journeys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."overland_journeys"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_overland_journeys_v_version_itinerary_locales" ADD CONSTRAINT "_overland_journeys_v_version_itinerary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_overland_journeys_v_version_itinerary"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_overland_journeys_v_locales" ADD CONSTRAINT "_overland_journeys_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_overland_journeys_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "concierge_cats_locales" ADD CONSTRAINT "concierge_cats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."concierge_cats"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_concierge_cats_v_locales" ADD CONSTRAINT "_concierge_cats_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_concierge_cats_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "concierge_items_locales" ADD CONSTRAINT "concierge_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."concierge_items"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_concierge_items_v_locales" ADD CONSTRAINT "_concierge_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_concierge_items_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "fam_trips_itinerary_locales" ADD CONSTRAINT "fam_trips_itinerary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fam_trips_itinerary"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "fam_trips_locales" ADD CONSTRAINT "fam_trips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fam_trips"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_fam_trips_v_version_itinerary_locales" ADD CONSTRAINT "_fam_trips_v_version_itinerary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fam_trips_v_version_itinerary"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_fam_trips_v_locales" ADD CONSTRAINT "_fam_trips_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fam_trips_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "country_information_locales" ADD CONSTRAINT "country_information_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."country_information"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_country_information_v_locales" ADD CONSTRAINT "_country_information_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_country_information_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "journal_categories_locales" ADD CONSTRAINT "journal_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journal_categories"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_journal_categories_v_locales" ADD CONSTRAINT "_journal_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_journal_categories_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "journal_entries_locales" ADD CONSTRAINT "journal_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_journal_entries_v_locales" ADD CONSTRAINT "_journal_entries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_journal_entries_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "showcase_hotels_locales" ADD CONSTRAINT "showcase_hotels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_hotels"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_showcase_hotels_v_locales" ADD CONSTRAINT "_showcase_hotels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_hotels_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "webinar_groups_locales" ADD CONSTRAINT "webinar_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."webinar_groups"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_webinar_groups_v_locales" ADD CONSTRAINT "_webinar_groups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_webinar_groups_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "webinars_locales" ADD CONSTRAINT "webinars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_webinars_v_locales" ADD CONSTRAINT "_webinars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "video_categories_locales" ADD CONSTRAINT "video_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_video_categories_v_locales" ADD CONSTRAINT "_video_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_categories_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "restaurant_areas_locales" ADD CONSTRAINT "restaurant_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_restaurant_areas_v_locales" ADD CONSTRAINT "_restaurant_areas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_areas_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "intro_pages_locales" ADD CONSTRAINT "intro_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."intro_pages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "outro_pages_locales" ADD CONSTRAINT "outro_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outro_pages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "restaurant_covers_locales" ADD CONSTRAINT "restaurant_covers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_covers"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_intro_pages_v_locales" ADD CONSTRAINT "_intro_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_intro_pages_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_outro_pages_v_locales" ADD CONSTRAINT "_outro_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_outro_pages_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_restaurant_covers_v_locales" ADD CONSTRAINT "_restaurant_covers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_covers_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "restaurant_menus_courses_dishes_locales" ADD CONSTRAINT "restaurant_menus_courses_dishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_menus_courses_dishes"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "restaurant_menus_courses_locales" ADD CONSTRAINT "restaurant_menus_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_menus_courses"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "restaurant_menus_locales" ADD CONSTRAINT "restaurant_menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurant_menus"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_restaurant_menus_v_version_courses_dishes_locales" ADD CONSTRAINT "_restaurant_menus_v_version_courses_dishes_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_menus_v_version_courses_dishes"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_restaurant_menus_v_version_courses_locales" ADD CONSTRAINT "_restaurant_menus_v_version_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_menus_v_version_courses"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_restaurant_menus_v_locales" ADD CONSTRAINT "_restaurant_menus_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurant_menus_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "venues_pages_locales" ADD CONSTRAINT "venues_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues_pages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "venues_locales" ADD CONSTRAINT "venues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_venues_v_version_pages_locales" ADD CONSTRAINT "_venues_v_version_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venues_v_version_pages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_venues_v_locales" ADD CONSTRAINT "_venues_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venues_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "beyond_items_locales" ADD CONSTRAINT "beyond_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beyond_items"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_beyond_items_v_locales" ADD CONSTRAINT "_beyond_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beyond_items_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "home_page_highlights_locales" ADD CONSTRAINT "home_page_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_highlights"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_home_page_v_version_highlights_locales" ADD CONSTRAINT "_home_page_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "what_defines_us_sections_locales" ADD CONSTRAINT "what_defines_us_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."what_defines_us_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "what_defines_us_locales" ADD CONSTRAINT "what_defines_us_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."what_defines_us"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_what_defines_us_v_version_sections_locales" ADD CONSTRAINT "_what_defines_us_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_what_defines_us_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_what_defines_us_v_locales" ADD CONSTRAINT "_what_defines_us_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_what_defines_us_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_portfolio_cards_locales" ADD CONSTRAINT "our_portfolio_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_portfolio_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_portfolio_locales" ADD CONSTRAINT "our_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_portfolio"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_portfolio_v_version_cards_locales" ADD CONSTRAINT "_our_portfolio_v_version_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_portfolio_v_version_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_portfolio_v_locales" ADD CONSTRAINT "_our_portfolio_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_products_slides_locales" ADD CONSTRAINT "our_products_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_products_slides"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_products_locales" ADD CONSTRAINT "our_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_products"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_products_v_version_slides_locales" ADD CONSTRAINT "_our_products_v_version_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_products_v_version_slides"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_products_v_locales" ADD CONSTRAINT "_our_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_products_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_services_slides_locales" ADD CONSTRAINT "our_services_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_services_slides"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_services_locales" ADD CONSTRAINT "our_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_services"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_services_v_version_slides_locales" ADD CONSTRAINT "_our_services_v_version_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_services_v_version_slides"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_services_v_locales" ADD CONSTRAINT "_our_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_services_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "travel_portfolio_cards_locales" ADD CONSTRAINT "travel_portfolio_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_portfolio_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "travel_portfolio_locales" ADD CONSTRAINT "travel_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_portfolio"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_travel_portfolio_v_version_cards_locales" ADD CONSTRAINT "_travel_portfolio_v_version_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_portfolio_v_version_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_travel_portfolio_v_locales" ADD CONSTRAINT "_travel_portfolio_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "press_room_cards_locales" ADD CONSTRAINT "press_room_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_room_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "press_room_locales" ADD CONSTRAINT "press_room_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_room"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_press_room_v_version_cards_locales" ADD CONSTRAINT "_press_room_v_version_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_room_v_version_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_press_room_v_locales" ADD CONSTRAINT "_press_room_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_room_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "about_us_facts_locales" ADD CONSTRAINT "about_us_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_us_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "about_us_sections_locales" ADD CONSTRAINT "about_us_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_us_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "about_us_locales" ADD CONSTRAINT "about_us_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_us"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_about_us_v_version_facts_locales" ADD CONSTRAINT "_about_us_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_us_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_about_us_v_version_sections_locales" ADD CONSTRAINT "_about_us_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_us_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_about_us_v_locales" ADD CONSTRAINT "_about_us_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_us_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "corporate_profile_facts_locales" ADD CONSTRAINT "corporate_profile_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate_profile_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "corporate_profile_sections_locales" ADD CONSTRAINT "corporate_profile_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate_profile_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "corporate_profile_locales" ADD CONSTRAINT "corporate_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate_profile"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_corporate_profile_v_version_facts_locales" ADD CONSTRAINT "_corporate_profile_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_profile_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_corporate_profile_v_version_sections_locales" ADD CONSTRAINT "_corporate_profile_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_profile_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_corporate_profile_v_locales" ADD CONSTRAINT "_corporate_profile_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_profile_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "multi_country_sections_locales" ADD CONSTRAINT "multi_country_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."multi_country_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "multi_country_routes_locales" ADD CONSTRAINT "multi_country_routes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."multi_country_routes"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "multi_country_locales" ADD CONSTRAINT "multi_country_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."multi_country"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_multi_country_v_version_sections_locales" ADD CONSTRAINT "_multi_country_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_multi_country_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_multi_country_v_version_routes_locales" ADD CONSTRAINT "_multi_country_v_version_routes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_multi_country_v_version_routes"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_multi_country_v_locales" ADD CONSTRAINT "_multi_country_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_multi_country_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_values_values_locales" ADD CONSTRAINT "our_values_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_values_values"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "our_values_locales" ADD CONSTRAINT "our_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."our_values"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_values_v_version_values_locales" ADD CONSTRAINT "_our_values_v_version_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_values_v_version_values"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_our_values_v_locales" ADD CONSTRAINT "_our_values_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_our_values_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "points_of_difference_points_locales" ADD CONSTRAINT "points_of_difference_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."points_of_difference_points"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "points_of_difference_locales" ADD CONSTRAINT "points_of_difference_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."points_of_difference"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_points_of_difference_v_version_points_locales" ADD CONSTRAINT "_points_of_difference_v_version_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_points_of_difference_v_version_points"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_points_of_difference_v_locales" ADD CONSTRAINT "_points_of_difference_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_points_of_difference_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "sales_network_offices_locales" ADD CONSTRAINT "sales_network_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_network_offices"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "sales_network_locales" ADD CONSTRAINT "sales_network_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_network"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_sales_network_v_version_offices_locales" ADD CONSTRAINT "_sales_network_v_version_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sales_network_v_version_offices"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_sales_network_v_locales" ADD CONSTRAINT "_sales_network_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sales_network_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "marketplace_cards_locales" ADD CONSTRAINT "marketplace_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketplace_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "marketplace_locales" ADD CONSTRAINT "marketplace_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketplace"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_marketplace_v_version_cards_locales" ADD CONSTRAINT "_marketplace_v_version_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_marketplace_v_version_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_marketplace_v_locales" ADD CONSTRAINT "_marketplace_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_marketplace_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "siam_in_style_facts_locales" ADD CONSTRAINT "siam_in_style_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "siam_in_style_sections_locales" ADD CONSTRAINT "siam_in_style_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "siam_in_style_cards_locales" ADD CONSTRAINT "siam_in_style_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "siam_in_style_locales" ADD CONSTRAINT "siam_in_style_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."siam_in_style"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_siam_in_style_v_version_facts_locales" ADD CONSTRAINT "_siam_in_style_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_siam_in_style_v_version_sections_locales" ADD CONSTRAINT "_siam_in_style_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_siam_in_style_v_version_cards_locales" ADD CONSTRAINT "_siam_in_style_v_version_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v_version_cards"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_siam_in_style_v_locales" ADD CONSTRAINT "_siam_in_style_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_siam_in_style_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "expedition_cruise_line_facts_locales" ADD CONSTRAINT "expedition_cruise_line_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "expedition_cruise_line_sections_locales" ADD CONSTRAINT "expedition_cruise_line_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "expedition_cruise_line_voyages_locales" ADD CONSTRAINT "expedition_cruise_line_voyages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line_voyages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "expedition_cruise_line_locales" ADD CONSTRAINT "expedition_cruise_line_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expedition_cruise_line"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_expedition_cruise_line_v_version_facts_locales" ADD CONSTRAINT "_expedition_cruise_line_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_expedition_cruise_line_v_version_sections_locales" ADD CONSTRAINT "_expedition_cruise_line_v_version_sections_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_expedition_cruise_line_v_version_voyages_locales" ADD CONSTRAINT "_expedition_cruise_line_v_version_voyages_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v_version_voyages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_expedition_cruise_line_v_locales" ADD CONSTRAINT "_expedition_cruise_line_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expedition_cruise_line_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "contact_page_offices_locales" ADD CONSTRAINT "contact_page_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_offices"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_contact_page_v_version_offices_locales" ADD CONSTRAINT "_contact_page_v_version_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_offices"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "get_in_touch_reasons_locales" ADD CONSTRAINT "get_in_touch_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."get_in_touch_reasons"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "get_in_touch_locales" ADD CONSTRAINT "get_in_touch_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."get_in_touch"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_get_in_touch_v_version_reasons_locales" ADD CONSTRAINT "_get_in_touch_v_version_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_get_in_touch_v_version_reasons"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_get_in_touch_v_locales" ADD CONSTRAINT "_get_in_touch_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_get_in_touch_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "collaborate_with_us_steps_locales" ADD CONSTRAINT "collaborate_with_us_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collaborate_with_us_steps"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "collaborate_with_us_locales" ADD CONSTRAINT "collaborate_with_us_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collaborate_with_us"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_collaborate_with_us_v_version_steps_locales" ADD CONSTRAINT "_collaborate_with_us_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collaborate_with_us_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_collaborate_with_us_v_locales" ADD CONSTRAINT "_collaborate_with_us_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collaborate_with_us_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "list_pages_locales" ADD CONSTRAINT "list_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."list_pages"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_list_pages_v_locales" ADD CONSTRAINT "_list_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_list_pages_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "beyond_page_reels_locales" ADD CONSTRAINT "beyond_page_reels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beyond_page_reels"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "beyond_page_locales" ADD CONSTRAINT "beyond_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beyond_page"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_beyond_page_v_version_reels_locales" ADD CONSTRAINT "_beyond_page_v_version_reels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beyond_page_v_version_reels"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_beyond_page_v_locales" ADD CONSTRAINT "_beyond_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beyond_page_v"("id") ON DELETE cascade ON UPDATE no action;
CREATE UNIQUE INDEX "menu_entries_locales_locale_parent_id_unique" ON "menu_entries_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "footer_columns_list_items_locales_locale_parent_id_unique" ON "footer_columns_list_items_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "page_metas_locales_locale_parent_id_unique" ON "page_metas_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "hotels_locales_locale_parent_id_unique" ON "hotels_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "programs_locales_locale_parent_id_unique" ON "programs_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "visa_services_locales_locale_parent_id_unique" ON "visa_services_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "team_members_locales_locale_parent_id_unique" ON "team_members_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_team_members_v_locales_locale_parent_id_unique" ON "_team_members_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "executive_profiles_locales_locale_parent_id_unique" ON "executive_profiles_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_executive_profiles_v_locales_locale_parent_id_unique" ON "_executive_profiles_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "introducings_locales_locale_parent_id_unique" ON "introducings_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_introducings_v_locales_locale_parent_id_unique" ON "_introducings_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "travel_inspirations_locales_locale_parent_id_unique" ON "travel_inspirations_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_travel_inspirations_v_locales_locale_parent_id_unique" ON "_travel_inspirations_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "overland_journeys_itinerary_locales_locale_parent_id_unique" ON "overland_journeys_itinerary_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "overland_journeys_locales_locale_parent_id_unique" ON "overland_journeys_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_overland_journeys_v_version_itinerary_locales_locale_parent" ON "_overland_journeys_v_version_itinerary_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_overland_journeys_v_locales_locale_parent_id_unique" ON "_overland_journeys_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "concierge_cats_locales_locale_parent_id_unique" ON "concierge_cats_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_concierge_cats_v_locales_locale_parent_id_unique" ON "_concierge_cats_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "concierge_items_locales_locale_parent_id_unique" ON "concierge_items_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_concierge_items_v_locales_locale_parent_id_unique" ON "_concierge_items_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "fam_trips_itinerary_locales_locale_parent_id_unique" ON "fam_trips_itinerary_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "fam_trips_locales_locale_parent_id_unique" ON "fam_trips_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_fam_trips_v_version_itinerary_locales_locale_parent_id_uniq" ON "_fam_trips_v_version_itinerary_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_fam_trips_v_locales_locale_parent_id_unique" ON "_fam_trips_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "country_information_locales_locale_parent_id_unique" ON "country_information_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_country_information_v_locales_locale_parent_id_unique" ON "_country_information_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "journal_categories_locales_locale_parent_id_unique" ON "journal_categories_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_journal_categories_v_locales_locale_parent_id_unique" ON "_journal_categories_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "journal_entries_locales_locale_parent_id_unique" ON "journal_entries_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_journal_entries_v_locales_locale_parent_id_unique" ON "_journal_entries_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "showcase_hotels_locales_locale_parent_id_unique" ON "showcase_hotels_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_showcase_hotels_v_locales_locale_parent_id_unique" ON "_showcase_hotels_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "webinar_groups_locales_locale_parent_id_unique" ON "webinar_groups_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_webinar_groups_v_locales_locale_parent_id_unique" ON "_webinar_groups_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "webinars_locales_locale_parent_id_unique" ON "webinars_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_webinars_v_locales_locale_parent_id_unique" ON "_webinars_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "video_categories_locales_locale_parent_id_unique" ON "video_categories_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_video_categories_v_locales_locale_parent_id_unique" ON "_video_categories_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "restaurant_areas_locales_locale_parent_id_unique" ON "restaurant_areas_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_restaurant_areas_v_locales_locale_parent_id_unique" ON "_restaurant_areas_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "intro_pages_locales_locale_parent_id_unique" ON "intro_pages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "outro_pages_locales_locale_parent_id_unique" ON "outro_pages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "restaurant_covers_locales_locale_parent_id_unique" ON "restaurant_covers_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_intro_pages_v_locales_locale_parent_id_unique" ON "_intro_pages_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_outro_pages_v_locales_locale_parent_id_unique" ON "_outro_pages_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_restaurant_covers_v_locales_locale_parent_id_unique" ON "_restaurant_covers_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "restaurant_menus_courses_dishes_locales_locale_parent_id_uni" ON "restaurant_menus_courses_dishes_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "restaurant_menus_courses_locales_locale_parent_id_unique" ON "restaurant_menus_courses_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "restaurant_menus_locales_locale_parent_id_unique" ON "restaurant_menus_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_restaurant_menus_v_version_courses_dishes_locales_locale_pa" ON "_restaurant_menus_v_version_courses_dishes_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_restaurant_menus_v_version_courses_locales_locale_parent_id" ON "_restaurant_menus_v_version_courses_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_restaurant_menus_v_locales_locale_parent_id_unique" ON "_restaurant_menus_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "venues_pages_locales_locale_parent_id_unique" ON "venues_pages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "venues_locales_locale_parent_id_unique" ON "venues_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_venues_v_version_pages_locales_locale_parent_id_unique" ON "_venues_v_version_pages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_venues_v_locales_locale_parent_id_unique" ON "_venues_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "beyond_items_locales_locale_parent_id_unique" ON "beyond_items_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_beyond_items_v_locales_locale_parent_id_unique" ON "_beyond_items_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "home_page_highlights_locales_locale_parent_id_unique" ON "home_page_highlights_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_home_page_v_version_highlights_locales_locale_parent_id_uni" ON "_home_page_v_version_highlights_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "what_defines_us_sections_locales_locale_parent_id_unique" ON "what_defines_us_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "what_defines_us_locales_locale_parent_id_unique" ON "what_defines_us_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_what_defines_us_v_version_sections_locales_locale_parent_id" ON "_what_defines_us_v_version_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_what_defines_us_v_locales_locale_parent_id_unique" ON "_what_defines_us_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_portfolio_cards_locales_locale_parent_id_unique" ON "our_portfolio_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_portfolio_locales_locale_parent_id_unique" ON "our_portfolio_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_portfolio_v_version_cards_locales_locale_parent_id_uniq" ON "_our_portfolio_v_version_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_portfolio_v_locales_locale_parent_id_unique" ON "_our_portfolio_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_products_slides_locales_locale_parent_id_unique" ON "our_products_slides_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_products_locales_locale_parent_id_unique" ON "our_products_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_products_v_version_slides_locales_locale_parent_id_uniq" ON "_our_products_v_version_slides_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_products_v_locales_locale_parent_id_unique" ON "_our_products_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_services_slides_locales_locale_parent_id_unique" ON "our_services_slides_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_services_locales_locale_parent_id_unique" ON "our_services_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_services_v_version_slides_locales_locale_parent_id_uniq" ON "_our_services_v_version_slides_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_services_v_locales_locale_parent_id_unique" ON "_our_services_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "travel_portfolio_cards_locales_locale_parent_id_unique" ON "travel_portfolio_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "travel_portfolio_locales_locale_parent_id_unique" ON "travel_portfolio_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_travel_portfolio_v_version_cards_locales_locale_parent_id_u" ON "_travel_portfolio_v_version_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_travel_portfolio_v_locales_locale_parent_id_unique" ON "_travel_portfolio_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "press_room_cards_locales_locale_parent_id_unique" ON "press_room_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "press_room_locales_locale_parent_id_unique" ON "press_room_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_press_room_v_version_cards_locales_locale_parent_id_unique" ON "_press_room_v_version_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_press_room_v_locales_locale_parent_id_unique" ON "_press_room_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "about_us_facts_locales_locale_parent_id_unique" ON "about_us_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "about_us_sections_locales_locale_parent_id_unique" ON "about_us_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "about_us_locales_locale_parent_id_unique" ON "about_us_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_about_us_v_version_facts_locales_locale_parent_id_unique" ON "_about_us_v_version_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_about_us_v_version_sections_locales_locale_parent_id_unique" ON "_about_us_v_version_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_about_us_v_locales_locale_parent_id_unique" ON "_about_us_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "corporate_profile_facts_locales_locale_parent_id_unique" ON "corporate_profile_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "corporate_profile_sections_locales_locale_parent_id_unique" ON "corporate_profile_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "corporate_profile_locales_locale_parent_id_unique" ON "corporate_profile_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_corporate_profile_v_version_facts_locales_locale_parent_id_" ON "_corporate_profile_v_version_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_corporate_profile_v_version_sections_locales_locale_parent_" ON "_corporate_profile_v_version_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_corporate_profile_v_locales_locale_parent_id_unique" ON "_corporate_profile_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "multi_country_sections_locales_locale_parent_id_unique" ON "multi_country_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "multi_country_routes_locales_locale_parent_id_unique" ON "multi_country_routes_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "multi_country_locales_locale_parent_id_unique" ON "multi_country_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_multi_country_v_version_sections_locales_locale_parent_id_u" ON "_multi_country_v_version_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_multi_country_v_version_routes_locales_locale_parent_id_uni" ON "_multi_country_v_version_routes_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_multi_country_v_locales_locale_parent_id_unique" ON "_multi_country_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_values_values_locales_locale_parent_id_unique" ON "our_values_values_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "our_values_locales_locale_parent_id_unique" ON "our_values_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_values_v_version_values_locales_locale_parent_id_unique" ON "_our_values_v_version_values_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_our_values_v_locales_locale_parent_id_unique" ON "_our_values_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "points_of_difference_points_locales_locale_parent_id_unique" ON "points_of_difference_points_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "points_of_difference_locales_locale_parent_id_unique" ON "points_of_difference_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_points_of_difference_v_version_points_locales_locale_parent" ON "_points_of_difference_v_version_points_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_points_of_difference_v_locales_locale_parent_id_unique" ON "_points_of_difference_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "sales_network_offices_locales_locale_parent_id_unique" ON "sales_network_offices_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "sales_network_locales_locale_parent_id_unique" ON "sales_network_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_sales_network_v_version_offices_locales_locale_parent_id_un" ON "_sales_network_v_version_offices_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_sales_network_v_locales_locale_parent_id_unique" ON "_sales_network_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "marketplace_cards_locales_locale_parent_id_unique" ON "marketplace_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "marketplace_locales_locale_parent_id_unique" ON "marketplace_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_marketplace_v_version_cards_locales_locale_parent_id_unique" ON "_marketplace_v_version_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_marketplace_v_locales_locale_parent_id_unique" ON "_marketplace_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "siam_in_style_facts_locales_locale_parent_id_unique" ON "siam_in_style_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "siam_in_style_sections_locales_locale_parent_id_unique" ON "siam_in_style_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "siam_in_style_cards_locales_locale_parent_id_unique" ON "siam_in_style_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "siam_in_style_locales_locale_parent_id_unique" ON "siam_in_style_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_siam_in_style_v_version_facts_locales_locale_parent_id_uniq" ON "_siam_in_style_v_version_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_siam_in_style_v_version_sections_locales_locale_parent_id_u" ON "_siam_in_style_v_version_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_siam_in_style_v_version_cards_locales_locale_parent_id_uniq" ON "_siam_in_style_v_version_cards_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_siam_in_style_v_locales_locale_parent_id_unique" ON "_siam_in_style_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "expedition_cruise_line_facts_locales_locale_parent_id_unique" ON "expedition_cruise_line_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "expedition_cruise_line_sections_locales_locale_parent_id_uni" ON "expedition_cruise_line_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "expedition_cruise_line_voyages_locales_locale_parent_id_uniq" ON "expedition_cruise_line_voyages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "expedition_cruise_line_locales_locale_parent_id_unique" ON "expedition_cruise_line_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_expedition_cruise_line_v_version_facts_locales_locale_paren" ON "_expedition_cruise_line_v_version_facts_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_expedition_cruise_line_v_version_sections_locales_locale_pa" ON "_expedition_cruise_line_v_version_sections_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_expedition_cruise_line_v_version_voyages_locales_locale_par" ON "_expedition_cruise_line_v_version_voyages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_expedition_cruise_line_v_locales_locale_parent_id_unique" ON "_expedition_cruise_line_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "contact_page_offices_locales_locale_parent_id_unique" ON "contact_page_offices_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "contact_page_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_contact_page_v_version_offices_locales_locale_parent_id_uni" ON "_contact_page_v_version_offices_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "_contact_page_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "get_in_touch_reasons_locales_locale_parent_id_unique" ON "get_in_touch_reasons_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "get_in_touch_locales_locale_parent_id_unique" ON "get_in_touch_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_get_in_touch_v_version_reasons_locales_locale_parent_id_uni" ON "_get_in_touch_v_version_reasons_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_get_in_touch_v_locales_locale_parent_id_unique" ON "_get_in_touch_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "collaborate_with_us_steps_locales_locale_parent_id_unique" ON "collaborate_with_us_steps_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "collaborate_with_us_locales_locale_parent_id_unique" ON "collaborate_with_us_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_collaborate_with_us_v_version_steps_locales_locale_parent_i" ON "_collaborate_with_us_v_version_steps_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_collaborate_with_us_v_locales_locale_parent_id_unique" ON "_collaborate_with_us_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "list_pages_locales_locale_parent_id_unique" ON "list_pages_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_list_pages_v_locales_locale_parent_id_unique" ON "_list_pages_v_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "beyond_page_reels_locales_locale_parent_id_unique" ON "beyond_page_reels_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "beyond_page_locales_locale_parent_id_unique" ON "beyond_page_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_beyond_page_v_version_reels_locales_locale_parent_id_unique" ON "_beyond_page_v_version_reels_locales" USING btree ("_locale","_parent_id");
CREATE UNIQUE INDEX "_beyond_page_v_locales_locale_parent_id_unique" ON "_beyond_page_v_locales" USING btree ("_locale","_parent_id");
CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
CREATE INDEX "_team_members_v_snapshot_idx" ON "_team_members_v" USING btree ("snapshot");
CREATE INDEX "_team_members_v_published_locale_idx" ON "_team_members_v" USING btree ("published_locale");
CREATE INDEX "_executive_profiles_v_snapshot_idx" ON "_executive_profiles_v" USING btree ("snapshot");
CREATE INDEX "_executive_profiles_v_published_locale_idx" ON "_executive_profiles_v" USING btree ("published_locale");
CREATE INDEX "_introducings_v_snapshot_idx" ON "_introducings_v" USING btree ("snapshot");
CREATE INDEX "_introducings_v_published_locale_idx" ON "_introducings_v" USING btree ("published_locale");
CREATE INDEX "_travel_inspirations_v_snapshot_idx" ON "_travel_inspirations_v" USING btree ("snapshot");
CREATE INDEX "_travel_inspirations_v_published_locale_idx" ON "_travel_inspirations_v" USING btree ("published_locale");
CREATE INDEX "_overland_journeys_v_snapshot_idx" ON "_overland_journeys_v" USING btree ("snapshot");
CREATE INDEX "_overland_journeys_v_published_locale_idx" ON "_overland_journeys_v" USING btree ("published_locale");
CREATE INDEX "_concierge_cats_v_snapshot_idx" ON "_concierge_cats_v" USING btree ("snapshot");
CREATE INDEX "_concierge_cats_v_published_locale_idx" ON "_concierge_cats_v" USING btree ("published_locale");
CREATE INDEX "_concierge_items_v_snapshot_idx" ON "_concierge_items_v" USING btree ("snapshot");
CREATE INDEX "_concierge_items_v_published_locale_idx" ON "_concierge_items_v" USING btree ("published_locale");
CREATE INDEX "_fam_trips_v_snapshot_idx" ON "_fam_trips_v" USING btree ("snapshot");
CREATE INDEX "_fam_trips_v_published_locale_idx" ON "_fam_trips_v" USING btree ("published_locale");
CREATE INDEX "_country_information_v_snapshot_idx" ON "_country_information_v" USING btree ("snapshot");
CREATE INDEX "_country_information_v_published_locale_idx" ON "_country_information_v" USING btree ("published_locale");
CREATE INDEX "_journal_categories_v_snapshot_idx" ON "_journal_categories_v" USING btree ("snapshot");
CREATE INDEX "_journal_categories_v_published_locale_idx" ON "_journal_categories_v" USING btree ("published_locale");
CREATE INDEX "_journal_entries_v_snapshot_idx" ON "_journal_entries_v" USING btree ("snapshot");
CREATE INDEX "_journal_entries_v_published_locale_idx" ON "_journal_entries_v" USING btree ("published_locale");
CREATE INDEX "_showcase_hotels_v_snapshot_idx" ON "_showcase_hotels_v" USING btree ("snapshot");
CREATE INDEX "_showcase_hotels_v_published_locale_idx" ON "_showcase_hotels_v" USING btree ("published_locale");
CREATE INDEX "_webinar_groups_v_snapshot_idx" ON "_webinar_groups_v" USING btree ("snapshot");
CREATE INDEX "_webinar_groups_v_published_locale_idx" ON "_webinar_groups_v" USING btree ("published_locale");
CREATE INDEX "_webinars_v_snapshot_idx" ON "_webinars_v" USING btree ("snapshot");
CREATE INDEX "_webinars_v_published_locale_idx" ON "_webinars_v" USING btree ("published_locale");
CREATE INDEX "_video_categories_v_snapshot_idx" ON "_video_categories_v" USING btree ("snapshot");
CREATE INDEX "_video_categories_v_published_locale_idx" ON "_video_categories_v" USING btree ("published_locale");
CREATE INDEX "_videos_v_snapshot_idx" ON "_videos_v" USING btree ("snapshot");
CREATE INDEX "_videos_v_published_locale_idx" ON "_videos_v" USING btree ("published_locale");
CREATE INDEX "_restaurant_areas_v_snapshot_idx" ON "_restaurant_areas_v" USING btree ("snapshot");
CREATE INDEX "_restaurant_areas_v_published_locale_idx" ON "_restaurant_areas_v" USING btree ("published_locale");
CREATE INDEX "_restaurant_covers_v_snapshot_idx" ON "_restaurant_covers_v" USING btree ("snapshot");
CREATE INDEX "_restaurant_covers_v_published_locale_idx" ON "_restaurant_covers_v" USING btree ("published_locale");
CREATE INDEX "_restaurant_menus_v_snapshot_idx" ON "_restaurant_menus_v" USING btree ("snapshot");
CREATE INDEX "_restaurant_menus_v_published_locale_idx" ON "_restaurant_menus_v" USING btree ("published_locale");
CREATE INDEX "_venues_v_snapshot_idx" ON "_venues_v" USING btree ("snapshot");
CREATE INDEX "_venues_v_published_locale_idx" ON "_venues_v" USING btree ("published_locale");
CREATE INDEX "_beyond_items_v_snapshot_idx" ON "_beyond_items_v" USING btree ("snapshot");
CREATE INDEX "_beyond_items_v_published_locale_idx" ON "_beyond_items_v" USING btree ("published_locale");
CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
CREATE INDEX "_what_defines_us_v_snapshot_idx" ON "_what_defines_us_v" USING btree ("snapshot");
CREATE INDEX "_what_defines_us_v_published_locale_idx" ON "_what_defines_us_v" USING btree ("published_locale");
CREATE INDEX "_our_portfolio_v_snapshot_idx" ON "_our_portfolio_v" USING btree ("snapshot");
CREATE INDEX "_our_portfolio_v_published_locale_idx" ON "_our_portfolio_v" USING btree ("published_locale");
CREATE INDEX "_our_products_v_snapshot_idx" ON "_our_products_v" USING btree ("snapshot");
CREATE INDEX "_our_products_v_published_locale_idx" ON "_our_products_v" USING btree ("published_locale");
CREATE INDEX "_our_services_v_snapshot_idx" ON "_our_services_v" USING btree ("snapshot");
CREATE INDEX "_our_services_v_published_locale_idx" ON "_our_services_v" USING btree ("published_locale");
CREATE INDEX "_travel_portfolio_v_snapshot_idx" ON "_travel_portfolio_v" USING btree ("snapshot");
CREATE INDEX "_travel_portfolio_v_published_locale_idx" ON "_travel_portfolio_v" USING btree ("published_locale");
CREATE INDEX "_press_room_v_snapshot_idx" ON "_press_room_v" USING btree ("snapshot");
CREATE INDEX "_press_room_v_published_locale_idx" ON "_press_room_v" USING btree ("published_locale");
CREATE INDEX "_about_us_v_snapshot_idx" ON "_about_us_v" USING btree ("snapshot");
CREATE INDEX "_about_us_v_published_locale_idx" ON "_about_us_v" USING btree ("published_locale");
CREATE INDEX "_corporate_profile_v_snapshot_idx" ON "_corporate_profile_v" USING btree ("snapshot");
CREATE INDEX "_corporate_profile_v_published_locale_idx" ON "_corporate_profile_v" USING btree ("published_locale");
CREATE INDEX "_multi_country_v_snapshot_idx" ON "_multi_country_v" USING btree ("snapshot");
CREATE INDEX "_multi_country_v_published_locale_idx" ON "_multi_country_v" USING btree ("published_locale");
CREATE INDEX "_our_values_v_snapshot_idx" ON "_our_values_v" USING btree ("snapshot");
CREATE INDEX "_our_values_v_published_locale_idx" ON "_our_values_v" USING btree ("published_locale");
CREATE INDEX "_points_of_difference_v_snapshot_idx" ON "_points_of_difference_v" USING btree ("snapshot");
CREATE INDEX "_points_of_difference_v_published_locale_idx" ON "_points_of_difference_v" USING btree ("published_locale");
CREATE INDEX "_sales_network_v_snapshot_idx" ON "_sales_network_v" USING btree ("snapshot");
CREATE INDEX "_sales_network_v_published_locale_idx" ON "_sales_network_v" USING btree ("published_locale");
CREATE INDEX "_marketplace_v_snapshot_idx" ON "_marketplace_v" USING btree ("snapshot");
CREATE INDEX "_marketplace_v_published_locale_idx" ON "_marketplace_v" USING btree ("published_locale");
CREATE INDEX "_siam_in_style_v_snapshot_idx" ON "_siam_in_style_v" USING btree ("snapshot");
CREATE INDEX "_siam_in_style_v_published_locale_idx" ON "_siam_in_style_v" USING btree ("published_locale");
CREATE INDEX "_expedition_cruise_line_v_snapshot_idx" ON "_expedition_cruise_line_v" USING btree ("snapshot");
CREATE INDEX "_expedition_cruise_line_v_published_locale_idx" ON "_expedition_cruise_line_v" USING btree ("published_locale");
CREATE INDEX "_contact_page_v_snapshot_idx" ON "_contact_page_v" USING btree ("snapshot");
CREATE INDEX "_contact_page_v_published_locale_idx" ON "_contact_page_v" USING btree ("published_locale");
CREATE INDEX "_get_in_touch_v_snapshot_idx" ON "_get_in_touch_v" USING btree ("snapshot");
CREATE INDEX "_get_in_touch_v_published_locale_idx" ON "_get_in_touch_v" USING btree ("published_locale");
CREATE INDEX "_collaborate_with_us_v_snapshot_idx" ON "_collaborate_with_us_v" USING btree ("snapshot");
CREATE INDEX "_collaborate_with_us_v_published_locale_idx" ON "_collaborate_with_us_v" USING btree ("published_locale");
CREATE INDEX "_list_pages_v_snapshot_idx" ON "_list_pages_v" USING btree ("snapshot");
CREATE INDEX "_list_pages_v_published_locale_idx" ON "_list_pages_v" USING btree ("published_locale");
CREATE INDEX "_beyond_page_v_snapshot_idx" ON "_beyond_page_v" USING btree ("snapshot");
CREATE INDEX "_beyond_page_v_published_locale_idx" ON "_beyond_page_v" USING btree ("published_locale");
`

const COPY_TO_ENGLISH = `
INSERT INTO "menu_entries_locales" ("full_name", "_locale", "_parent_id") SELECT "full_name", 'en', "id" FROM "menu_entries";
INSERT INTO "footer_columns_list_items_locales" ("full_name", "short_name", "_locale", "_parent_id") SELECT "full_name", "short_name", 'en', "id" FROM "footer_columns_list_items";
INSERT INTO "footer_columns_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "footer_columns";
INSERT INTO "page_metas_locales" ("title", "description", "_locale", "_parent_id") SELECT "title", "description", 'en', "id" FROM "page_metas";
INSERT INTO "hotels_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "hotels";
INSERT INTO "programs_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "programs";
INSERT INTO "visa_services_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "visa_services";
INSERT INTO "faqs_locales" ("question", "answer", "_locale", "_parent_id") SELECT "question", "answer", 'en', "id" FROM "faqs";
INSERT INTO "_faqs_v_locales" ("version_question", "version_answer", "_locale", "_parent_id") SELECT "version_question", "version_answer", 'en', "id" FROM "_faqs_v";
INSERT INTO "team_members_locales" ("position", "department", "bio", "_locale", "_parent_id") SELECT "position", "department", "bio", 'en', "id" FROM "team_members";
INSERT INTO "_team_members_v_locales" ("version_position", "version_department", "version_bio", "_locale", "_parent_id") SELECT "version_position", "version_department", "version_bio", 'en', "id" FROM "_team_members_v";
INSERT INTO "executive_profiles_locales" ("position", "quote", "bio", "_locale", "_parent_id") SELECT "position", "quote", "bio", 'en', "id" FROM "executive_profiles";
INSERT INTO "_executive_profiles_v_locales" ("version_position", "version_quote", "version_bio", "_locale", "_parent_id") SELECT "version_position", "version_quote", "version_bio", 'en', "id" FROM "_executive_profiles_v";
INSERT INTO "introducings_locales" ("title", "subtitle", "body", "_locale", "_parent_id") SELECT "title", "subtitle", "body", 'en', "id" FROM "introducings";
INSERT INTO "_introducings_v_locales" ("version_title", "version_subtitle", "version_body", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_body", 'en', "id" FROM "_introducings_v";
INSERT INTO "travel_inspirations_locales" ("title", "duration", "theme", "summary", "body", "_locale", "_parent_id") SELECT "title", "duration", "theme", "summary", "body", 'en', "id" FROM "travel_inspirations";
INSERT INTO "_travel_inspirations_v_locales" ("version_title", "version_duration", "version_theme", "version_summary", "version_body", "_locale", "_parent_id") SELECT "version_title", "version_duration", "version_theme", "version_summary", "version_body", 'en', "id" FROM "_travel_inspirations_v";
INSERT INTO "overland_journeys_itinerary_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "overland_journeys_itinerary";
INSERT INTO "overland_journeys_locales" ("title", "summary", "body", "_locale", "_parent_id") SELECT "title", "summary", "body", 'en', "id" FROM "overland_journeys";
INSERT INTO "_overland_journeys_v_version_itinerary_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_overland_journeys_v_version_itinerary";
INSERT INTO "_overland_journeys_v_locales" ("version_title", "version_summary", "version_body", "_locale", "_parent_id") SELECT "version_title", "version_summary", "version_body", 'en', "id" FROM "_overland_journeys_v";
INSERT INTO "concierge_cats_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "concierge_cats";
INSERT INTO "_concierge_cats_v_locales" ("version_name", "version_description", "_locale", "_parent_id") SELECT "version_name", "version_description", 'en', "id" FROM "_concierge_cats_v";
INSERT INTO "concierge_items_locales" ("name", "summary", "body", "_locale", "_parent_id") SELECT "name", "summary", "body", 'en', "id" FROM "concierge_items";
INSERT INTO "_concierge_items_v_locales" ("version_name", "version_summary", "version_body", "_locale", "_parent_id") SELECT "version_name", "version_summary", "version_body", 'en', "id" FROM "_concierge_items_v";
INSERT INTO "fam_trips_itinerary_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "fam_trips_itinerary";
INSERT INTO "fam_trips_locales" ("title", "summary", "_locale", "_parent_id") SELECT "title", "summary", 'en', "id" FROM "fam_trips";
INSERT INTO "_fam_trips_v_version_itinerary_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_fam_trips_v_version_itinerary";
INSERT INTO "_fam_trips_v_locales" ("version_title", "version_summary", "_locale", "_parent_id") SELECT "version_title", "version_summary", 'en', "id" FROM "_fam_trips_v";
INSERT INTO "country_information_locales" ("title", "best_time", "visa", "climate", "overview", "_locale", "_parent_id") SELECT "title", "best_time", "visa", "climate", "overview", 'en', "id" FROM "country_information";
INSERT INTO "_country_information_v_locales" ("version_title", "version_best_time", "version_visa", "version_climate", "version_overview", "_locale", "_parent_id") SELECT "version_title", "version_best_time", "version_visa", "version_climate", "version_overview", 'en', "id" FROM "_country_information_v";
INSERT INTO "journal_categories_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "journal_categories";
INSERT INTO "_journal_categories_v_locales" ("version_name", "version_description", "_locale", "_parent_id") SELECT "version_name", "version_description", 'en', "id" FROM "_journal_categories_v";
INSERT INTO "journal_entries_locales" ("title", "excerpt", "body", "seo_title", "seo_description", "_locale", "_parent_id") SELECT "title", "excerpt", "body", "seo_title", "seo_description", 'en', "id" FROM "journal_entries";
INSERT INTO "_journal_entries_v_locales" ("version_title", "version_excerpt", "version_body", "version_seo_title", "version_seo_description", "_locale", "_parent_id") SELECT "version_title", "version_excerpt", "version_body", "version_seo_title", "version_seo_description", 'en', "id" FROM "_journal_entries_v";
INSERT INTO "showcase_hotels_locales" ("review", "_locale", "_parent_id") SELECT "review", 'en', "id" FROM "showcase_hotels";
INSERT INTO "_showcase_hotels_v_locales" ("version_review", "_locale", "_parent_id") SELECT "version_review", 'en', "id" FROM "_showcase_hotels_v";
INSERT INTO "webinar_groups_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "webinar_groups";
INSERT INTO "_webinar_groups_v_locales" ("version_name", "version_description", "_locale", "_parent_id") SELECT "version_name", "version_description", 'en', "id" FROM "_webinar_groups_v";
INSERT INTO "webinars_locales" ("title", "speaker_role", "summary", "_locale", "_parent_id") SELECT "title", "speaker_role", "summary", 'en', "id" FROM "webinars";
INSERT INTO "_webinars_v_locales" ("version_title", "version_speaker_role", "version_summary", "_locale", "_parent_id") SELECT "version_title", "version_speaker_role", "version_summary", 'en', "id" FROM "_webinars_v";
INSERT INTO "video_categories_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "video_categories";
INSERT INTO "_video_categories_v_locales" ("version_name", "version_description", "_locale", "_parent_id") SELECT "version_name", "version_description", 'en', "id" FROM "_video_categories_v";
INSERT INTO "videos_locales" ("title", "description", "captions_label", "_locale", "_parent_id") SELECT "title", "description", "captions_label", 'en', "id" FROM "videos";
INSERT INTO "_videos_v_locales" ("version_title", "version_description", "version_captions_label", "_locale", "_parent_id") SELECT "version_title", "version_description", "version_captions_label", 'en', "id" FROM "_videos_v";
INSERT INTO "restaurant_areas_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "restaurant_areas";
INSERT INTO "_restaurant_areas_v_locales" ("version_description", "_locale", "_parent_id") SELECT "version_description", 'en', "id" FROM "_restaurant_areas_v";
INSERT INTO "intro_pages_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "intro_pages";
INSERT INTO "outro_pages_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "outro_pages";
INSERT INTO "restaurant_covers_locales" ("title", "subtitle", "_locale", "_parent_id") SELECT "title", "subtitle", 'en', "id" FROM "restaurant_covers";
INSERT INTO "_intro_pages_v_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_intro_pages_v";
INSERT INTO "_outro_pages_v_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_outro_pages_v";
INSERT INTO "_restaurant_covers_v_locales" ("version_title", "version_subtitle", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", 'en', "id" FROM "_restaurant_covers_v";
INSERT INTO "restaurant_menus_courses_dishes_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "restaurant_menus_courses_dishes";
INSERT INTO "restaurant_menus_courses_locales" ("name", "_locale", "_parent_id") SELECT "name", 'en', "id" FROM "restaurant_menus_courses";
INSERT INTO "restaurant_menus_locales" ("title", "intro", "_locale", "_parent_id") SELECT "title", "intro", 'en', "id" FROM "restaurant_menus";
INSERT INTO "_restaurant_menus_v_version_courses_dishes_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "_restaurant_menus_v_version_courses_dishes";
INSERT INTO "_restaurant_menus_v_version_courses_locales" ("name", "_locale", "_parent_id") SELECT "name", 'en', "id" FROM "_restaurant_menus_v_version_courses";
INSERT INTO "_restaurant_menus_v_locales" ("version_title", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_intro", 'en', "id" FROM "_restaurant_menus_v";
INSERT INTO "venues_pages_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "venues_pages";
INSERT INTO "venues_locales" ("title", "cuisine", "price_string", "subtitle", "_locale", "_parent_id") SELECT "title", "cuisine", "price_string", "subtitle", 'en', "id" FROM "venues";
INSERT INTO "_venues_v_version_pages_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_venues_v_version_pages";
INSERT INTO "_venues_v_locales" ("version_title", "version_cuisine", "version_price_string", "version_subtitle", "_locale", "_parent_id") SELECT "version_title", "version_cuisine", "version_price_string", "version_subtitle", 'en', "id" FROM "_venues_v";
INSERT INTO "beyond_items_locales" ("title", "description", "duration", "_locale", "_parent_id") SELECT "title", "description", "duration", 'en', "id" FROM "beyond_items";
INSERT INTO "_beyond_items_v_locales" ("version_title", "version_description", "version_duration", "_locale", "_parent_id") SELECT "version_title", "version_description", "version_duration", 'en', "id" FROM "_beyond_items_v";
INSERT INTO "site_settings_locales" ("text_menu_modal", "copy_right", "text_footer", "_locale", "_parent_id") SELECT "text_menu_modal", "copy_right", "text_footer", 'en', "id" FROM "site_settings";
INSERT INTO "home_page_highlights_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "home_page_highlights";
INSERT INTO "home_page_locales" ("hero_title", "hero_subtitle", "intro_title", "intro_text", "_locale", "_parent_id") SELECT "hero_title", "hero_subtitle", "intro_title", "intro_text", 'en', "id" FROM "home_page";
INSERT INTO "_home_page_v_version_highlights_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_home_page_v_version_highlights";
INSERT INTO "_home_page_v_locales" ("version_hero_title", "version_hero_subtitle", "version_intro_title", "version_intro_text", "_locale", "_parent_id") SELECT "version_hero_title", "version_hero_subtitle", "version_intro_title", "version_intro_text", 'en', "id" FROM "_home_page_v";
INSERT INTO "what_defines_us_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "what_defines_us_sections";
INSERT INTO "what_defines_us_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "what_defines_us";
INSERT INTO "_what_defines_us_v_version_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_what_defines_us_v_version_sections";
INSERT INTO "_what_defines_us_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_what_defines_us_v";
INSERT INTO "our_portfolio_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "our_portfolio_cards";
INSERT INTO "our_portfolio_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "our_portfolio";
INSERT INTO "_our_portfolio_v_version_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_our_portfolio_v_version_cards";
INSERT INTO "_our_portfolio_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_our_portfolio_v";
INSERT INTO "our_products_slides_locales" ("title", "content", "_locale", "_parent_id") SELECT "title", "content", 'en', "id" FROM "our_products_slides";
INSERT INTO "our_products_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "our_products";
INSERT INTO "_our_products_v_version_slides_locales" ("title", "content", "_locale", "_parent_id") SELECT "title", "content", 'en', "id" FROM "_our_products_v_version_slides";
INSERT INTO "_our_products_v_locales" ("version_title", "_locale", "_parent_id") SELECT "version_title", 'en', "id" FROM "_our_products_v";
INSERT INTO "our_services_slides_locales" ("title", "content", "_locale", "_parent_id") SELECT "title", "content", 'en', "id" FROM "our_services_slides";
INSERT INTO "our_services_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "our_services";
INSERT INTO "_our_services_v_version_slides_locales" ("title", "content", "_locale", "_parent_id") SELECT "title", "content", 'en', "id" FROM "_our_services_v_version_slides";
INSERT INTO "_our_services_v_locales" ("version_title", "_locale", "_parent_id") SELECT "version_title", 'en', "id" FROM "_our_services_v";
INSERT INTO "travel_portfolio_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "travel_portfolio_cards";
INSERT INTO "travel_portfolio_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "travel_portfolio";
INSERT INTO "_travel_portfolio_v_version_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_travel_portfolio_v_version_cards";
INSERT INTO "_travel_portfolio_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_travel_portfolio_v";
INSERT INTO "press_room_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "press_room_cards";
INSERT INTO "press_room_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "press_room";
INSERT INTO "_press_room_v_version_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_press_room_v_version_cards";
INSERT INTO "_press_room_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_press_room_v";
INSERT INTO "about_us_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "about_us_facts";
INSERT INTO "about_us_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "about_us_sections";
INSERT INTO "about_us_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "about_us";
INSERT INTO "_about_us_v_version_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "_about_us_v_version_facts";
INSERT INTO "_about_us_v_version_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_about_us_v_version_sections";
INSERT INTO "_about_us_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_about_us_v";
INSERT INTO "corporate_profile_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "corporate_profile_facts";
INSERT INTO "corporate_profile_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "corporate_profile_sections";
INSERT INTO "corporate_profile_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "corporate_profile";
INSERT INTO "_corporate_profile_v_version_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "_corporate_profile_v_version_facts";
INSERT INTO "_corporate_profile_v_version_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_corporate_profile_v_version_sections";
INSERT INTO "_corporate_profile_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_corporate_profile_v";
INSERT INTO "multi_country_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "multi_country_sections";
INSERT INTO "multi_country_routes_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "multi_country_routes";
INSERT INTO "multi_country_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "multi_country";
INSERT INTO "_multi_country_v_version_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_multi_country_v_version_sections";
INSERT INTO "_multi_country_v_version_routes_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_multi_country_v_version_routes";
INSERT INTO "_multi_country_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_multi_country_v";
INSERT INTO "our_values_values_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "our_values_values";
INSERT INTO "our_values_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "our_values";
INSERT INTO "_our_values_v_version_values_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_our_values_v_version_values";
INSERT INTO "_our_values_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_our_values_v";
INSERT INTO "points_of_difference_points_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "points_of_difference_points";
INSERT INTO "points_of_difference_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "points_of_difference";
INSERT INTO "_points_of_difference_v_version_points_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_points_of_difference_v_version_points";
INSERT INTO "_points_of_difference_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_points_of_difference_v";
INSERT INTO "sales_network_offices_locales" ("address", "_locale", "_parent_id") SELECT "address", 'en', "id" FROM "sales_network_offices";
INSERT INTO "sales_network_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "sales_network";
INSERT INTO "_sales_network_v_version_offices_locales" ("address", "_locale", "_parent_id") SELECT "address", 'en', "id" FROM "_sales_network_v_version_offices";
INSERT INTO "_sales_network_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_sales_network_v";
INSERT INTO "marketplace_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "marketplace_cards";
INSERT INTO "marketplace_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "marketplace";
INSERT INTO "_marketplace_v_version_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_marketplace_v_version_cards";
INSERT INTO "_marketplace_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_marketplace_v";
INSERT INTO "siam_in_style_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "siam_in_style_facts";
INSERT INTO "siam_in_style_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "siam_in_style_sections";
INSERT INTO "siam_in_style_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "siam_in_style_cards";
INSERT INTO "siam_in_style_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "siam_in_style";
INSERT INTO "_siam_in_style_v_version_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "_siam_in_style_v_version_facts";
INSERT INTO "_siam_in_style_v_version_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_siam_in_style_v_version_sections";
INSERT INTO "_siam_in_style_v_version_cards_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_siam_in_style_v_version_cards";
INSERT INTO "_siam_in_style_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_siam_in_style_v";
INSERT INTO "expedition_cruise_line_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "expedition_cruise_line_facts";
INSERT INTO "expedition_cruise_line_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "expedition_cruise_line_sections";
INSERT INTO "expedition_cruise_line_voyages_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "expedition_cruise_line_voyages";
INSERT INTO "expedition_cruise_line_locales" ("title", "subtitle", "intro", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", 'en', "id" FROM "expedition_cruise_line";
INSERT INTO "_expedition_cruise_line_v_version_facts_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "_expedition_cruise_line_v_version_facts";
INSERT INTO "_expedition_cruise_line_v_version_sections_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_expedition_cruise_line_v_version_sections";
INSERT INTO "_expedition_cruise_line_v_version_voyages_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_expedition_cruise_line_v_version_voyages";
INSERT INTO "_expedition_cruise_line_v_locales" ("version_title", "version_subtitle", "version_intro", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", 'en', "id" FROM "_expedition_cruise_line_v";
INSERT INTO "contact_page_offices_locales" ("hours", "address", "_locale", "_parent_id") SELECT "hours", "address", 'en', "id" FROM "contact_page_offices";
INSERT INTO "contact_page_locales" ("title", "subtitle", "intro", "form_title", "form_intro", "success_message", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", "form_title", "form_intro", "success_message", 'en', "id" FROM "contact_page";
INSERT INTO "_contact_page_v_version_offices_locales" ("hours", "address", "_locale", "_parent_id") SELECT "hours", "address", 'en', "id" FROM "_contact_page_v_version_offices";
INSERT INTO "_contact_page_v_locales" ("version_title", "version_subtitle", "version_intro", "version_form_title", "version_form_intro", "version_success_message", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", "version_form_title", "version_form_intro", "version_success_message", 'en', "id" FROM "_contact_page_v";
INSERT INTO "get_in_touch_reasons_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "get_in_touch_reasons";
INSERT INTO "get_in_touch_locales" ("title", "subtitle", "intro", "form_title", "form_intro", "success_message", "_locale", "_parent_id") SELECT "title", "subtitle", "intro", "form_title", "form_intro", "success_message", 'en', "id" FROM "get_in_touch";
INSERT INTO "_get_in_touch_v_version_reasons_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_get_in_touch_v_version_reasons";
INSERT INTO "_get_in_touch_v_locales" ("version_title", "version_subtitle", "version_intro", "version_form_title", "version_form_intro", "version_success_message", "_locale", "_parent_id") SELECT "version_title", "version_subtitle", "version_intro", "version_form_title", "version_form_intro", "version_success_message", 'en', "id" FROM "_get_in_touch_v";
INSERT INTO "collaborate_with_us_steps_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "collaborate_with_us_steps";
INSERT INTO "collaborate_with_us_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "collaborate_with_us";
INSERT INTO "_collaborate_with_us_v_version_steps_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "_collaborate_with_us_v_version_steps";
INSERT INTO "_collaborate_with_us_v_locales" ("version_title", "_locale", "_parent_id") SELECT "version_title", 'en', "id" FROM "_collaborate_with_us_v";
INSERT INTO "list_pages_locales" ("faq_title", "faq_subtitle", "team_title", "team_subtitle", "executives_title", "executives_subtitle", "inspirations_title", "inspirations_subtitle", "overland_journeys_title", "overland_journeys_subtitle", "day_programs_title", "day_programs_subtitle", "concierge_title", "concierge_subtitle", "fam_trips_title", "fam_trips_subtitle", "country_information_title", "country_information_subtitle", "journal_title", "journal_subtitle", "on_location_title", "on_location_subtitle", "journal_press_room_title", "journal_press_room_subtitle", "product_news_title", "product_news_subtitle", "lay_your_head_down_title", "lay_your_head_down_subtitle", "webinars_title", "webinars_subtitle", "videos_title", "videos_subtitle", "tv_title", "tv_subtitle", "_locale", "_parent_id") SELECT "faq_title", "faq_subtitle", "team_title", "team_subtitle", "executives_title", "executives_subtitle", "inspirations_title", "inspirations_subtitle", "overland_journeys_title", "overland_journeys_subtitle", "day_programs_title", "day_programs_subtitle", "concierge_title", "concierge_subtitle", "fam_trips_title", "fam_trips_subtitle", "country_information_title", "country_information_subtitle", "journal_title", "journal_subtitle", "on_location_title", "on_location_subtitle", "journal_press_room_title", "journal_press_room_subtitle", "product_news_title", "product_news_subtitle", "lay_your_head_down_title", "lay_your_head_down_subtitle", "webinars_title", "webinars_subtitle", "videos_title", "videos_subtitle", "tv_title", "tv_subtitle", 'en', "id" FROM "list_pages";
INSERT INTO "_list_pages_v_locales" ("version_faq_title", "version_faq_subtitle", "version_team_title", "version_team_subtitle", "version_executives_title", "version_executives_subtitle", "version_inspirations_title", "version_inspirations_subtitle", "version_overland_journeys_title", "version_overland_journeys_subtitle", "version_day_programs_title", "version_day_programs_subtitle", "version_concierge_title", "version_concierge_subtitle", "version_fam_trips_title", "version_fam_trips_subtitle", "version_country_information_title", "version_country_information_subtitle", "version_journal_title", "version_journal_subtitle", "version_on_location_title", "version_on_location_subtitle", "version_journal_press_room_title", "version_journal_press_room_subtitle", "version_product_news_title", "version_product_news_subtitle", "version_lay_your_head_down_title", "version_lay_your_head_down_subtitle", "version_webinars_title", "version_webinars_subtitle", "version_videos_title", "version_videos_subtitle", "version_tv_title", "version_tv_subtitle", "_locale", "_parent_id") SELECT "version_faq_title", "version_faq_subtitle", "version_team_title", "version_team_subtitle", "version_executives_title", "version_executives_subtitle", "version_inspirations_title", "version_inspirations_subtitle", "version_overland_journeys_title", "version_overland_journeys_subtitle", "version_day_programs_title", "version_day_programs_subtitle", "version_concierge_title", "version_concierge_subtitle", "version_fam_trips_title", "version_fam_trips_subtitle", "version_country_information_title", "version_country_information_subtitle", "version_journal_title", "version_journal_subtitle", "version_on_location_title", "version_on_location_subtitle", "version_journal_press_room_title", "version_journal_press_room_subtitle", "version_product_news_title", "version_product_news_subtitle", "version_lay_your_head_down_title", "version_lay_your_head_down_subtitle", "version_webinars_title", "version_webinars_subtitle", "version_videos_title", "version_videos_subtitle", "version_tv_title", "version_tv_subtitle", 'en', "id" FROM "_list_pages_v";
INSERT INTO "beyond_page_reels_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "beyond_page_reels";
INSERT INTO "beyond_page_locales" ("title", "short_description", "button_text", "description", "content", "hardcopy_button_text", "_locale", "_parent_id") SELECT "title", "short_description", "button_text", "description", "content", "hardcopy_button_text", 'en', "id" FROM "beyond_page";
INSERT INTO "_beyond_page_v_version_reels_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "_beyond_page_v_version_reels";
INSERT INTO "_beyond_page_v_locales" ("version_title", "version_short_description", "version_button_text", "version_description", "version_content", "version_hardcopy_button_text", "_locale", "_parent_id") SELECT "version_title", "version_short_description", "version_button_text", "version_description", "version_content", "version_hardcopy_button_text", 'en', "id" FROM "_beyond_page_v";
`

const DROP_MOVED = `
ALTER TABLE "menu_entries" DROP COLUMN "full_name";
ALTER TABLE "footer_columns_list_items" DROP COLUMN "full_name";
ALTER TABLE "footer_columns_list_items" DROP COLUMN "short_name";
ALTER TABLE "footer_columns" DROP COLUMN "title";
ALTER TABLE "page_metas" DROP COLUMN "title";
ALTER TABLE "page_metas" DROP COLUMN "description";
ALTER TABLE "hotels" DROP COLUMN "description";
ALTER TABLE "programs" DROP COLUMN "description";
ALTER TABLE "visa_services" DROP COLUMN "description";
ALTER TABLE "faqs" DROP COLUMN "question";
ALTER TABLE "faqs" DROP COLUMN "answer";
ALTER TABLE "_faqs_v" DROP COLUMN "version_question";
ALTER TABLE "_faqs_v" DROP COLUMN "version_answer";
ALTER TABLE "team_members" DROP COLUMN "position";
ALTER TABLE "team_members" DROP COLUMN "department";
ALTER TABLE "team_members" DROP COLUMN "bio";
ALTER TABLE "_team_members_v" DROP COLUMN "version_position";
ALTER TABLE "_team_members_v" DROP COLUMN "version_department";
ALTER TABLE "_team_members_v" DROP COLUMN "version_bio";
ALTER TABLE "executive_profiles" DROP COLUMN "position";
ALTER TABLE "executive_profiles" DROP COLUMN "quote";
ALTER TABLE "executive_profiles" DROP COLUMN "bio";
ALTER TABLE "_executive_profiles_v" DROP COLUMN "version_position";
ALTER TABLE "_executive_profiles_v" DROP COLUMN "version_quote";
ALTER TABLE "_executive_profiles_v" DROP COLUMN "version_bio";
ALTER TABLE "introducings" DROP COLUMN "title";
ALTER TABLE "introducings" DROP COLUMN "subtitle";
ALTER TABLE "introducings" DROP COLUMN "body";
ALTER TABLE "_introducings_v" DROP COLUMN "version_title";
ALTER TABLE "_introducings_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_introducings_v" DROP COLUMN "version_body";
ALTER TABLE "travel_inspirations" DROP COLUMN "title";
ALTER TABLE "travel_inspirations" DROP COLUMN "duration";
ALTER TABLE "travel_inspirations" DROP COLUMN "theme";
ALTER TABLE "travel_inspirations" DROP COLUMN "summary";
ALTER TABLE "travel_inspirations" DROP COLUMN "body";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "version_title";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "version_duration";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "version_theme";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "version_summary";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "version_body";
ALTER TABLE "overland_journeys_itinerary" DROP COLUMN "title";
ALTER TABLE "overland_journeys_itinerary" DROP COLUMN "text";
ALTER TABLE "overland_journeys" DROP COLUMN "title";
ALTER TABLE "overland_journeys" DROP COLUMN "summary";
ALTER TABLE "overland_journeys" DROP COLUMN "body";
ALTER TABLE "_overland_journeys_v_version_itinerary" DROP COLUMN "title";
ALTER TABLE "_overland_journeys_v_version_itinerary" DROP COLUMN "text";
ALTER TABLE "_overland_journeys_v" DROP COLUMN "version_title";
ALTER TABLE "_overland_journeys_v" DROP COLUMN "version_summary";
ALTER TABLE "_overland_journeys_v" DROP COLUMN "version_body";
ALTER TABLE "concierge_cats" DROP COLUMN "name";
ALTER TABLE "concierge_cats" DROP COLUMN "description";
ALTER TABLE "_concierge_cats_v" DROP COLUMN "version_name";
ALTER TABLE "_concierge_cats_v" DROP COLUMN "version_description";
ALTER TABLE "concierge_items" DROP COLUMN "name";
ALTER TABLE "concierge_items" DROP COLUMN "summary";
ALTER TABLE "concierge_items" DROP COLUMN "body";
ALTER TABLE "_concierge_items_v" DROP COLUMN "version_name";
ALTER TABLE "_concierge_items_v" DROP COLUMN "version_summary";
ALTER TABLE "_concierge_items_v" DROP COLUMN "version_body";
ALTER TABLE "fam_trips_itinerary" DROP COLUMN "title";
ALTER TABLE "fam_trips_itinerary" DROP COLUMN "text";
ALTER TABLE "fam_trips" DROP COLUMN "title";
ALTER TABLE "fam_trips" DROP COLUMN "summary";
ALTER TABLE "_fam_trips_v_version_itinerary" DROP COLUMN "title";
ALTER TABLE "_fam_trips_v_version_itinerary" DROP COLUMN "text";
ALTER TABLE "_fam_trips_v" DROP COLUMN "version_title";
ALTER TABLE "_fam_trips_v" DROP COLUMN "version_summary";
ALTER TABLE "country_information" DROP COLUMN "title";
ALTER TABLE "country_information" DROP COLUMN "best_time";
ALTER TABLE "country_information" DROP COLUMN "visa";
ALTER TABLE "country_information" DROP COLUMN "climate";
ALTER TABLE "country_information" DROP COLUMN "overview";
ALTER TABLE "_country_information_v" DROP COLUMN "version_title";
ALTER TABLE "_country_information_v" DROP COLUMN "version_best_time";
ALTER TABLE "_country_information_v" DROP COLUMN "version_visa";
ALTER TABLE "_country_information_v" DROP COLUMN "version_climate";
ALTER TABLE "_country_information_v" DROP COLUMN "version_overview";
ALTER TABLE "journal_categories" DROP COLUMN "name";
ALTER TABLE "journal_categories" DROP COLUMN "description";
ALTER TABLE "_journal_categories_v" DROP COLUMN "version_name";
ALTER TABLE "_journal_categories_v" DROP COLUMN "version_description";
ALTER TABLE "journal_entries" DROP COLUMN "title";
ALTER TABLE "journal_entries" DROP COLUMN "excerpt";
ALTER TABLE "journal_entries" DROP COLUMN "body";
ALTER TABLE "journal_entries" DROP COLUMN "seo_title";
ALTER TABLE "journal_entries" DROP COLUMN "seo_description";
ALTER TABLE "_journal_entries_v" DROP COLUMN "version_title";
ALTER TABLE "_journal_entries_v" DROP COLUMN "version_excerpt";
ALTER TABLE "_journal_entries_v" DROP COLUMN "version_body";
ALTER TABLE "_journal_entries_v" DROP COLUMN "version_seo_title";
ALTER TABLE "_journal_entries_v" DROP COLUMN "version_seo_description";
ALTER TABLE "showcase_hotels" DROP COLUMN "review";
ALTER TABLE "_showcase_hotels_v" DROP COLUMN "version_review";
ALTER TABLE "webinar_groups" DROP COLUMN "name";
ALTER TABLE "webinar_groups" DROP COLUMN "description";
ALTER TABLE "_webinar_groups_v" DROP COLUMN "version_name";
ALTER TABLE "_webinar_groups_v" DROP COLUMN "version_description";
ALTER TABLE "webinars" DROP COLUMN "title";
ALTER TABLE "webinars" DROP COLUMN "speaker_role";
ALTER TABLE "webinars" DROP COLUMN "summary";
ALTER TABLE "_webinars_v" DROP COLUMN "version_title";
ALTER TABLE "_webinars_v" DROP COLUMN "version_speaker_role";
ALTER TABLE "_webinars_v" DROP COLUMN "version_summary";
ALTER TABLE "video_categories" DROP COLUMN "name";
ALTER TABLE "video_categories" DROP COLUMN "description";
ALTER TABLE "_video_categories_v" DROP COLUMN "version_name";
ALTER TABLE "_video_categories_v" DROP COLUMN "version_description";
ALTER TABLE "videos" DROP COLUMN "title";
ALTER TABLE "videos" DROP COLUMN "description";
ALTER TABLE "videos" DROP COLUMN "captions_label";
ALTER TABLE "_videos_v" DROP COLUMN "version_title";
ALTER TABLE "_videos_v" DROP COLUMN "version_description";
ALTER TABLE "_videos_v" DROP COLUMN "version_captions_label";
ALTER TABLE "restaurant_areas" DROP COLUMN "description";
ALTER TABLE "_restaurant_areas_v" DROP COLUMN "version_description";
ALTER TABLE "intro_pages" DROP COLUMN "title";
ALTER TABLE "intro_pages" DROP COLUMN "text";
ALTER TABLE "outro_pages" DROP COLUMN "title";
ALTER TABLE "outro_pages" DROP COLUMN "text";
ALTER TABLE "restaurant_covers" DROP COLUMN "title";
ALTER TABLE "restaurant_covers" DROP COLUMN "subtitle";
ALTER TABLE "_intro_pages_v" DROP COLUMN "title";
ALTER TABLE "_intro_pages_v" DROP COLUMN "text";
ALTER TABLE "_outro_pages_v" DROP COLUMN "title";
ALTER TABLE "_outro_pages_v" DROP COLUMN "text";
ALTER TABLE "_restaurant_covers_v" DROP COLUMN "version_title";
ALTER TABLE "_restaurant_covers_v" DROP COLUMN "version_subtitle";
ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "name";
ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "description";
ALTER TABLE "restaurant_menus_courses" DROP COLUMN "name";
ALTER TABLE "restaurant_menus" DROP COLUMN "title";
ALTER TABLE "restaurant_menus" DROP COLUMN "intro";
ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "name";
ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "description";
ALTER TABLE "_restaurant_menus_v_version_courses" DROP COLUMN "name";
ALTER TABLE "_restaurant_menus_v" DROP COLUMN "version_title";
ALTER TABLE "_restaurant_menus_v" DROP COLUMN "version_intro";
ALTER TABLE "venues_pages" DROP COLUMN "title";
ALTER TABLE "venues_pages" DROP COLUMN "text";
ALTER TABLE "venues" DROP COLUMN "title";
ALTER TABLE "venues" DROP COLUMN "cuisine";
ALTER TABLE "venues" DROP COLUMN "price_string";
ALTER TABLE "venues" DROP COLUMN "subtitle";
ALTER TABLE "_venues_v_version_pages" DROP COLUMN "title";
ALTER TABLE "_venues_v_version_pages" DROP COLUMN "text";
ALTER TABLE "_venues_v" DROP COLUMN "version_title";
ALTER TABLE "_venues_v" DROP COLUMN "version_cuisine";
ALTER TABLE "_venues_v" DROP COLUMN "version_price_string";
ALTER TABLE "_venues_v" DROP COLUMN "version_subtitle";
ALTER TABLE "beyond_items" DROP COLUMN "title";
ALTER TABLE "beyond_items" DROP COLUMN "description";
ALTER TABLE "beyond_items" DROP COLUMN "duration";
ALTER TABLE "_beyond_items_v" DROP COLUMN "version_title";
ALTER TABLE "_beyond_items_v" DROP COLUMN "version_description";
ALTER TABLE "_beyond_items_v" DROP COLUMN "version_duration";
ALTER TABLE "site_settings" DROP COLUMN "text_menu_modal";
ALTER TABLE "site_settings" DROP COLUMN "copy_right";
ALTER TABLE "site_settings" DROP COLUMN "text_footer";
ALTER TABLE "home_page_highlights" DROP COLUMN "title";
ALTER TABLE "home_page_highlights" DROP COLUMN "text";
ALTER TABLE "home_page" DROP COLUMN "hero_title";
ALTER TABLE "home_page" DROP COLUMN "hero_subtitle";
ALTER TABLE "home_page" DROP COLUMN "intro_title";
ALTER TABLE "home_page" DROP COLUMN "intro_text";
ALTER TABLE "_home_page_v_version_highlights" DROP COLUMN "title";
ALTER TABLE "_home_page_v_version_highlights" DROP COLUMN "text";
ALTER TABLE "_home_page_v" DROP COLUMN "version_hero_title";
ALTER TABLE "_home_page_v" DROP COLUMN "version_hero_subtitle";
ALTER TABLE "_home_page_v" DROP COLUMN "version_intro_title";
ALTER TABLE "_home_page_v" DROP COLUMN "version_intro_text";
ALTER TABLE "what_defines_us_sections" DROP COLUMN "title";
ALTER TABLE "what_defines_us_sections" DROP COLUMN "text";
ALTER TABLE "what_defines_us" DROP COLUMN "title";
ALTER TABLE "what_defines_us" DROP COLUMN "subtitle";
ALTER TABLE "what_defines_us" DROP COLUMN "intro";
ALTER TABLE "_what_defines_us_v_version_sections" DROP COLUMN "title";
ALTER TABLE "_what_defines_us_v_version_sections" DROP COLUMN "text";
ALTER TABLE "_what_defines_us_v" DROP COLUMN "version_title";
ALTER TABLE "_what_defines_us_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_what_defines_us_v" DROP COLUMN "version_intro";
ALTER TABLE "our_portfolio_cards" DROP COLUMN "title";
ALTER TABLE "our_portfolio_cards" DROP COLUMN "text";
ALTER TABLE "our_portfolio" DROP COLUMN "title";
ALTER TABLE "our_portfolio" DROP COLUMN "subtitle";
ALTER TABLE "our_portfolio" DROP COLUMN "intro";
ALTER TABLE "_our_portfolio_v_version_cards" DROP COLUMN "title";
ALTER TABLE "_our_portfolio_v_version_cards" DROP COLUMN "text";
ALTER TABLE "_our_portfolio_v" DROP COLUMN "version_title";
ALTER TABLE "_our_portfolio_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_our_portfolio_v" DROP COLUMN "version_intro";
ALTER TABLE "our_products_slides" DROP COLUMN "title";
ALTER TABLE "our_products_slides" DROP COLUMN "content";
ALTER TABLE "our_products" DROP COLUMN "title";
ALTER TABLE "_our_products_v_version_slides" DROP COLUMN "title";
ALTER TABLE "_our_products_v_version_slides" DROP COLUMN "content";
ALTER TABLE "_our_products_v" DROP COLUMN "version_title";
ALTER TABLE "our_services_slides" DROP COLUMN "title";
ALTER TABLE "our_services_slides" DROP COLUMN "content";
ALTER TABLE "our_services" DROP COLUMN "title";
ALTER TABLE "_our_services_v_version_slides" DROP COLUMN "title";
ALTER TABLE "_our_services_v_version_slides" DROP COLUMN "content";
ALTER TABLE "_our_services_v" DROP COLUMN "version_title";
ALTER TABLE "travel_portfolio_cards" DROP COLUMN "title";
ALTER TABLE "travel_portfolio_cards" DROP COLUMN "text";
ALTER TABLE "travel_portfolio" DROP COLUMN "title";
ALTER TABLE "travel_portfolio" DROP COLUMN "subtitle";
ALTER TABLE "travel_portfolio" DROP COLUMN "intro";
ALTER TABLE "_travel_portfolio_v_version_cards" DROP COLUMN "title";
ALTER TABLE "_travel_portfolio_v_version_cards" DROP COLUMN "text";
ALTER TABLE "_travel_portfolio_v" DROP COLUMN "version_title";
ALTER TABLE "_travel_portfolio_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_travel_portfolio_v" DROP COLUMN "version_intro";
ALTER TABLE "press_room_cards" DROP COLUMN "title";
ALTER TABLE "press_room_cards" DROP COLUMN "text";
ALTER TABLE "press_room" DROP COLUMN "title";
ALTER TABLE "press_room" DROP COLUMN "subtitle";
ALTER TABLE "press_room" DROP COLUMN "intro";
ALTER TABLE "_press_room_v_version_cards" DROP COLUMN "title";
ALTER TABLE "_press_room_v_version_cards" DROP COLUMN "text";
ALTER TABLE "_press_room_v" DROP COLUMN "version_title";
ALTER TABLE "_press_room_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_press_room_v" DROP COLUMN "version_intro";
ALTER TABLE "about_us_facts" DROP COLUMN "label";
ALTER TABLE "about_us_sections" DROP COLUMN "title";
ALTER TABLE "about_us_sections" DROP COLUMN "text";
ALTER TABLE "about_us" DROP COLUMN "title";
ALTER TABLE "about_us" DROP COLUMN "subtitle";
ALTER TABLE "about_us" DROP COLUMN "intro";
ALTER TABLE "_about_us_v_version_facts" DROP COLUMN "label";
ALTER TABLE "_about_us_v_version_sections" DROP COLUMN "title";
ALTER TABLE "_about_us_v_version_sections" DROP COLUMN "text";
ALTER TABLE "_about_us_v" DROP COLUMN "version_title";
ALTER TABLE "_about_us_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_about_us_v" DROP COLUMN "version_intro";
ALTER TABLE "corporate_profile_facts" DROP COLUMN "label";
ALTER TABLE "corporate_profile_sections" DROP COLUMN "title";
ALTER TABLE "corporate_profile_sections" DROP COLUMN "text";
ALTER TABLE "corporate_profile" DROP COLUMN "title";
ALTER TABLE "corporate_profile" DROP COLUMN "subtitle";
ALTER TABLE "corporate_profile" DROP COLUMN "intro";
ALTER TABLE "_corporate_profile_v_version_facts" DROP COLUMN "label";
ALTER TABLE "_corporate_profile_v_version_sections" DROP COLUMN "title";
ALTER TABLE "_corporate_profile_v_version_sections" DROP COLUMN "text";
ALTER TABLE "_corporate_profile_v" DROP COLUMN "version_title";
ALTER TABLE "_corporate_profile_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_corporate_profile_v" DROP COLUMN "version_intro";
ALTER TABLE "multi_country_sections" DROP COLUMN "title";
ALTER TABLE "multi_country_sections" DROP COLUMN "text";
ALTER TABLE "multi_country_routes" DROP COLUMN "title";
ALTER TABLE "multi_country_routes" DROP COLUMN "text";
ALTER TABLE "multi_country" DROP COLUMN "title";
ALTER TABLE "multi_country" DROP COLUMN "subtitle";
ALTER TABLE "multi_country" DROP COLUMN "intro";
ALTER TABLE "_multi_country_v_version_sections" DROP COLUMN "title";
ALTER TABLE "_multi_country_v_version_sections" DROP COLUMN "text";
ALTER TABLE "_multi_country_v_version_routes" DROP COLUMN "title";
ALTER TABLE "_multi_country_v_version_routes" DROP COLUMN "text";
ALTER TABLE "_multi_country_v" DROP COLUMN "version_title";
ALTER TABLE "_multi_country_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_multi_country_v" DROP COLUMN "version_intro";
ALTER TABLE "our_values_values" DROP COLUMN "title";
ALTER TABLE "our_values_values" DROP COLUMN "text";
ALTER TABLE "our_values" DROP COLUMN "title";
ALTER TABLE "our_values" DROP COLUMN "subtitle";
ALTER TABLE "our_values" DROP COLUMN "intro";
ALTER TABLE "_our_values_v_version_values" DROP COLUMN "title";
ALTER TABLE "_our_values_v_version_values" DROP COLUMN "text";
ALTER TABLE "_our_values_v" DROP COLUMN "version_title";
ALTER TABLE "_our_values_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_our_values_v" DROP COLUMN "version_intro";
ALTER TABLE "points_of_difference_points" DROP COLUMN "title";
ALTER TABLE "points_of_difference_points" DROP COLUMN "text";
ALTER TABLE "points_of_difference" DROP COLUMN "title";
ALTER TABLE "points_of_difference" DROP COLUMN "subtitle";
ALTER TABLE "points_of_difference" DROP COLUMN "intro";
ALTER TABLE "_points_of_difference_v_version_points" DROP COLUMN "title";
ALTER TABLE "_points_of_difference_v_version_points" DROP COLUMN "text";
ALTER TABLE "_points_of_difference_v" DROP COLUMN "version_title";
ALTER TABLE "_points_of_difference_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_points_of_difference_v" DROP COLUMN "version_intro";
ALTER TABLE "sales_network_offices" DROP COLUMN "address";
ALTER TABLE "sales_network" DROP COLUMN "title";
ALTER TABLE "sales_network" DROP COLUMN "subtitle";
ALTER TABLE "sales_network" DROP COLUMN "intro";
ALTER TABLE "_sales_network_v_version_offices" DROP COLUMN "address";
ALTER TABLE "_sales_network_v" DROP COLUMN "version_title";
ALTER TABLE "_sales_network_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_sales_network_v" DROP COLUMN "version_intro";
ALTER TABLE "marketplace_cards" DROP COLUMN "title";
ALTER TABLE "marketplace_cards" DROP COLUMN "text";
ALTER TABLE "marketplace" DROP COLUMN "title";
ALTER TABLE "marketplace" DROP COLUMN "subtitle";
ALTER TABLE "marketplace" DROP COLUMN "intro";
ALTER TABLE "_marketplace_v_version_cards" DROP COLUMN "title";
ALTER TABLE "_marketplace_v_version_cards" DROP COLUMN "text";
ALTER TABLE "_marketplace_v" DROP COLUMN "version_title";
ALTER TABLE "_marketplace_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_marketplace_v" DROP COLUMN "version_intro";
ALTER TABLE "siam_in_style_facts" DROP COLUMN "label";
ALTER TABLE "siam_in_style_sections" DROP COLUMN "title";
ALTER TABLE "siam_in_style_sections" DROP COLUMN "text";
ALTER TABLE "siam_in_style_cards" DROP COLUMN "title";
ALTER TABLE "siam_in_style_cards" DROP COLUMN "text";
ALTER TABLE "siam_in_style" DROP COLUMN "title";
ALTER TABLE "siam_in_style" DROP COLUMN "subtitle";
ALTER TABLE "siam_in_style" DROP COLUMN "intro";
ALTER TABLE "_siam_in_style_v_version_facts" DROP COLUMN "label";
ALTER TABLE "_siam_in_style_v_version_sections" DROP COLUMN "title";
ALTER TABLE "_siam_in_style_v_version_sections" DROP COLUMN "text";
ALTER TABLE "_siam_in_style_v_version_cards" DROP COLUMN "title";
ALTER TABLE "_siam_in_style_v_version_cards" DROP COLUMN "text";
ALTER TABLE "_siam_in_style_v" DROP COLUMN "version_title";
ALTER TABLE "_siam_in_style_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_siam_in_style_v" DROP COLUMN "version_intro";
ALTER TABLE "expedition_cruise_line_facts" DROP COLUMN "label";
ALTER TABLE "expedition_cruise_line_sections" DROP COLUMN "title";
ALTER TABLE "expedition_cruise_line_sections" DROP COLUMN "text";
ALTER TABLE "expedition_cruise_line_voyages" DROP COLUMN "title";
ALTER TABLE "expedition_cruise_line_voyages" DROP COLUMN "text";
ALTER TABLE "expedition_cruise_line" DROP COLUMN "title";
ALTER TABLE "expedition_cruise_line" DROP COLUMN "subtitle";
ALTER TABLE "expedition_cruise_line" DROP COLUMN "intro";
ALTER TABLE "_expedition_cruise_line_v_version_facts" DROP COLUMN "label";
ALTER TABLE "_expedition_cruise_line_v_version_sections" DROP COLUMN "title";
ALTER TABLE "_expedition_cruise_line_v_version_sections" DROP COLUMN "text";
ALTER TABLE "_expedition_cruise_line_v_version_voyages" DROP COLUMN "title";
ALTER TABLE "_expedition_cruise_line_v_version_voyages" DROP COLUMN "text";
ALTER TABLE "_expedition_cruise_line_v" DROP COLUMN "version_title";
ALTER TABLE "_expedition_cruise_line_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_expedition_cruise_line_v" DROP COLUMN "version_intro";
ALTER TABLE "contact_page_offices" DROP COLUMN "hours";
ALTER TABLE "contact_page_offices" DROP COLUMN "address";
ALTER TABLE "contact_page" DROP COLUMN "title";
ALTER TABLE "contact_page" DROP COLUMN "subtitle";
ALTER TABLE "contact_page" DROP COLUMN "intro";
ALTER TABLE "contact_page" DROP COLUMN "form_title";
ALTER TABLE "contact_page" DROP COLUMN "form_intro";
ALTER TABLE "contact_page" DROP COLUMN "success_message";
ALTER TABLE "_contact_page_v_version_offices" DROP COLUMN "hours";
ALTER TABLE "_contact_page_v_version_offices" DROP COLUMN "address";
ALTER TABLE "_contact_page_v" DROP COLUMN "version_title";
ALTER TABLE "_contact_page_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_contact_page_v" DROP COLUMN "version_intro";
ALTER TABLE "_contact_page_v" DROP COLUMN "version_form_title";
ALTER TABLE "_contact_page_v" DROP COLUMN "version_form_intro";
ALTER TABLE "_contact_page_v" DROP COLUMN "version_success_message";
ALTER TABLE "get_in_touch_reasons" DROP COLUMN "title";
ALTER TABLE "get_in_touch_reasons" DROP COLUMN "text";
ALTER TABLE "get_in_touch" DROP COLUMN "title";
ALTER TABLE "get_in_touch" DROP COLUMN "subtitle";
ALTER TABLE "get_in_touch" DROP COLUMN "intro";
ALTER TABLE "get_in_touch" DROP COLUMN "form_title";
ALTER TABLE "get_in_touch" DROP COLUMN "form_intro";
ALTER TABLE "get_in_touch" DROP COLUMN "success_message";
ALTER TABLE "_get_in_touch_v_version_reasons" DROP COLUMN "title";
ALTER TABLE "_get_in_touch_v_version_reasons" DROP COLUMN "text";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "version_title";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "version_subtitle";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "version_intro";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "version_form_title";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "version_form_intro";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "version_success_message";
ALTER TABLE "collaborate_with_us_steps" DROP COLUMN "title";
ALTER TABLE "collaborate_with_us_steps" DROP COLUMN "text";
ALTER TABLE "collaborate_with_us" DROP COLUMN "title";
ALTER TABLE "_collaborate_with_us_v_version_steps" DROP COLUMN "title";
ALTER TABLE "_collaborate_with_us_v_version_steps" DROP COLUMN "text";
ALTER TABLE "_collaborate_with_us_v" DROP COLUMN "version_title";
ALTER TABLE "list_pages" DROP COLUMN "faq_title";
ALTER TABLE "list_pages" DROP COLUMN "faq_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "team_title";
ALTER TABLE "list_pages" DROP COLUMN "team_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "executives_title";
ALTER TABLE "list_pages" DROP COLUMN "executives_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "inspirations_title";
ALTER TABLE "list_pages" DROP COLUMN "inspirations_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "overland_journeys_title";
ALTER TABLE "list_pages" DROP COLUMN "overland_journeys_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "day_programs_title";
ALTER TABLE "list_pages" DROP COLUMN "day_programs_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "concierge_title";
ALTER TABLE "list_pages" DROP COLUMN "concierge_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "fam_trips_title";
ALTER TABLE "list_pages" DROP COLUMN "fam_trips_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "country_information_title";
ALTER TABLE "list_pages" DROP COLUMN "country_information_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "journal_title";
ALTER TABLE "list_pages" DROP COLUMN "journal_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "on_location_title";
ALTER TABLE "list_pages" DROP COLUMN "on_location_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "journal_press_room_title";
ALTER TABLE "list_pages" DROP COLUMN "journal_press_room_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "product_news_title";
ALTER TABLE "list_pages" DROP COLUMN "product_news_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "lay_your_head_down_title";
ALTER TABLE "list_pages" DROP COLUMN "lay_your_head_down_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "webinars_title";
ALTER TABLE "list_pages" DROP COLUMN "webinars_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "videos_title";
ALTER TABLE "list_pages" DROP COLUMN "videos_subtitle";
ALTER TABLE "list_pages" DROP COLUMN "tv_title";
ALTER TABLE "list_pages" DROP COLUMN "tv_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_faq_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_faq_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_team_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_team_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_executives_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_executives_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_inspirations_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_inspirations_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_overland_journeys_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_overland_journeys_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_day_programs_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_day_programs_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_concierge_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_concierge_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_fam_trips_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_fam_trips_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_country_information_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_country_information_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_on_location_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_on_location_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_press_room_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_journal_press_room_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_product_news_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_product_news_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_lay_your_head_down_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_lay_your_head_down_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_webinars_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_webinars_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_videos_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_videos_subtitle";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_tv_title";
ALTER TABLE "_list_pages_v" DROP COLUMN "version_tv_subtitle";
ALTER TABLE "beyond_page_reels" DROP COLUMN "title";
ALTER TABLE "beyond_page" DROP COLUMN "title";
ALTER TABLE "beyond_page" DROP COLUMN "short_description";
ALTER TABLE "beyond_page" DROP COLUMN "button_text";
ALTER TABLE "beyond_page" DROP COLUMN "description";
ALTER TABLE "beyond_page" DROP COLUMN "content";
ALTER TABLE "beyond_page" DROP COLUMN "hardcopy_button_text";
ALTER TABLE "_beyond_page_v_version_reels" DROP COLUMN "title";
ALTER TABLE "_beyond_page_v" DROP COLUMN "version_title";
ALTER TABLE "_beyond_page_v" DROP COLUMN "version_short_description";
ALTER TABLE "_beyond_page_v" DROP COLUMN "version_button_text";
ALTER TABLE "_beyond_page_v" DROP COLUMN "version_description";
ALTER TABLE "_beyond_page_v" DROP COLUMN "version_content";
ALTER TABLE "_beyond_page_v" DROP COLUMN "version_hardcopy_button_text";
`

const ADD_BACK = `
ALTER TABLE "menu_entries" ADD COLUMN "full_name" varchar;
ALTER TABLE "footer_columns_list_items" ADD COLUMN "full_name" varchar;
ALTER TABLE "footer_columns_list_items" ADD COLUMN "short_name" varchar;
ALTER TABLE "footer_columns" ADD COLUMN "title" varchar;
ALTER TABLE "page_metas" ADD COLUMN "title" varchar;
ALTER TABLE "page_metas" ADD COLUMN "description" varchar;
ALTER TABLE "hotels" ADD COLUMN "description" varchar;
ALTER TABLE "programs" ADD COLUMN "description" varchar;
ALTER TABLE "visa_services" ADD COLUMN "description" varchar;
ALTER TABLE "faqs" ADD COLUMN "question" varchar;
ALTER TABLE "faqs" ADD COLUMN "answer" varchar;
ALTER TABLE "_faqs_v" ADD COLUMN "version_question" varchar;
ALTER TABLE "_faqs_v" ADD COLUMN "version_answer" varchar;
ALTER TABLE "team_members" ADD COLUMN "position" varchar;
ALTER TABLE "team_members" ADD COLUMN "department" varchar;
ALTER TABLE "team_members" ADD COLUMN "bio" varchar;
ALTER TABLE "_team_members_v" ADD COLUMN "version_position" varchar;
ALTER TABLE "_team_members_v" ADD COLUMN "version_department" varchar;
ALTER TABLE "_team_members_v" ADD COLUMN "version_bio" varchar;
ALTER TABLE "executive_profiles" ADD COLUMN "position" varchar;
ALTER TABLE "executive_profiles" ADD COLUMN "quote" varchar;
ALTER TABLE "executive_profiles" ADD COLUMN "bio" jsonb;
ALTER TABLE "_executive_profiles_v" ADD COLUMN "version_position" varchar;
ALTER TABLE "_executive_profiles_v" ADD COLUMN "version_quote" varchar;
ALTER TABLE "_executive_profiles_v" ADD COLUMN "version_bio" jsonb;
ALTER TABLE "introducings" ADD COLUMN "title" varchar;
ALTER TABLE "introducings" ADD COLUMN "subtitle" varchar;
ALTER TABLE "introducings" ADD COLUMN "body" jsonb;
ALTER TABLE "_introducings_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_introducings_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_introducings_v" ADD COLUMN "version_body" jsonb;
ALTER TABLE "travel_inspirations" ADD COLUMN "title" varchar;
ALTER TABLE "travel_inspirations" ADD COLUMN "duration" varchar;
ALTER TABLE "travel_inspirations" ADD COLUMN "theme" varchar;
ALTER TABLE "travel_inspirations" ADD COLUMN "summary" varchar;
ALTER TABLE "travel_inspirations" ADD COLUMN "body" jsonb;
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "version_duration" varchar;
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "version_theme" varchar;
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "version_summary" varchar;
ALTER TABLE "_travel_inspirations_v" ADD COLUMN "version_body" jsonb;
ALTER TABLE "overland_journeys_itinerary" ADD COLUMN "title" varchar;
ALTER TABLE "overland_journeys_itinerary" ADD COLUMN "text" varchar;
ALTER TABLE "overland_journeys" ADD COLUMN "title" varchar;
ALTER TABLE "overland_journeys" ADD COLUMN "summary" varchar;
ALTER TABLE "overland_journeys" ADD COLUMN "body" jsonb;
ALTER TABLE "_overland_journeys_v_version_itinerary" ADD COLUMN "title" varchar;
ALTER TABLE "_overland_journeys_v_version_itinerary" ADD COLUMN "text" varchar;
ALTER TABLE "_overland_journeys_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_overland_journeys_v" ADD COLUMN "version_summary" varchar;
ALTER TABLE "_overland_journeys_v" ADD COLUMN "version_body" jsonb;
ALTER TABLE "concierge_cats" ADD COLUMN "name" varchar;
ALTER TABLE "concierge_cats" ADD COLUMN "description" varchar;
ALTER TABLE "_concierge_cats_v" ADD COLUMN "version_name" varchar;
ALTER TABLE "_concierge_cats_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "concierge_items" ADD COLUMN "name" varchar;
ALTER TABLE "concierge_items" ADD COLUMN "summary" varchar;
ALTER TABLE "concierge_items" ADD COLUMN "body" jsonb;
ALTER TABLE "_concierge_items_v" ADD COLUMN "version_name" varchar;
ALTER TABLE "_concierge_items_v" ADD COLUMN "version_summary" varchar;
ALTER TABLE "_concierge_items_v" ADD COLUMN "version_body" jsonb;
ALTER TABLE "fam_trips_itinerary" ADD COLUMN "title" varchar;
ALTER TABLE "fam_trips_itinerary" ADD COLUMN "text" varchar;
ALTER TABLE "fam_trips" ADD COLUMN "title" varchar;
ALTER TABLE "fam_trips" ADD COLUMN "summary" varchar;
ALTER TABLE "_fam_trips_v_version_itinerary" ADD COLUMN "title" varchar;
ALTER TABLE "_fam_trips_v_version_itinerary" ADD COLUMN "text" varchar;
ALTER TABLE "_fam_trips_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_fam_trips_v" ADD COLUMN "version_summary" varchar;
ALTER TABLE "country_information" ADD COLUMN "title" varchar;
ALTER TABLE "country_information" ADD COLUMN "best_time" varchar;
ALTER TABLE "country_information" ADD COLUMN "visa" varchar;
ALTER TABLE "country_information" ADD COLUMN "climate" varchar;
ALTER TABLE "country_information" ADD COLUMN "overview" varchar;
ALTER TABLE "_country_information_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_country_information_v" ADD COLUMN "version_best_time" varchar;
ALTER TABLE "_country_information_v" ADD COLUMN "version_visa" varchar;
ALTER TABLE "_country_information_v" ADD COLUMN "version_climate" varchar;
ALTER TABLE "_country_information_v" ADD COLUMN "version_overview" varchar;
ALTER TABLE "journal_categories" ADD COLUMN "name" varchar;
ALTER TABLE "journal_categories" ADD COLUMN "description" varchar;
ALTER TABLE "_journal_categories_v" ADD COLUMN "version_name" varchar;
ALTER TABLE "_journal_categories_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "journal_entries" ADD COLUMN "title" varchar;
ALTER TABLE "journal_entries" ADD COLUMN "excerpt" varchar;
ALTER TABLE "journal_entries" ADD COLUMN "body" jsonb;
ALTER TABLE "journal_entries" ADD COLUMN "seo_title" varchar;
ALTER TABLE "journal_entries" ADD COLUMN "seo_description" varchar;
ALTER TABLE "_journal_entries_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_journal_entries_v" ADD COLUMN "version_excerpt" varchar;
ALTER TABLE "_journal_entries_v" ADD COLUMN "version_body" jsonb;
ALTER TABLE "_journal_entries_v" ADD COLUMN "version_seo_title" varchar;
ALTER TABLE "_journal_entries_v" ADD COLUMN "version_seo_description" varchar;
ALTER TABLE "showcase_hotels" ADD COLUMN "review" varchar;
ALTER TABLE "_showcase_hotels_v" ADD COLUMN "version_review" varchar;
ALTER TABLE "webinar_groups" ADD COLUMN "name" varchar;
ALTER TABLE "webinar_groups" ADD COLUMN "description" varchar;
ALTER TABLE "_webinar_groups_v" ADD COLUMN "version_name" varchar;
ALTER TABLE "_webinar_groups_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "webinars" ADD COLUMN "title" varchar;
ALTER TABLE "webinars" ADD COLUMN "speaker_role" varchar;
ALTER TABLE "webinars" ADD COLUMN "summary" varchar;
ALTER TABLE "_webinars_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_webinars_v" ADD COLUMN "version_speaker_role" varchar;
ALTER TABLE "_webinars_v" ADD COLUMN "version_summary" varchar;
ALTER TABLE "video_categories" ADD COLUMN "name" varchar;
ALTER TABLE "video_categories" ADD COLUMN "description" varchar;
ALTER TABLE "_video_categories_v" ADD COLUMN "version_name" varchar;
ALTER TABLE "_video_categories_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "videos" ADD COLUMN "title" varchar;
ALTER TABLE "videos" ADD COLUMN "description" varchar;
ALTER TABLE "videos" ADD COLUMN "captions_label" varchar DEFAULT 'English';
ALTER TABLE "_videos_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_videos_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "_videos_v" ADD COLUMN "version_captions_label" varchar DEFAULT 'English';
ALTER TABLE "restaurant_areas" ADD COLUMN "description" varchar;
ALTER TABLE "_restaurant_areas_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "intro_pages" ADD COLUMN "title" varchar;
ALTER TABLE "intro_pages" ADD COLUMN "text" varchar;
ALTER TABLE "outro_pages" ADD COLUMN "title" varchar;
ALTER TABLE "outro_pages" ADD COLUMN "text" varchar;
ALTER TABLE "restaurant_covers" ADD COLUMN "title" varchar;
ALTER TABLE "restaurant_covers" ADD COLUMN "subtitle" varchar;
ALTER TABLE "_intro_pages_v" ADD COLUMN "title" varchar;
ALTER TABLE "_intro_pages_v" ADD COLUMN "text" varchar;
ALTER TABLE "_outro_pages_v" ADD COLUMN "title" varchar;
ALTER TABLE "_outro_pages_v" ADD COLUMN "text" varchar;
ALTER TABLE "_restaurant_covers_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_restaurant_covers_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "name" varchar;
ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "description" varchar;
ALTER TABLE "restaurant_menus_courses" ADD COLUMN "name" varchar;
ALTER TABLE "restaurant_menus" ADD COLUMN "title" varchar;
ALTER TABLE "restaurant_menus" ADD COLUMN "intro" varchar;
ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "name" varchar;
ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "description" varchar;
ALTER TABLE "_restaurant_menus_v_version_courses" ADD COLUMN "name" varchar;
ALTER TABLE "_restaurant_menus_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_restaurant_menus_v" ADD COLUMN "version_intro" varchar;
ALTER TABLE "venues_pages" ADD COLUMN "title" varchar;
ALTER TABLE "venues_pages" ADD COLUMN "text" varchar;
ALTER TABLE "venues" ADD COLUMN "title" varchar;
ALTER TABLE "venues" ADD COLUMN "cuisine" varchar;
ALTER TABLE "venues" ADD COLUMN "price_string" varchar;
ALTER TABLE "venues" ADD COLUMN "subtitle" varchar;
ALTER TABLE "_venues_v_version_pages" ADD COLUMN "title" varchar;
ALTER TABLE "_venues_v_version_pages" ADD COLUMN "text" varchar;
ALTER TABLE "_venues_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_venues_v" ADD COLUMN "version_cuisine" varchar;
ALTER TABLE "_venues_v" ADD COLUMN "version_price_string" varchar;
ALTER TABLE "_venues_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "beyond_items" ADD COLUMN "title" varchar;
ALTER TABLE "beyond_items" ADD COLUMN "description" varchar;
ALTER TABLE "beyond_items" ADD COLUMN "duration" varchar;
ALTER TABLE "_beyond_items_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_beyond_items_v" ADD COLUMN "version_description" varchar;
ALTER TABLE "_beyond_items_v" ADD COLUMN "version_duration" varchar;
ALTER TABLE "site_settings" ADD COLUMN "text_menu_modal" varchar;
ALTER TABLE "site_settings" ADD COLUMN "copy_right" varchar;
ALTER TABLE "site_settings" ADD COLUMN "text_footer" varchar;
ALTER TABLE "home_page_highlights" ADD COLUMN "title" varchar;
ALTER TABLE "home_page_highlights" ADD COLUMN "text" varchar;
ALTER TABLE "home_page" ADD COLUMN "hero_title" varchar;
ALTER TABLE "home_page" ADD COLUMN "hero_subtitle" varchar;
ALTER TABLE "home_page" ADD COLUMN "intro_title" varchar;
ALTER TABLE "home_page" ADD COLUMN "intro_text" varchar;
ALTER TABLE "_home_page_v_version_highlights" ADD COLUMN "title" varchar;
ALTER TABLE "_home_page_v_version_highlights" ADD COLUMN "text" varchar;
ALTER TABLE "_home_page_v" ADD COLUMN "version_hero_title" varchar;
ALTER TABLE "_home_page_v" ADD COLUMN "version_hero_subtitle" varchar;
ALTER TABLE "_home_page_v" ADD COLUMN "version_intro_title" varchar;
ALTER TABLE "_home_page_v" ADD COLUMN "version_intro_text" varchar;
ALTER TABLE "what_defines_us_sections" ADD COLUMN "title" varchar;
ALTER TABLE "what_defines_us_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "what_defines_us" ADD COLUMN "title" varchar;
ALTER TABLE "what_defines_us" ADD COLUMN "subtitle" varchar;
ALTER TABLE "what_defines_us" ADD COLUMN "intro" jsonb;
ALTER TABLE "_what_defines_us_v_version_sections" ADD COLUMN "title" varchar;
ALTER TABLE "_what_defines_us_v_version_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "_what_defines_us_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_what_defines_us_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_what_defines_us_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "our_portfolio_cards" ADD COLUMN "title" varchar;
ALTER TABLE "our_portfolio_cards" ADD COLUMN "text" varchar;
ALTER TABLE "our_portfolio" ADD COLUMN "title" varchar;
ALTER TABLE "our_portfolio" ADD COLUMN "subtitle" varchar;
ALTER TABLE "our_portfolio" ADD COLUMN "intro" jsonb;
ALTER TABLE "_our_portfolio_v_version_cards" ADD COLUMN "title" varchar;
ALTER TABLE "_our_portfolio_v_version_cards" ADD COLUMN "text" varchar;
ALTER TABLE "_our_portfolio_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_our_portfolio_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_our_portfolio_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "our_products_slides" ADD COLUMN "title" varchar;
ALTER TABLE "our_products_slides" ADD COLUMN "content" jsonb;
ALTER TABLE "our_products" ADD COLUMN "title" varchar;
ALTER TABLE "_our_products_v_version_slides" ADD COLUMN "title" varchar;
ALTER TABLE "_our_products_v_version_slides" ADD COLUMN "content" jsonb;
ALTER TABLE "_our_products_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "our_services_slides" ADD COLUMN "title" varchar;
ALTER TABLE "our_services_slides" ADD COLUMN "content" jsonb;
ALTER TABLE "our_services" ADD COLUMN "title" varchar;
ALTER TABLE "_our_services_v_version_slides" ADD COLUMN "title" varchar;
ALTER TABLE "_our_services_v_version_slides" ADD COLUMN "content" jsonb;
ALTER TABLE "_our_services_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "travel_portfolio_cards" ADD COLUMN "title" varchar;
ALTER TABLE "travel_portfolio_cards" ADD COLUMN "text" varchar;
ALTER TABLE "travel_portfolio" ADD COLUMN "title" varchar;
ALTER TABLE "travel_portfolio" ADD COLUMN "subtitle" varchar;
ALTER TABLE "travel_portfolio" ADD COLUMN "intro" jsonb;
ALTER TABLE "_travel_portfolio_v_version_cards" ADD COLUMN "title" varchar;
ALTER TABLE "_travel_portfolio_v_version_cards" ADD COLUMN "text" varchar;
ALTER TABLE "_travel_portfolio_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_travel_portfolio_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_travel_portfolio_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "press_room_cards" ADD COLUMN "title" varchar;
ALTER TABLE "press_room_cards" ADD COLUMN "text" varchar;
ALTER TABLE "press_room" ADD COLUMN "title" varchar;
ALTER TABLE "press_room" ADD COLUMN "subtitle" varchar;
ALTER TABLE "press_room" ADD COLUMN "intro" jsonb;
ALTER TABLE "_press_room_v_version_cards" ADD COLUMN "title" varchar;
ALTER TABLE "_press_room_v_version_cards" ADD COLUMN "text" varchar;
ALTER TABLE "_press_room_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_press_room_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_press_room_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "about_us_facts" ADD COLUMN "label" varchar;
ALTER TABLE "about_us_sections" ADD COLUMN "title" varchar;
ALTER TABLE "about_us_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "about_us" ADD COLUMN "title" varchar;
ALTER TABLE "about_us" ADD COLUMN "subtitle" varchar;
ALTER TABLE "about_us" ADD COLUMN "intro" jsonb;
ALTER TABLE "_about_us_v_version_facts" ADD COLUMN "label" varchar;
ALTER TABLE "_about_us_v_version_sections" ADD COLUMN "title" varchar;
ALTER TABLE "_about_us_v_version_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "_about_us_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_about_us_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_about_us_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "corporate_profile_facts" ADD COLUMN "label" varchar;
ALTER TABLE "corporate_profile_sections" ADD COLUMN "title" varchar;
ALTER TABLE "corporate_profile_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "corporate_profile" ADD COLUMN "title" varchar;
ALTER TABLE "corporate_profile" ADD COLUMN "subtitle" varchar;
ALTER TABLE "corporate_profile" ADD COLUMN "intro" jsonb;
ALTER TABLE "_corporate_profile_v_version_facts" ADD COLUMN "label" varchar;
ALTER TABLE "_corporate_profile_v_version_sections" ADD COLUMN "title" varchar;
ALTER TABLE "_corporate_profile_v_version_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "_corporate_profile_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_corporate_profile_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_corporate_profile_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "multi_country_sections" ADD COLUMN "title" varchar;
ALTER TABLE "multi_country_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "multi_country_routes" ADD COLUMN "title" varchar;
ALTER TABLE "multi_country_routes" ADD COLUMN "text" varchar;
ALTER TABLE "multi_country" ADD COLUMN "title" varchar;
ALTER TABLE "multi_country" ADD COLUMN "subtitle" varchar;
ALTER TABLE "multi_country" ADD COLUMN "intro" jsonb;
ALTER TABLE "_multi_country_v_version_sections" ADD COLUMN "title" varchar;
ALTER TABLE "_multi_country_v_version_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "_multi_country_v_version_routes" ADD COLUMN "title" varchar;
ALTER TABLE "_multi_country_v_version_routes" ADD COLUMN "text" varchar;
ALTER TABLE "_multi_country_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_multi_country_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_multi_country_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "our_values_values" ADD COLUMN "title" varchar;
ALTER TABLE "our_values_values" ADD COLUMN "text" jsonb;
ALTER TABLE "our_values" ADD COLUMN "title" varchar;
ALTER TABLE "our_values" ADD COLUMN "subtitle" varchar;
ALTER TABLE "our_values" ADD COLUMN "intro" jsonb;
ALTER TABLE "_our_values_v_version_values" ADD COLUMN "title" varchar;
ALTER TABLE "_our_values_v_version_values" ADD COLUMN "text" jsonb;
ALTER TABLE "_our_values_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_our_values_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_our_values_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "points_of_difference_points" ADD COLUMN "title" varchar;
ALTER TABLE "points_of_difference_points" ADD COLUMN "text" jsonb;
ALTER TABLE "points_of_difference" ADD COLUMN "title" varchar;
ALTER TABLE "points_of_difference" ADD COLUMN "subtitle" varchar;
ALTER TABLE "points_of_difference" ADD COLUMN "intro" jsonb;
ALTER TABLE "_points_of_difference_v_version_points" ADD COLUMN "title" varchar;
ALTER TABLE "_points_of_difference_v_version_points" ADD COLUMN "text" jsonb;
ALTER TABLE "_points_of_difference_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_points_of_difference_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_points_of_difference_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "sales_network_offices" ADD COLUMN "address" varchar;
ALTER TABLE "sales_network" ADD COLUMN "title" varchar;
ALTER TABLE "sales_network" ADD COLUMN "subtitle" varchar;
ALTER TABLE "sales_network" ADD COLUMN "intro" jsonb;
ALTER TABLE "_sales_network_v_version_offices" ADD COLUMN "address" varchar;
ALTER TABLE "_sales_network_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_sales_network_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_sales_network_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "marketplace_cards" ADD COLUMN "title" varchar;
ALTER TABLE "marketplace_cards" ADD COLUMN "text" varchar;
ALTER TABLE "marketplace" ADD COLUMN "title" varchar;
ALTER TABLE "marketplace" ADD COLUMN "subtitle" varchar;
ALTER TABLE "marketplace" ADD COLUMN "intro" jsonb;
ALTER TABLE "_marketplace_v_version_cards" ADD COLUMN "title" varchar;
ALTER TABLE "_marketplace_v_version_cards" ADD COLUMN "text" varchar;
ALTER TABLE "_marketplace_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_marketplace_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_marketplace_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "siam_in_style_facts" ADD COLUMN "label" varchar;
ALTER TABLE "siam_in_style_sections" ADD COLUMN "title" varchar;
ALTER TABLE "siam_in_style_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "siam_in_style_cards" ADD COLUMN "title" varchar;
ALTER TABLE "siam_in_style_cards" ADD COLUMN "text" varchar;
ALTER TABLE "siam_in_style" ADD COLUMN "title" varchar;
ALTER TABLE "siam_in_style" ADD COLUMN "subtitle" varchar;
ALTER TABLE "siam_in_style" ADD COLUMN "intro" jsonb;
ALTER TABLE "_siam_in_style_v_version_facts" ADD COLUMN "label" varchar;
ALTER TABLE "_siam_in_style_v_version_sections" ADD COLUMN "title" varchar;
ALTER TABLE "_siam_in_style_v_version_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "_siam_in_style_v_version_cards" ADD COLUMN "title" varchar;
ALTER TABLE "_siam_in_style_v_version_cards" ADD COLUMN "text" varchar;
ALTER TABLE "_siam_in_style_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_siam_in_style_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_siam_in_style_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "expedition_cruise_line_facts" ADD COLUMN "label" varchar;
ALTER TABLE "expedition_cruise_line_sections" ADD COLUMN "title" varchar;
ALTER TABLE "expedition_cruise_line_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "expedition_cruise_line_voyages" ADD COLUMN "title" varchar;
ALTER TABLE "expedition_cruise_line_voyages" ADD COLUMN "text" varchar;
ALTER TABLE "expedition_cruise_line" ADD COLUMN "title" varchar;
ALTER TABLE "expedition_cruise_line" ADD COLUMN "subtitle" varchar;
ALTER TABLE "expedition_cruise_line" ADD COLUMN "intro" jsonb;
ALTER TABLE "_expedition_cruise_line_v_version_facts" ADD COLUMN "label" varchar;
ALTER TABLE "_expedition_cruise_line_v_version_sections" ADD COLUMN "title" varchar;
ALTER TABLE "_expedition_cruise_line_v_version_sections" ADD COLUMN "text" jsonb;
ALTER TABLE "_expedition_cruise_line_v_version_voyages" ADD COLUMN "title" varchar;
ALTER TABLE "_expedition_cruise_line_v_version_voyages" ADD COLUMN "text" varchar;
ALTER TABLE "_expedition_cruise_line_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_expedition_cruise_line_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_expedition_cruise_line_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "contact_page_offices" ADD COLUMN "hours" varchar;
ALTER TABLE "contact_page_offices" ADD COLUMN "address" varchar;
ALTER TABLE "contact_page" ADD COLUMN "title" varchar;
ALTER TABLE "contact_page" ADD COLUMN "subtitle" varchar;
ALTER TABLE "contact_page" ADD COLUMN "intro" jsonb;
ALTER TABLE "contact_page" ADD COLUMN "form_title" varchar;
ALTER TABLE "contact_page" ADD COLUMN "form_intro" varchar;
ALTER TABLE "contact_page" ADD COLUMN "success_message" varchar;
ALTER TABLE "_contact_page_v_version_offices" ADD COLUMN "hours" varchar;
ALTER TABLE "_contact_page_v_version_offices" ADD COLUMN "address" varchar;
ALTER TABLE "_contact_page_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_contact_page_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_contact_page_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "_contact_page_v" ADD COLUMN "version_form_title" varchar;
ALTER TABLE "_contact_page_v" ADD COLUMN "version_form_intro" varchar;
ALTER TABLE "_contact_page_v" ADD COLUMN "version_success_message" varchar;
ALTER TABLE "get_in_touch_reasons" ADD COLUMN "title" varchar;
ALTER TABLE "get_in_touch_reasons" ADD COLUMN "text" varchar;
ALTER TABLE "get_in_touch" ADD COLUMN "title" varchar;
ALTER TABLE "get_in_touch" ADD COLUMN "subtitle" varchar;
ALTER TABLE "get_in_touch" ADD COLUMN "intro" jsonb;
ALTER TABLE "get_in_touch" ADD COLUMN "form_title" varchar;
ALTER TABLE "get_in_touch" ADD COLUMN "form_intro" varchar;
ALTER TABLE "get_in_touch" ADD COLUMN "success_message" varchar;
ALTER TABLE "_get_in_touch_v_version_reasons" ADD COLUMN "title" varchar;
ALTER TABLE "_get_in_touch_v_version_reasons" ADD COLUMN "text" varchar;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "version_subtitle" varchar;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "version_intro" jsonb;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "version_form_title" varchar;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "version_form_intro" varchar;
ALTER TABLE "_get_in_touch_v" ADD COLUMN "version_success_message" varchar;
ALTER TABLE "collaborate_with_us_steps" ADD COLUMN "title" varchar;
ALTER TABLE "collaborate_with_us_steps" ADD COLUMN "text" varchar;
ALTER TABLE "collaborate_with_us" ADD COLUMN "title" varchar;
ALTER TABLE "_collaborate_with_us_v_version_steps" ADD COLUMN "title" varchar;
ALTER TABLE "_collaborate_with_us_v_version_steps" ADD COLUMN "text" varchar;
ALTER TABLE "_collaborate_with_us_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "faq_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "faq_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "team_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "team_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "executives_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "executives_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "inspirations_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "inspirations_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "overland_journeys_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "overland_journeys_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "day_programs_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "day_programs_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "concierge_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "concierge_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "fam_trips_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "fam_trips_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "country_information_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "country_information_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "journal_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "journal_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "on_location_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "on_location_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "journal_press_room_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "journal_press_room_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "product_news_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "product_news_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "lay_your_head_down_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "lay_your_head_down_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "webinars_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "webinars_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "videos_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "videos_subtitle" varchar;
ALTER TABLE "list_pages" ADD COLUMN "tv_title" varchar;
ALTER TABLE "list_pages" ADD COLUMN "tv_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_faq_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_faq_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_team_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_team_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_executives_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_executives_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_inspirations_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_inspirations_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_overland_journeys_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_overland_journeys_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_day_programs_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_day_programs_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_concierge_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_concierge_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_fam_trips_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_fam_trips_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_country_information_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_country_information_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_on_location_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_on_location_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_press_room_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_journal_press_room_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_product_news_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_product_news_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_lay_your_head_down_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_lay_your_head_down_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_webinars_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_webinars_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_videos_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_videos_subtitle" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_tv_title" varchar;
ALTER TABLE "_list_pages_v" ADD COLUMN "version_tv_subtitle" varchar;
ALTER TABLE "beyond_page_reels" ADD COLUMN "title" varchar;
ALTER TABLE "beyond_page" ADD COLUMN "title" varchar;
ALTER TABLE "beyond_page" ADD COLUMN "short_description" varchar;
ALTER TABLE "beyond_page" ADD COLUMN "button_text" varchar DEFAULT 'Read the story';
ALTER TABLE "beyond_page" ADD COLUMN "description" jsonb;
ALTER TABLE "beyond_page" ADD COLUMN "content" jsonb;
ALTER TABLE "beyond_page" ADD COLUMN "hardcopy_button_text" varchar DEFAULT 'Download the PDF';
ALTER TABLE "_beyond_page_v_version_reels" ADD COLUMN "title" varchar;
ALTER TABLE "_beyond_page_v" ADD COLUMN "version_title" varchar;
ALTER TABLE "_beyond_page_v" ADD COLUMN "version_short_description" varchar;
ALTER TABLE "_beyond_page_v" ADD COLUMN "version_button_text" varchar DEFAULT 'Read the story';
ALTER TABLE "_beyond_page_v" ADD COLUMN "version_description" jsonb;
ALTER TABLE "_beyond_page_v" ADD COLUMN "version_content" jsonb;
ALTER TABLE "_beyond_page_v" ADD COLUMN "version_hardcopy_button_text" varchar DEFAULT 'Download the PDF';
`

const COPY_ENGLISH_BACK = `
UPDATE "menu_entries" SET "full_name" = l."full_name" FROM "menu_entries_locales" l WHERE l."_parent_id" = "menu_entries"."id" AND l."_locale" = 'en';
UPDATE "footer_columns_list_items" SET "full_name" = l."full_name", "short_name" = l."short_name" FROM "footer_columns_list_items_locales" l WHERE l."_parent_id" = "footer_columns_list_items"."id" AND l."_locale" = 'en';
UPDATE "footer_columns" SET "title" = l."title" FROM "footer_columns_locales" l WHERE l."_parent_id" = "footer_columns"."id" AND l."_locale" = 'en';
UPDATE "page_metas" SET "title" = l."title", "description" = l."description" FROM "page_metas_locales" l WHERE l."_parent_id" = "page_metas"."id" AND l."_locale" = 'en';
UPDATE "hotels" SET "description" = l."description" FROM "hotels_locales" l WHERE l."_parent_id" = "hotels"."id" AND l."_locale" = 'en';
UPDATE "programs" SET "description" = l."description" FROM "programs_locales" l WHERE l."_parent_id" = "programs"."id" AND l."_locale" = 'en';
UPDATE "visa_services" SET "description" = l."description" FROM "visa_services_locales" l WHERE l."_parent_id" = "visa_services"."id" AND l."_locale" = 'en';
UPDATE "faqs" SET "question" = l."question", "answer" = l."answer" FROM "faqs_locales" l WHERE l."_parent_id" = "faqs"."id" AND l."_locale" = 'en';
UPDATE "_faqs_v" SET "version_question" = l."version_question", "version_answer" = l."version_answer" FROM "_faqs_v_locales" l WHERE l."_parent_id" = "_faqs_v"."id" AND l."_locale" = 'en';
UPDATE "team_members" SET "position" = l."position", "department" = l."department", "bio" = l."bio" FROM "team_members_locales" l WHERE l."_parent_id" = "team_members"."id" AND l."_locale" = 'en';
UPDATE "_team_members_v" SET "version_position" = l."version_position", "version_department" = l."version_department", "version_bio" = l."version_bio" FROM "_team_members_v_locales" l WHERE l."_parent_id" = "_team_members_v"."id" AND l."_locale" = 'en';
UPDATE "executive_profiles" SET "position" = l."position", "quote" = l."quote", "bio" = l."bio" FROM "executive_profiles_locales" l WHERE l."_parent_id" = "executive_profiles"."id" AND l."_locale" = 'en';
UPDATE "_executive_profiles_v" SET "version_position" = l."version_position", "version_quote" = l."version_quote", "version_bio" = l."version_bio" FROM "_executive_profiles_v_locales" l WHERE l."_parent_id" = "_executive_profiles_v"."id" AND l."_locale" = 'en';
UPDATE "introducings" SET "title" = l."title", "subtitle" = l."subtitle", "body" = l."body" FROM "introducings_locales" l WHERE l."_parent_id" = "introducings"."id" AND l."_locale" = 'en';
UPDATE "_introducings_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_body" = l."version_body" FROM "_introducings_v_locales" l WHERE l."_parent_id" = "_introducings_v"."id" AND l."_locale" = 'en';
UPDATE "travel_inspirations" SET "title" = l."title", "duration" = l."duration", "theme" = l."theme", "summary" = l."summary", "body" = l."body" FROM "travel_inspirations_locales" l WHERE l."_parent_id" = "travel_inspirations"."id" AND l."_locale" = 'en';
UPDATE "_travel_inspirations_v" SET "version_title" = l."version_title", "version_duration" = l."version_duration", "version_theme" = l."version_theme", "version_summary" = l."version_summary", "version_body" = l."version_body" FROM "_travel_inspirations_v_locales" l WHERE l."_parent_id" = "_travel_inspirations_v"."id" AND l."_locale" = 'en';
UPDATE "overland_journeys_itinerary" SET "title" = l."title", "text" = l."text" FROM "overland_journeys_itinerary_locales" l WHERE l."_parent_id" = "overland_journeys_itinerary"."id" AND l."_locale" = 'en';
UPDATE "overland_journeys" SET "title" = l."title", "summary" = l."summary", "body" = l."body" FROM "overland_journeys_locales" l WHERE l."_parent_id" = "overland_journeys"."id" AND l."_locale" = 'en';
UPDATE "_overland_journeys_v_version_itinerary" SET "title" = l."title", "text" = l."text" FROM "_overland_journeys_v_version_itinerary_locales" l WHERE l."_parent_id" = "_overland_journeys_v_version_itinerary"."id" AND l."_locale" = 'en';
UPDATE "_overland_journeys_v" SET "version_title" = l."version_title", "version_summary" = l."version_summary", "version_body" = l."version_body" FROM "_overland_journeys_v_locales" l WHERE l."_parent_id" = "_overland_journeys_v"."id" AND l."_locale" = 'en';
UPDATE "concierge_cats" SET "name" = l."name", "description" = l."description" FROM "concierge_cats_locales" l WHERE l."_parent_id" = "concierge_cats"."id" AND l."_locale" = 'en';
UPDATE "_concierge_cats_v" SET "version_name" = l."version_name", "version_description" = l."version_description" FROM "_concierge_cats_v_locales" l WHERE l."_parent_id" = "_concierge_cats_v"."id" AND l."_locale" = 'en';
UPDATE "concierge_items" SET "name" = l."name", "summary" = l."summary", "body" = l."body" FROM "concierge_items_locales" l WHERE l."_parent_id" = "concierge_items"."id" AND l."_locale" = 'en';
UPDATE "_concierge_items_v" SET "version_name" = l."version_name", "version_summary" = l."version_summary", "version_body" = l."version_body" FROM "_concierge_items_v_locales" l WHERE l."_parent_id" = "_concierge_items_v"."id" AND l."_locale" = 'en';
UPDATE "fam_trips_itinerary" SET "title" = l."title", "text" = l."text" FROM "fam_trips_itinerary_locales" l WHERE l."_parent_id" = "fam_trips_itinerary"."id" AND l."_locale" = 'en';
UPDATE "fam_trips" SET "title" = l."title", "summary" = l."summary" FROM "fam_trips_locales" l WHERE l."_parent_id" = "fam_trips"."id" AND l."_locale" = 'en';
UPDATE "_fam_trips_v_version_itinerary" SET "title" = l."title", "text" = l."text" FROM "_fam_trips_v_version_itinerary_locales" l WHERE l."_parent_id" = "_fam_trips_v_version_itinerary"."id" AND l."_locale" = 'en';
UPDATE "_fam_trips_v" SET "version_title" = l."version_title", "version_summary" = l."version_summary" FROM "_fam_trips_v_locales" l WHERE l."_parent_id" = "_fam_trips_v"."id" AND l."_locale" = 'en';
UPDATE "country_information" SET "title" = l."title", "best_time" = l."best_time", "visa" = l."visa", "climate" = l."climate", "overview" = l."overview" FROM "country_information_locales" l WHERE l."_parent_id" = "country_information"."id" AND l."_locale" = 'en';
UPDATE "_country_information_v" SET "version_title" = l."version_title", "version_best_time" = l."version_best_time", "version_visa" = l."version_visa", "version_climate" = l."version_climate", "version_overview" = l."version_overview" FROM "_country_information_v_locales" l WHERE l."_parent_id" = "_country_information_v"."id" AND l."_locale" = 'en';
UPDATE "journal_categories" SET "name" = l."name", "description" = l."description" FROM "journal_categories_locales" l WHERE l."_parent_id" = "journal_categories"."id" AND l."_locale" = 'en';
UPDATE "_journal_categories_v" SET "version_name" = l."version_name", "version_description" = l."version_description" FROM "_journal_categories_v_locales" l WHERE l."_parent_id" = "_journal_categories_v"."id" AND l."_locale" = 'en';
UPDATE "journal_entries" SET "title" = l."title", "excerpt" = l."excerpt", "body" = l."body", "seo_title" = l."seo_title", "seo_description" = l."seo_description" FROM "journal_entries_locales" l WHERE l."_parent_id" = "journal_entries"."id" AND l."_locale" = 'en';
UPDATE "_journal_entries_v" SET "version_title" = l."version_title", "version_excerpt" = l."version_excerpt", "version_body" = l."version_body", "version_seo_title" = l."version_seo_title", "version_seo_description" = l."version_seo_description" FROM "_journal_entries_v_locales" l WHERE l."_parent_id" = "_journal_entries_v"."id" AND l."_locale" = 'en';
UPDATE "showcase_hotels" SET "review" = l."review" FROM "showcase_hotels_locales" l WHERE l."_parent_id" = "showcase_hotels"."id" AND l."_locale" = 'en';
UPDATE "_showcase_hotels_v" SET "version_review" = l."version_review" FROM "_showcase_hotels_v_locales" l WHERE l."_parent_id" = "_showcase_hotels_v"."id" AND l."_locale" = 'en';
UPDATE "webinar_groups" SET "name" = l."name", "description" = l."description" FROM "webinar_groups_locales" l WHERE l."_parent_id" = "webinar_groups"."id" AND l."_locale" = 'en';
UPDATE "_webinar_groups_v" SET "version_name" = l."version_name", "version_description" = l."version_description" FROM "_webinar_groups_v_locales" l WHERE l."_parent_id" = "_webinar_groups_v"."id" AND l."_locale" = 'en';
UPDATE "webinars" SET "title" = l."title", "speaker_role" = l."speaker_role", "summary" = l."summary" FROM "webinars_locales" l WHERE l."_parent_id" = "webinars"."id" AND l."_locale" = 'en';
UPDATE "_webinars_v" SET "version_title" = l."version_title", "version_speaker_role" = l."version_speaker_role", "version_summary" = l."version_summary" FROM "_webinars_v_locales" l WHERE l."_parent_id" = "_webinars_v"."id" AND l."_locale" = 'en';
UPDATE "video_categories" SET "name" = l."name", "description" = l."description" FROM "video_categories_locales" l WHERE l."_parent_id" = "video_categories"."id" AND l."_locale" = 'en';
UPDATE "_video_categories_v" SET "version_name" = l."version_name", "version_description" = l."version_description" FROM "_video_categories_v_locales" l WHERE l."_parent_id" = "_video_categories_v"."id" AND l."_locale" = 'en';
UPDATE "videos" SET "title" = l."title", "description" = l."description", "captions_label" = l."captions_label" FROM "videos_locales" l WHERE l."_parent_id" = "videos"."id" AND l."_locale" = 'en';
UPDATE "_videos_v" SET "version_title" = l."version_title", "version_description" = l."version_description", "version_captions_label" = l."version_captions_label" FROM "_videos_v_locales" l WHERE l."_parent_id" = "_videos_v"."id" AND l."_locale" = 'en';
UPDATE "restaurant_areas" SET "description" = l."description" FROM "restaurant_areas_locales" l WHERE l."_parent_id" = "restaurant_areas"."id" AND l."_locale" = 'en';
UPDATE "_restaurant_areas_v" SET "version_description" = l."version_description" FROM "_restaurant_areas_v_locales" l WHERE l."_parent_id" = "_restaurant_areas_v"."id" AND l."_locale" = 'en';
UPDATE "intro_pages" SET "title" = l."title", "text" = l."text" FROM "intro_pages_locales" l WHERE l."_parent_id" = "intro_pages"."id" AND l."_locale" = 'en';
UPDATE "outro_pages" SET "title" = l."title", "text" = l."text" FROM "outro_pages_locales" l WHERE l."_parent_id" = "outro_pages"."id" AND l."_locale" = 'en';
UPDATE "restaurant_covers" SET "title" = l."title", "subtitle" = l."subtitle" FROM "restaurant_covers_locales" l WHERE l."_parent_id" = "restaurant_covers"."id" AND l."_locale" = 'en';
UPDATE "_intro_pages_v" SET "title" = l."title", "text" = l."text" FROM "_intro_pages_v_locales" l WHERE l."_parent_id" = "_intro_pages_v"."id" AND l."_locale" = 'en';
UPDATE "_outro_pages_v" SET "title" = l."title", "text" = l."text" FROM "_outro_pages_v_locales" l WHERE l."_parent_id" = "_outro_pages_v"."id" AND l."_locale" = 'en';
UPDATE "_restaurant_covers_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle" FROM "_restaurant_covers_v_locales" l WHERE l."_parent_id" = "_restaurant_covers_v"."id" AND l."_locale" = 'en';
UPDATE "restaurant_menus_courses_dishes" SET "name" = l."name", "description" = l."description" FROM "restaurant_menus_courses_dishes_locales" l WHERE l."_parent_id" = "restaurant_menus_courses_dishes"."id" AND l."_locale" = 'en';
UPDATE "restaurant_menus_courses" SET "name" = l."name" FROM "restaurant_menus_courses_locales" l WHERE l."_parent_id" = "restaurant_menus_courses"."id" AND l."_locale" = 'en';
UPDATE "restaurant_menus" SET "title" = l."title", "intro" = l."intro" FROM "restaurant_menus_locales" l WHERE l."_parent_id" = "restaurant_menus"."id" AND l."_locale" = 'en';
UPDATE "_restaurant_menus_v_version_courses_dishes" SET "name" = l."name", "description" = l."description" FROM "_restaurant_menus_v_version_courses_dishes_locales" l WHERE l."_parent_id" = "_restaurant_menus_v_version_courses_dishes"."id" AND l."_locale" = 'en';
UPDATE "_restaurant_menus_v_version_courses" SET "name" = l."name" FROM "_restaurant_menus_v_version_courses_locales" l WHERE l."_parent_id" = "_restaurant_menus_v_version_courses"."id" AND l."_locale" = 'en';
UPDATE "_restaurant_menus_v" SET "version_title" = l."version_title", "version_intro" = l."version_intro" FROM "_restaurant_menus_v_locales" l WHERE l."_parent_id" = "_restaurant_menus_v"."id" AND l."_locale" = 'en';
UPDATE "venues_pages" SET "title" = l."title", "text" = l."text" FROM "venues_pages_locales" l WHERE l."_parent_id" = "venues_pages"."id" AND l."_locale" = 'en';
UPDATE "venues" SET "title" = l."title", "cuisine" = l."cuisine", "price_string" = l."price_string", "subtitle" = l."subtitle" FROM "venues_locales" l WHERE l."_parent_id" = "venues"."id" AND l."_locale" = 'en';
UPDATE "_venues_v_version_pages" SET "title" = l."title", "text" = l."text" FROM "_venues_v_version_pages_locales" l WHERE l."_parent_id" = "_venues_v_version_pages"."id" AND l."_locale" = 'en';
UPDATE "_venues_v" SET "version_title" = l."version_title", "version_cuisine" = l."version_cuisine", "version_price_string" = l."version_price_string", "version_subtitle" = l."version_subtitle" FROM "_venues_v_locales" l WHERE l."_parent_id" = "_venues_v"."id" AND l."_locale" = 'en';
UPDATE "beyond_items" SET "title" = l."title", "description" = l."description", "duration" = l."duration" FROM "beyond_items_locales" l WHERE l."_parent_id" = "beyond_items"."id" AND l."_locale" = 'en';
UPDATE "_beyond_items_v" SET "version_title" = l."version_title", "version_description" = l."version_description", "version_duration" = l."version_duration" FROM "_beyond_items_v_locales" l WHERE l."_parent_id" = "_beyond_items_v"."id" AND l."_locale" = 'en';
UPDATE "site_settings" SET "text_menu_modal" = l."text_menu_modal", "copy_right" = l."copy_right", "text_footer" = l."text_footer" FROM "site_settings_locales" l WHERE l."_parent_id" = "site_settings"."id" AND l."_locale" = 'en';
UPDATE "home_page_highlights" SET "title" = l."title", "text" = l."text" FROM "home_page_highlights_locales" l WHERE l."_parent_id" = "home_page_highlights"."id" AND l."_locale" = 'en';
UPDATE "home_page" SET "hero_title" = l."hero_title", "hero_subtitle" = l."hero_subtitle", "intro_title" = l."intro_title", "intro_text" = l."intro_text" FROM "home_page_locales" l WHERE l."_parent_id" = "home_page"."id" AND l."_locale" = 'en';
UPDATE "_home_page_v_version_highlights" SET "title" = l."title", "text" = l."text" FROM "_home_page_v_version_highlights_locales" l WHERE l."_parent_id" = "_home_page_v_version_highlights"."id" AND l."_locale" = 'en';
UPDATE "_home_page_v" SET "version_hero_title" = l."version_hero_title", "version_hero_subtitle" = l."version_hero_subtitle", "version_intro_title" = l."version_intro_title", "version_intro_text" = l."version_intro_text" FROM "_home_page_v_locales" l WHERE l."_parent_id" = "_home_page_v"."id" AND l."_locale" = 'en';
UPDATE "what_defines_us_sections" SET "title" = l."title", "text" = l."text" FROM "what_defines_us_sections_locales" l WHERE l."_parent_id" = "what_defines_us_sections"."id" AND l."_locale" = 'en';
UPDATE "what_defines_us" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "what_defines_us_locales" l WHERE l."_parent_id" = "what_defines_us"."id" AND l."_locale" = 'en';
UPDATE "_what_defines_us_v_version_sections" SET "title" = l."title", "text" = l."text" FROM "_what_defines_us_v_version_sections_locales" l WHERE l."_parent_id" = "_what_defines_us_v_version_sections"."id" AND l."_locale" = 'en';
UPDATE "_what_defines_us_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_what_defines_us_v_locales" l WHERE l."_parent_id" = "_what_defines_us_v"."id" AND l."_locale" = 'en';
UPDATE "our_portfolio_cards" SET "title" = l."title", "text" = l."text" FROM "our_portfolio_cards_locales" l WHERE l."_parent_id" = "our_portfolio_cards"."id" AND l."_locale" = 'en';
UPDATE "our_portfolio" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "our_portfolio_locales" l WHERE l."_parent_id" = "our_portfolio"."id" AND l."_locale" = 'en';
UPDATE "_our_portfolio_v_version_cards" SET "title" = l."title", "text" = l."text" FROM "_our_portfolio_v_version_cards_locales" l WHERE l."_parent_id" = "_our_portfolio_v_version_cards"."id" AND l."_locale" = 'en';
UPDATE "_our_portfolio_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_our_portfolio_v_locales" l WHERE l."_parent_id" = "_our_portfolio_v"."id" AND l."_locale" = 'en';
UPDATE "our_products_slides" SET "title" = l."title", "content" = l."content" FROM "our_products_slides_locales" l WHERE l."_parent_id" = "our_products_slides"."id" AND l."_locale" = 'en';
UPDATE "our_products" SET "title" = l."title" FROM "our_products_locales" l WHERE l."_parent_id" = "our_products"."id" AND l."_locale" = 'en';
UPDATE "_our_products_v_version_slides" SET "title" = l."title", "content" = l."content" FROM "_our_products_v_version_slides_locales" l WHERE l."_parent_id" = "_our_products_v_version_slides"."id" AND l."_locale" = 'en';
UPDATE "_our_products_v" SET "version_title" = l."version_title" FROM "_our_products_v_locales" l WHERE l."_parent_id" = "_our_products_v"."id" AND l."_locale" = 'en';
UPDATE "our_services_slides" SET "title" = l."title", "content" = l."content" FROM "our_services_slides_locales" l WHERE l."_parent_id" = "our_services_slides"."id" AND l."_locale" = 'en';
UPDATE "our_services" SET "title" = l."title" FROM "our_services_locales" l WHERE l."_parent_id" = "our_services"."id" AND l."_locale" = 'en';
UPDATE "_our_services_v_version_slides" SET "title" = l."title", "content" = l."content" FROM "_our_services_v_version_slides_locales" l WHERE l."_parent_id" = "_our_services_v_version_slides"."id" AND l."_locale" = 'en';
UPDATE "_our_services_v" SET "version_title" = l."version_title" FROM "_our_services_v_locales" l WHERE l."_parent_id" = "_our_services_v"."id" AND l."_locale" = 'en';
UPDATE "travel_portfolio_cards" SET "title" = l."title", "text" = l."text" FROM "travel_portfolio_cards_locales" l WHERE l."_parent_id" = "travel_portfolio_cards"."id" AND l."_locale" = 'en';
UPDATE "travel_portfolio" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "travel_portfolio_locales" l WHERE l."_parent_id" = "travel_portfolio"."id" AND l."_locale" = 'en';
UPDATE "_travel_portfolio_v_version_cards" SET "title" = l."title", "text" = l."text" FROM "_travel_portfolio_v_version_cards_locales" l WHERE l."_parent_id" = "_travel_portfolio_v_version_cards"."id" AND l."_locale" = 'en';
UPDATE "_travel_portfolio_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_travel_portfolio_v_locales" l WHERE l."_parent_id" = "_travel_portfolio_v"."id" AND l."_locale" = 'en';
UPDATE "press_room_cards" SET "title" = l."title", "text" = l."text" FROM "press_room_cards_locales" l WHERE l."_parent_id" = "press_room_cards"."id" AND l."_locale" = 'en';
UPDATE "press_room" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "press_room_locales" l WHERE l."_parent_id" = "press_room"."id" AND l."_locale" = 'en';
UPDATE "_press_room_v_version_cards" SET "title" = l."title", "text" = l."text" FROM "_press_room_v_version_cards_locales" l WHERE l."_parent_id" = "_press_room_v_version_cards"."id" AND l."_locale" = 'en';
UPDATE "_press_room_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_press_room_v_locales" l WHERE l."_parent_id" = "_press_room_v"."id" AND l."_locale" = 'en';
UPDATE "about_us_facts" SET "label" = l."label" FROM "about_us_facts_locales" l WHERE l."_parent_id" = "about_us_facts"."id" AND l."_locale" = 'en';
UPDATE "about_us_sections" SET "title" = l."title", "text" = l."text" FROM "about_us_sections_locales" l WHERE l."_parent_id" = "about_us_sections"."id" AND l."_locale" = 'en';
UPDATE "about_us" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "about_us_locales" l WHERE l."_parent_id" = "about_us"."id" AND l."_locale" = 'en';
UPDATE "_about_us_v_version_facts" SET "label" = l."label" FROM "_about_us_v_version_facts_locales" l WHERE l."_parent_id" = "_about_us_v_version_facts"."id" AND l."_locale" = 'en';
UPDATE "_about_us_v_version_sections" SET "title" = l."title", "text" = l."text" FROM "_about_us_v_version_sections_locales" l WHERE l."_parent_id" = "_about_us_v_version_sections"."id" AND l."_locale" = 'en';
UPDATE "_about_us_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_about_us_v_locales" l WHERE l."_parent_id" = "_about_us_v"."id" AND l."_locale" = 'en';
UPDATE "corporate_profile_facts" SET "label" = l."label" FROM "corporate_profile_facts_locales" l WHERE l."_parent_id" = "corporate_profile_facts"."id" AND l."_locale" = 'en';
UPDATE "corporate_profile_sections" SET "title" = l."title", "text" = l."text" FROM "corporate_profile_sections_locales" l WHERE l."_parent_id" = "corporate_profile_sections"."id" AND l."_locale" = 'en';
UPDATE "corporate_profile" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "corporate_profile_locales" l WHERE l."_parent_id" = "corporate_profile"."id" AND l."_locale" = 'en';
UPDATE "_corporate_profile_v_version_facts" SET "label" = l."label" FROM "_corporate_profile_v_version_facts_locales" l WHERE l."_parent_id" = "_corporate_profile_v_version_facts"."id" AND l."_locale" = 'en';
UPDATE "_corporate_profile_v_version_sections" SET "title" = l."title", "text" = l."text" FROM "_corporate_profile_v_version_sections_locales" l WHERE l."_parent_id" = "_corporate_profile_v_version_sections"."id" AND l."_locale" = 'en';
UPDATE "_corporate_profile_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_corporate_profile_v_locales" l WHERE l."_parent_id" = "_corporate_profile_v"."id" AND l."_locale" = 'en';
UPDATE "multi_country_sections" SET "title" = l."title", "text" = l."text" FROM "multi_country_sections_locales" l WHERE l."_parent_id" = "multi_country_sections"."id" AND l."_locale" = 'en';
UPDATE "multi_country_routes" SET "title" = l."title", "text" = l."text" FROM "multi_country_routes_locales" l WHERE l."_parent_id" = "multi_country_routes"."id" AND l."_locale" = 'en';
UPDATE "multi_country" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "multi_country_locales" l WHERE l."_parent_id" = "multi_country"."id" AND l."_locale" = 'en';
UPDATE "_multi_country_v_version_sections" SET "title" = l."title", "text" = l."text" FROM "_multi_country_v_version_sections_locales" l WHERE l."_parent_id" = "_multi_country_v_version_sections"."id" AND l."_locale" = 'en';
UPDATE "_multi_country_v_version_routes" SET "title" = l."title", "text" = l."text" FROM "_multi_country_v_version_routes_locales" l WHERE l."_parent_id" = "_multi_country_v_version_routes"."id" AND l."_locale" = 'en';
UPDATE "_multi_country_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_multi_country_v_locales" l WHERE l."_parent_id" = "_multi_country_v"."id" AND l."_locale" = 'en';
UPDATE "our_values_values" SET "title" = l."title", "text" = l."text" FROM "our_values_values_locales" l WHERE l."_parent_id" = "our_values_values"."id" AND l."_locale" = 'en';
UPDATE "our_values" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "our_values_locales" l WHERE l."_parent_id" = "our_values"."id" AND l."_locale" = 'en';
UPDATE "_our_values_v_version_values" SET "title" = l."title", "text" = l."text" FROM "_our_values_v_version_values_locales" l WHERE l."_parent_id" = "_our_values_v_version_values"."id" AND l."_locale" = 'en';
UPDATE "_our_values_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_our_values_v_locales" l WHERE l."_parent_id" = "_our_values_v"."id" AND l."_locale" = 'en';
UPDATE "points_of_difference_points" SET "title" = l."title", "text" = l."text" FROM "points_of_difference_points_locales" l WHERE l."_parent_id" = "points_of_difference_points"."id" AND l."_locale" = 'en';
UPDATE "points_of_difference" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "points_of_difference_locales" l WHERE l."_parent_id" = "points_of_difference"."id" AND l."_locale" = 'en';
UPDATE "_points_of_difference_v_version_points" SET "title" = l."title", "text" = l."text" FROM "_points_of_difference_v_version_points_locales" l WHERE l."_parent_id" = "_points_of_difference_v_version_points"."id" AND l."_locale" = 'en';
UPDATE "_points_of_difference_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_points_of_difference_v_locales" l WHERE l."_parent_id" = "_points_of_difference_v"."id" AND l."_locale" = 'en';
UPDATE "sales_network_offices" SET "address" = l."address" FROM "sales_network_offices_locales" l WHERE l."_parent_id" = "sales_network_offices"."id" AND l."_locale" = 'en';
UPDATE "sales_network" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "sales_network_locales" l WHERE l."_parent_id" = "sales_network"."id" AND l."_locale" = 'en';
UPDATE "_sales_network_v_version_offices" SET "address" = l."address" FROM "_sales_network_v_version_offices_locales" l WHERE l."_parent_id" = "_sales_network_v_version_offices"."id" AND l."_locale" = 'en';
UPDATE "_sales_network_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_sales_network_v_locales" l WHERE l."_parent_id" = "_sales_network_v"."id" AND l."_locale" = 'en';
UPDATE "marketplace_cards" SET "title" = l."title", "text" = l."text" FROM "marketplace_cards_locales" l WHERE l."_parent_id" = "marketplace_cards"."id" AND l."_locale" = 'en';
UPDATE "marketplace" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "marketplace_locales" l WHERE l."_parent_id" = "marketplace"."id" AND l."_locale" = 'en';
UPDATE "_marketplace_v_version_cards" SET "title" = l."title", "text" = l."text" FROM "_marketplace_v_version_cards_locales" l WHERE l."_parent_id" = "_marketplace_v_version_cards"."id" AND l."_locale" = 'en';
UPDATE "_marketplace_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_marketplace_v_locales" l WHERE l."_parent_id" = "_marketplace_v"."id" AND l."_locale" = 'en';
UPDATE "siam_in_style_facts" SET "label" = l."label" FROM "siam_in_style_facts_locales" l WHERE l."_parent_id" = "siam_in_style_facts"."id" AND l."_locale" = 'en';
UPDATE "siam_in_style_sections" SET "title" = l."title", "text" = l."text" FROM "siam_in_style_sections_locales" l WHERE l."_parent_id" = "siam_in_style_sections"."id" AND l."_locale" = 'en';
UPDATE "siam_in_style_cards" SET "title" = l."title", "text" = l."text" FROM "siam_in_style_cards_locales" l WHERE l."_parent_id" = "siam_in_style_cards"."id" AND l."_locale" = 'en';
UPDATE "siam_in_style" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "siam_in_style_locales" l WHERE l."_parent_id" = "siam_in_style"."id" AND l."_locale" = 'en';
UPDATE "_siam_in_style_v_version_facts" SET "label" = l."label" FROM "_siam_in_style_v_version_facts_locales" l WHERE l."_parent_id" = "_siam_in_style_v_version_facts"."id" AND l."_locale" = 'en';
UPDATE "_siam_in_style_v_version_sections" SET "title" = l."title", "text" = l."text" FROM "_siam_in_style_v_version_sections_locales" l WHERE l."_parent_id" = "_siam_in_style_v_version_sections"."id" AND l."_locale" = 'en';
UPDATE "_siam_in_style_v_version_cards" SET "title" = l."title", "text" = l."text" FROM "_siam_in_style_v_version_cards_locales" l WHERE l."_parent_id" = "_siam_in_style_v_version_cards"."id" AND l."_locale" = 'en';
UPDATE "_siam_in_style_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_siam_in_style_v_locales" l WHERE l."_parent_id" = "_siam_in_style_v"."id" AND l."_locale" = 'en';
UPDATE "expedition_cruise_line_facts" SET "label" = l."label" FROM "expedition_cruise_line_facts_locales" l WHERE l."_parent_id" = "expedition_cruise_line_facts"."id" AND l."_locale" = 'en';
UPDATE "expedition_cruise_line_sections" SET "title" = l."title", "text" = l."text" FROM "expedition_cruise_line_sections_locales" l WHERE l."_parent_id" = "expedition_cruise_line_sections"."id" AND l."_locale" = 'en';
UPDATE "expedition_cruise_line_voyages" SET "title" = l."title", "text" = l."text" FROM "expedition_cruise_line_voyages_locales" l WHERE l."_parent_id" = "expedition_cruise_line_voyages"."id" AND l."_locale" = 'en';
UPDATE "expedition_cruise_line" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro" FROM "expedition_cruise_line_locales" l WHERE l."_parent_id" = "expedition_cruise_line"."id" AND l."_locale" = 'en';
UPDATE "_expedition_cruise_line_v_version_facts" SET "label" = l."label" FROM "_expedition_cruise_line_v_version_facts_locales" l WHERE l."_parent_id" = "_expedition_cruise_line_v_version_facts"."id" AND l."_locale" = 'en';
UPDATE "_expedition_cruise_line_v_version_sections" SET "title" = l."title", "text" = l."text" FROM "_expedition_cruise_line_v_version_sections_locales" l WHERE l."_parent_id" = "_expedition_cruise_line_v_version_sections"."id" AND l."_locale" = 'en';
UPDATE "_expedition_cruise_line_v_version_voyages" SET "title" = l."title", "text" = l."text" FROM "_expedition_cruise_line_v_version_voyages_locales" l WHERE l."_parent_id" = "_expedition_cruise_line_v_version_voyages"."id" AND l."_locale" = 'en';
UPDATE "_expedition_cruise_line_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro" FROM "_expedition_cruise_line_v_locales" l WHERE l."_parent_id" = "_expedition_cruise_line_v"."id" AND l."_locale" = 'en';
UPDATE "contact_page_offices" SET "hours" = l."hours", "address" = l."address" FROM "contact_page_offices_locales" l WHERE l."_parent_id" = "contact_page_offices"."id" AND l."_locale" = 'en';
UPDATE "contact_page" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro", "form_title" = l."form_title", "form_intro" = l."form_intro", "success_message" = l."success_message" FROM "contact_page_locales" l WHERE l."_parent_id" = "contact_page"."id" AND l."_locale" = 'en';
UPDATE "_contact_page_v_version_offices" SET "hours" = l."hours", "address" = l."address" FROM "_contact_page_v_version_offices_locales" l WHERE l."_parent_id" = "_contact_page_v_version_offices"."id" AND l."_locale" = 'en';
UPDATE "_contact_page_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro", "version_form_title" = l."version_form_title", "version_form_intro" = l."version_form_intro", "version_success_message" = l."version_success_message" FROM "_contact_page_v_locales" l WHERE l."_parent_id" = "_contact_page_v"."id" AND l."_locale" = 'en';
UPDATE "get_in_touch_reasons" SET "title" = l."title", "text" = l."text" FROM "get_in_touch_reasons_locales" l WHERE l."_parent_id" = "get_in_touch_reasons"."id" AND l."_locale" = 'en';
UPDATE "get_in_touch" SET "title" = l."title", "subtitle" = l."subtitle", "intro" = l."intro", "form_title" = l."form_title", "form_intro" = l."form_intro", "success_message" = l."success_message" FROM "get_in_touch_locales" l WHERE l."_parent_id" = "get_in_touch"."id" AND l."_locale" = 'en';
UPDATE "_get_in_touch_v_version_reasons" SET "title" = l."title", "text" = l."text" FROM "_get_in_touch_v_version_reasons_locales" l WHERE l."_parent_id" = "_get_in_touch_v_version_reasons"."id" AND l."_locale" = 'en';
UPDATE "_get_in_touch_v" SET "version_title" = l."version_title", "version_subtitle" = l."version_subtitle", "version_intro" = l."version_intro", "version_form_title" = l."version_form_title", "version_form_intro" = l."version_form_intro", "version_success_message" = l."version_success_message" FROM "_get_in_touch_v_locales" l WHERE l."_parent_id" = "_get_in_touch_v"."id" AND l."_locale" = 'en';
UPDATE "collaborate_with_us_steps" SET "title" = l."title", "text" = l."text" FROM "collaborate_with_us_steps_locales" l WHERE l."_parent_id" = "collaborate_with_us_steps"."id" AND l."_locale" = 'en';
UPDATE "collaborate_with_us" SET "title" = l."title" FROM "collaborate_with_us_locales" l WHERE l."_parent_id" = "collaborate_with_us"."id" AND l."_locale" = 'en';
UPDATE "_collaborate_with_us_v_version_steps" SET "title" = l."title", "text" = l."text" FROM "_collaborate_with_us_v_version_steps_locales" l WHERE l."_parent_id" = "_collaborate_with_us_v_version_steps"."id" AND l."_locale" = 'en';
UPDATE "_collaborate_with_us_v" SET "version_title" = l."version_title" FROM "_collaborate_with_us_v_locales" l WHERE l."_parent_id" = "_collaborate_with_us_v"."id" AND l."_locale" = 'en';
UPDATE "list_pages" SET "faq_title" = l."faq_title", "faq_subtitle" = l."faq_subtitle", "team_title" = l."team_title", "team_subtitle" = l."team_subtitle", "executives_title" = l."executives_title", "executives_subtitle" = l."executives_subtitle", "inspirations_title" = l."inspirations_title", "inspirations_subtitle" = l."inspirations_subtitle", "overland_journeys_title" = l."overland_journeys_title", "overland_journeys_subtitle" = l."overland_journeys_subtitle", "day_programs_title" = l."day_programs_title", "day_programs_subtitle" = l."day_programs_subtitle", "concierge_title" = l."concierge_title", "concierge_subtitle" = l."concierge_subtitle", "fam_trips_title" = l."fam_trips_title", "fam_trips_subtitle" = l."fam_trips_subtitle", "country_information_title" = l."country_information_title", "country_information_subtitle" = l."country_information_subtitle", "journal_title" = l."journal_title", "journal_subtitle" = l."journal_subtitle", "on_location_title" = l."on_location_title", "on_location_subtitle" = l."on_location_subtitle", "journal_press_room_title" = l."journal_press_room_title", "journal_press_room_subtitle" = l."journal_press_room_subtitle", "product_news_title" = l."product_news_title", "product_news_subtitle" = l."product_news_subtitle", "lay_your_head_down_title" = l."lay_your_head_down_title", "lay_your_head_down_subtitle" = l."lay_your_head_down_subtitle", "webinars_title" = l."webinars_title", "webinars_subtitle" = l."webinars_subtitle", "videos_title" = l."videos_title", "videos_subtitle" = l."videos_subtitle", "tv_title" = l."tv_title", "tv_subtitle" = l."tv_subtitle" FROM "list_pages_locales" l WHERE l."_parent_id" = "list_pages"."id" AND l."_locale" = 'en';
UPDATE "_list_pages_v" SET "version_faq_title" = l."version_faq_title", "version_faq_subtitle" = l."version_faq_subtitle", "version_team_title" = l."version_team_title", "version_team_subtitle" = l."version_team_subtitle", "version_executives_title" = l."version_executives_title", "version_executives_subtitle" = l."version_executives_subtitle", "version_inspirations_title" = l."version_inspirations_title", "version_inspirations_subtitle" = l."version_inspirations_subtitle", "version_overland_journeys_title" = l."version_overland_journeys_title", "version_overland_journeys_subtitle" = l."version_overland_journeys_subtitle", "version_day_programs_title" = l."version_day_programs_title", "version_day_programs_subtitle" = l."version_day_programs_subtitle", "version_concierge_title" = l."version_concierge_title", "version_concierge_subtitle" = l."version_concierge_subtitle", "version_fam_trips_title" = l."version_fam_trips_title", "version_fam_trips_subtitle" = l."version_fam_trips_subtitle", "version_country_information_title" = l."version_country_information_title", "version_country_information_subtitle" = l."version_country_information_subtitle", "version_journal_title" = l."version_journal_title", "version_journal_subtitle" = l."version_journal_subtitle", "version_on_location_title" = l."version_on_location_title", "version_on_location_subtitle" = l."version_on_location_subtitle", "version_journal_press_room_title" = l."version_journal_press_room_title", "version_journal_press_room_subtitle" = l."version_journal_press_room_subtitle", "version_product_news_title" = l."version_product_news_title", "version_product_news_subtitle" = l."version_product_news_subtitle", "version_lay_your_head_down_title" = l."version_lay_your_head_down_title", "version_lay_your_head_down_subtitle" = l."version_lay_your_head_down_subtitle", "version_webinars_title" = l."version_webinars_title", "version_webinars_subtitle" = l."version_webinars_subtitle", "version_videos_title" = l."version_videos_title", "version_videos_subtitle" = l."version_videos_subtitle", "version_tv_title" = l."version_tv_title", "version_tv_subtitle" = l."version_tv_subtitle" FROM "_list_pages_v_locales" l WHERE l."_parent_id" = "_list_pages_v"."id" AND l."_locale" = 'en';
UPDATE "beyond_page_reels" SET "title" = l."title" FROM "beyond_page_reels_locales" l WHERE l."_parent_id" = "beyond_page_reels"."id" AND l."_locale" = 'en';
UPDATE "beyond_page" SET "title" = l."title", "short_description" = l."short_description", "button_text" = l."button_text", "description" = l."description", "content" = l."content", "hardcopy_button_text" = l."hardcopy_button_text" FROM "beyond_page_locales" l WHERE l."_parent_id" = "beyond_page"."id" AND l."_locale" = 'en';
UPDATE "_beyond_page_v_version_reels" SET "title" = l."title" FROM "_beyond_page_v_version_reels_locales" l WHERE l."_parent_id" = "_beyond_page_v_version_reels"."id" AND l."_locale" = 'en';
UPDATE "_beyond_page_v" SET "version_title" = l."version_title", "version_short_description" = l."version_short_description", "version_button_text" = l."version_button_text", "version_description" = l."version_description", "version_content" = l."version_content", "version_hardcopy_button_text" = l."version_hardcopy_button_text" FROM "_beyond_page_v_locales" l WHERE l."_parent_id" = "_beyond_page_v"."id" AND l."_locale" = 'en';
ALTER TABLE "menu_entries" ALTER COLUMN "full_name" SET NOT NULL;
ALTER TABLE "footer_columns_list_items" ALTER COLUMN "full_name" SET NOT NULL;
ALTER TABLE "footer_columns" ALTER COLUMN "title" SET NOT NULL;
ALTER TABLE "page_metas" ALTER COLUMN "title" SET NOT NULL;
ALTER TABLE "page_metas" ALTER COLUMN "description" SET NOT NULL;
ALTER TABLE "site_settings" ALTER COLUMN "copy_right" SET NOT NULL;
`

const DROP_LANGUAGES = `
ALTER TABLE "menu_entries_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "footer_columns_list_items_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "footer_columns_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "page_metas_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "hotels_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "programs_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "visa_services_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "team_members_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_team_members_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "executive_profiles_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_executive_profiles_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "introducings_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_introducings_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "travel_inspirations_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_travel_inspirations_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "overland_journeys_itinerary_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "overland_journeys_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_overland_journeys_v_version_itinerary_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_overland_journeys_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "concierge_cats_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_concierge_cats_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "concierge_items_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_concierge_items_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "fam_trips_itinerary_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "fam_trips_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_fam_trips_v_version_itinerary_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_fam_trips_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "country_information_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_country_information_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "journal_categories_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_journal_categories_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "journal_entries_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_journal_entries_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "showcase_hotels_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_showcase_hotels_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "webinar_groups_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_webinar_groups_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "webinars_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_webinars_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "video_categories_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_video_categories_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_videos_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "restaurant_areas_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_restaurant_areas_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "intro_pages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "outro_pages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "restaurant_covers_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_intro_pages_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_outro_pages_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_restaurant_covers_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "restaurant_menus_courses_dishes_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "restaurant_menus_courses_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "restaurant_menus_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_restaurant_menus_v_version_courses_dishes_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_restaurant_menus_v_version_courses_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_restaurant_menus_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "venues_pages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "venues_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_venues_v_version_pages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_venues_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "beyond_items_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_beyond_items_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "home_page_highlights_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "home_page_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_home_page_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "what_defines_us_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "what_defines_us_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_what_defines_us_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_what_defines_us_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_portfolio_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_portfolio_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_portfolio_v_version_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_portfolio_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_products_slides_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_products_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_products_v_version_slides_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_products_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_services_slides_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_services_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_services_v_version_slides_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_services_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "travel_portfolio_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "travel_portfolio_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_travel_portfolio_v_version_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_travel_portfolio_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "press_room_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "press_room_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_press_room_v_version_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_press_room_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "about_us_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "about_us_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "about_us_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_about_us_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_about_us_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_about_us_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "corporate_profile_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "corporate_profile_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "corporate_profile_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_corporate_profile_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_corporate_profile_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_corporate_profile_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "multi_country_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "multi_country_routes_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "multi_country_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_multi_country_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_multi_country_v_version_routes_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_multi_country_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_values_values_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "our_values_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_values_v_version_values_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_our_values_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "points_of_difference_points_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "points_of_difference_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_points_of_difference_v_version_points_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_points_of_difference_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "sales_network_offices_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "sales_network_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_sales_network_v_version_offices_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_sales_network_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "marketplace_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "marketplace_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_marketplace_v_version_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_marketplace_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "siam_in_style_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "siam_in_style_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "siam_in_style_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "siam_in_style_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_siam_in_style_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_siam_in_style_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_siam_in_style_v_version_cards_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_siam_in_style_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "expedition_cruise_line_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "expedition_cruise_line_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "expedition_cruise_line_voyages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "expedition_cruise_line_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_expedition_cruise_line_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_expedition_cruise_line_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_expedition_cruise_line_v_version_voyages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_expedition_cruise_line_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "contact_page_offices_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "contact_page_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_contact_page_v_version_offices_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_contact_page_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "get_in_touch_reasons_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "get_in_touch_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_get_in_touch_v_version_reasons_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_get_in_touch_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "collaborate_with_us_steps_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "collaborate_with_us_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_collaborate_with_us_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_collaborate_with_us_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "list_pages_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_list_pages_v_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "beyond_page_reels_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "beyond_page_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_beyond_page_v_version_reels_locales" DISABLE ROW LEVEL SECURITY;
ALTER TABLE "_beyond_page_v_locales" DISABLE ROW LEVEL SECURITY;
DROP TABLE "menu_entries_locales" CASCADE;
DROP TABLE "footer_columns_list_items_locales" CASCADE;
DROP TABLE "footer_columns_locales" CASCADE;
DROP TABLE "page_metas_locales" CASCADE;
DROP TABLE "hotels_locales" CASCADE;
DROP TABLE "programs_locales" CASCADE;
DROP TABLE "visa_services_locales" CASCADE;
DROP TABLE "faqs_locales" CASCADE;
DROP TABLE "_faqs_v_locales" CASCADE;
DROP TABLE "team_members_locales" CASCADE;
DROP TABLE "_team_members_v_locales" CASCADE;
DROP TABLE "executive_profiles_locales" CASCADE;
DROP TABLE "_executive_profiles_v_locales" CASCADE;
DROP TABLE "introducings_locales" CASCADE;
DROP TABLE "_introducings_v_locales" CASCADE;
DROP TABLE "travel_inspirations_locales" CASCADE;
DROP TABLE "_travel_inspirations_v_locales" CASCADE;
DROP TABLE "overland_journeys_itinerary_locales" CASCADE;
DROP TABLE "overland_journeys_locales" CASCADE;
DROP TABLE "_overland_journeys_v_version_itinerary_locales" CASCADE;
DROP TABLE "_overland_journeys_v_locales" CASCADE;
DROP TABLE "concierge_cats_locales" CASCADE;
DROP TABLE "_concierge_cats_v_locales" CASCADE;
DROP TABLE "concierge_items_locales" CASCADE;
DROP TABLE "_concierge_items_v_locales" CASCADE;
DROP TABLE "fam_trips_itinerary_locales" CASCADE;
DROP TABLE "fam_trips_locales" CASCADE;
DROP TABLE "_fam_trips_v_version_itinerary_locales" CASCADE;
DROP TABLE "_fam_trips_v_locales" CASCADE;
DROP TABLE "country_information_locales" CASCADE;
DROP TABLE "_country_information_v_locales" CASCADE;
DROP TABLE "journal_categories_locales" CASCADE;
DROP TABLE "_journal_categories_v_locales" CASCADE;
DROP TABLE "journal_entries_locales" CASCADE;
DROP TABLE "_journal_entries_v_locales" CASCADE;
DROP TABLE "showcase_hotels_locales" CASCADE;
DROP TABLE "_showcase_hotels_v_locales" CASCADE;
DROP TABLE "webinar_groups_locales" CASCADE;
DROP TABLE "_webinar_groups_v_locales" CASCADE;
DROP TABLE "webinars_locales" CASCADE;
DROP TABLE "_webinars_v_locales" CASCADE;
DROP TABLE "video_categories_locales" CASCADE;
DROP TABLE "_video_categories_v_locales" CASCADE;
DROP TABLE "videos_locales" CASCADE;
DROP TABLE "_videos_v_locales" CASCADE;
DROP TABLE "restaurant_areas_locales" CASCADE;
DROP TABLE "_restaurant_areas_v_locales" CASCADE;
DROP TABLE "intro_pages_locales" CASCADE;
DROP TABLE "outro_pages_locales" CASCADE;
DROP TABLE "restaurant_covers_locales" CASCADE;
DROP TABLE "_intro_pages_v_locales" CASCADE;
DROP TABLE "_outro_pages_v_locales" CASCADE;
DROP TABLE "_restaurant_covers_v_locales" CASCADE;
DROP TABLE "restaurant_menus_courses_dishes_locales" CASCADE;
DROP TABLE "restaurant_menus_courses_locales" CASCADE;
DROP TABLE "restaurant_menus_locales" CASCADE;
DROP TABLE "_restaurant_menus_v_version_courses_dishes_locales" CASCADE;
DROP TABLE "_restaurant_menus_v_version_courses_locales" CASCADE;
DROP TABLE "_restaurant_menus_v_locales" CASCADE;
DROP TABLE "venues_pages_locales" CASCADE;
DROP TABLE "venues_locales" CASCADE;
DROP TABLE "_venues_v_version_pages_locales" CASCADE;
DROP TABLE "_venues_v_locales" CASCADE;
DROP TABLE "beyond_items_locales" CASCADE;
DROP TABLE "_beyond_items_v_locales" CASCADE;
DROP TABLE "site_settings_locales" CASCADE;
DROP TABLE "home_page_highlights_locales" CASCADE;
DROP TABLE "home_page_locales" CASCADE;
DROP TABLE "_home_page_v_version_highlights_locales" CASCADE;
DROP TABLE "_home_page_v_locales" CASCADE;
DROP TABLE "what_defines_us_sections_locales" CASCADE;
DROP TABLE "what_defines_us_locales" CASCADE;
DROP TABLE "_what_defines_us_v_version_sections_locales" CASCADE;
DROP TABLE "_what_defines_us_v_locales" CASCADE;
DROP TABLE "our_portfolio_cards_locales" CASCADE;
DROP TABLE "our_portfolio_locales" CASCADE;
DROP TABLE "_our_portfolio_v_version_cards_locales" CASCADE;
DROP TABLE "_our_portfolio_v_locales" CASCADE;
DROP TABLE "our_products_slides_locales" CASCADE;
DROP TABLE "our_products_locales" CASCADE;
DROP TABLE "_our_products_v_version_slides_locales" CASCADE;
DROP TABLE "_our_products_v_locales" CASCADE;
DROP TABLE "our_services_slides_locales" CASCADE;
DROP TABLE "our_services_locales" CASCADE;
DROP TABLE "_our_services_v_version_slides_locales" CASCADE;
DROP TABLE "_our_services_v_locales" CASCADE;
DROP TABLE "travel_portfolio_cards_locales" CASCADE;
DROP TABLE "travel_portfolio_locales" CASCADE;
DROP TABLE "_travel_portfolio_v_version_cards_locales" CASCADE;
DROP TABLE "_travel_portfolio_v_locales" CASCADE;
DROP TABLE "press_room_cards_locales" CASCADE;
DROP TABLE "press_room_locales" CASCADE;
DROP TABLE "_press_room_v_version_cards_locales" CASCADE;
DROP TABLE "_press_room_v_locales" CASCADE;
DROP TABLE "about_us_facts_locales" CASCADE;
DROP TABLE "about_us_sections_locales" CASCADE;
DROP TABLE "about_us_locales" CASCADE;
DROP TABLE "_about_us_v_version_facts_locales" CASCADE;
DROP TABLE "_about_us_v_version_sections_locales" CASCADE;
DROP TABLE "_about_us_v_locales" CASCADE;
DROP TABLE "corporate_profile_facts_locales" CASCADE;
DROP TABLE "corporate_profile_sections_locales" CASCADE;
DROP TABLE "corporate_profile_locales" CASCADE;
DROP TABLE "_corporate_profile_v_version_facts_locales" CASCADE;
DROP TABLE "_corporate_profile_v_version_sections_locales" CASCADE;
DROP TABLE "_corporate_profile_v_locales" CASCADE;
DROP TABLE "multi_country_sections_locales" CASCADE;
DROP TABLE "multi_country_routes_locales" CASCADE;
DROP TABLE "multi_country_locales" CASCADE;
DROP TABLE "_multi_country_v_version_sections_locales" CASCADE;
DROP TABLE "_multi_country_v_version_routes_locales" CASCADE;
DROP TABLE "_multi_country_v_locales" CASCADE;
DROP TABLE "our_values_values_locales" CASCADE;
DROP TABLE "our_values_locales" CASCADE;
DROP TABLE "_our_values_v_version_values_locales" CASCADE;
DROP TABLE "_our_values_v_locales" CASCADE;
DROP TABLE "points_of_difference_points_locales" CASCADE;
DROP TABLE "points_of_difference_locales" CASCADE;
DROP TABLE "_points_of_difference_v_version_points_locales" CASCADE;
DROP TABLE "_points_of_difference_v_locales" CASCADE;
DROP TABLE "sales_network_offices_locales" CASCADE;
DROP TABLE "sales_network_locales" CASCADE;
DROP TABLE "_sales_network_v_version_offices_locales" CASCADE;
DROP TABLE "_sales_network_v_locales" CASCADE;
DROP TABLE "marketplace_cards_locales" CASCADE;
DROP TABLE "marketplace_locales" CASCADE;
DROP TABLE "_marketplace_v_version_cards_locales" CASCADE;
DROP TABLE "_marketplace_v_locales" CASCADE;
DROP TABLE "siam_in_style_facts_locales" CASCADE;
DROP TABLE "siam_in_style_sections_locales" CASCADE;
DROP TABLE "siam_in_style_cards_locales" CASCADE;
DROP TABLE "siam_in_style_locales" CASCADE;
DROP TABLE "_siam_in_style_v_version_facts_locales" CASCADE;
DROP TABLE "_siam_in_style_v_version_sections_locales" CASCADE;
DROP TABLE "_siam_in_style_v_version_cards_locales" CASCADE;
DROP TABLE "_siam_in_style_v_locales" CASCADE;
DROP TABLE "expedition_cruise_line_facts_locales" CASCADE;
DROP TABLE "expedition_cruise_line_sections_locales" CASCADE;
DROP TABLE "expedition_cruise_line_voyages_locales" CASCADE;
DROP TABLE "expedition_cruise_line_locales" CASCADE;
DROP TABLE "_expedition_cruise_line_v_version_facts_locales" CASCADE;
DROP TABLE "_expedition_cruise_line_v_version_sections_locales" CASCADE;
DROP TABLE "_expedition_cruise_line_v_version_voyages_locales" CASCADE;
DROP TABLE "_expedition_cruise_line_v_locales" CASCADE;
DROP TABLE "contact_page_offices_locales" CASCADE;
DROP TABLE "contact_page_locales" CASCADE;
DROP TABLE "_contact_page_v_version_offices_locales" CASCADE;
DROP TABLE "_contact_page_v_locales" CASCADE;
DROP TABLE "get_in_touch_reasons_locales" CASCADE;
DROP TABLE "get_in_touch_locales" CASCADE;
DROP TABLE "_get_in_touch_v_version_reasons_locales" CASCADE;
DROP TABLE "_get_in_touch_v_locales" CASCADE;
DROP TABLE "collaborate_with_us_steps_locales" CASCADE;
DROP TABLE "collaborate_with_us_locales" CASCADE;
DROP TABLE "_collaborate_with_us_v_version_steps_locales" CASCADE;
DROP TABLE "_collaborate_with_us_v_locales" CASCADE;
DROP TABLE "list_pages_locales" CASCADE;
DROP TABLE "_list_pages_v_locales" CASCADE;
DROP TABLE "beyond_page_reels_locales" CASCADE;
DROP TABLE "beyond_page_locales" CASCADE;
DROP TABLE "_beyond_page_v_version_reels_locales" CASCADE;
DROP TABLE "_beyond_page_v_locales" CASCADE;
DROP INDEX "_faqs_v_snapshot_idx";
DROP INDEX "_faqs_v_published_locale_idx";
DROP INDEX "_team_members_v_snapshot_idx";
DROP INDEX "_team_members_v_published_locale_idx";
DROP INDEX "_executive_profiles_v_snapshot_idx";
DROP INDEX "_executive_profiles_v_published_locale_idx";
DROP INDEX "_introducings_v_snapshot_idx";
DROP INDEX "_introducings_v_published_locale_idx";
DROP INDEX "_travel_inspirations_v_snapshot_idx";
DROP INDEX "_travel_inspirations_v_published_locale_idx";
DROP INDEX "_overland_journeys_v_snapshot_idx";
DROP INDEX "_overland_journeys_v_published_locale_idx";
DROP INDEX "_concierge_cats_v_snapshot_idx";
DROP INDEX "_concierge_cats_v_published_locale_idx";
DROP INDEX "_concierge_items_v_snapshot_idx";
DROP INDEX "_concierge_items_v_published_locale_idx";
DROP INDEX "_fam_trips_v_snapshot_idx";
DROP INDEX "_fam_trips_v_published_locale_idx";
DROP INDEX "_country_information_v_snapshot_idx";
DROP INDEX "_country_information_v_published_locale_idx";
DROP INDEX "_journal_categories_v_snapshot_idx";
DROP INDEX "_journal_categories_v_published_locale_idx";
DROP INDEX "_journal_entries_v_snapshot_idx";
DROP INDEX "_journal_entries_v_published_locale_idx";
DROP INDEX "_showcase_hotels_v_snapshot_idx";
DROP INDEX "_showcase_hotels_v_published_locale_idx";
DROP INDEX "_webinar_groups_v_snapshot_idx";
DROP INDEX "_webinar_groups_v_published_locale_idx";
DROP INDEX "_webinars_v_snapshot_idx";
DROP INDEX "_webinars_v_published_locale_idx";
DROP INDEX "_video_categories_v_snapshot_idx";
DROP INDEX "_video_categories_v_published_locale_idx";
DROP INDEX "_videos_v_snapshot_idx";
DROP INDEX "_videos_v_published_locale_idx";
DROP INDEX "_restaurant_areas_v_snapshot_idx";
DROP INDEX "_restaurant_areas_v_published_locale_idx";
DROP INDEX "_restaurant_covers_v_snapshot_idx";
DROP INDEX "_restaurant_covers_v_published_locale_idx";
DROP INDEX "_restaurant_menus_v_snapshot_idx";
DROP INDEX "_restaurant_menus_v_published_locale_idx";
DROP INDEX "_venues_v_snapshot_idx";
DROP INDEX "_venues_v_published_locale_idx";
DROP INDEX "_beyond_items_v_snapshot_idx";
DROP INDEX "_beyond_items_v_published_locale_idx";
DROP INDEX "_home_page_v_snapshot_idx";
DROP INDEX "_home_page_v_published_locale_idx";
DROP INDEX "_what_defines_us_v_snapshot_idx";
DROP INDEX "_what_defines_us_v_published_locale_idx";
DROP INDEX "_our_portfolio_v_snapshot_idx";
DROP INDEX "_our_portfolio_v_published_locale_idx";
DROP INDEX "_our_products_v_snapshot_idx";
DROP INDEX "_our_products_v_published_locale_idx";
DROP INDEX "_our_services_v_snapshot_idx";
DROP INDEX "_our_services_v_published_locale_idx";
DROP INDEX "_travel_portfolio_v_snapshot_idx";
DROP INDEX "_travel_portfolio_v_published_locale_idx";
DROP INDEX "_press_room_v_snapshot_idx";
DROP INDEX "_press_room_v_published_locale_idx";
DROP INDEX "_about_us_v_snapshot_idx";
DROP INDEX "_about_us_v_published_locale_idx";
DROP INDEX "_corporate_profile_v_snapshot_idx";
DROP INDEX "_corporate_profile_v_published_locale_idx";
DROP INDEX "_multi_country_v_snapshot_idx";
DROP INDEX "_multi_country_v_published_locale_idx";
DROP INDEX "_our_values_v_snapshot_idx";
DROP INDEX "_our_values_v_published_locale_idx";
DROP INDEX "_points_of_difference_v_snapshot_idx";
DROP INDEX "_points_of_difference_v_published_locale_idx";
DROP INDEX "_sales_network_v_snapshot_idx";
DROP INDEX "_sales_network_v_published_locale_idx";
DROP INDEX "_marketplace_v_snapshot_idx";
DROP INDEX "_marketplace_v_published_locale_idx";
DROP INDEX "_siam_in_style_v_snapshot_idx";
DROP INDEX "_siam_in_style_v_published_locale_idx";
DROP INDEX "_expedition_cruise_line_v_snapshot_idx";
DROP INDEX "_expedition_cruise_line_v_published_locale_idx";
DROP INDEX "_contact_page_v_snapshot_idx";
DROP INDEX "_contact_page_v_published_locale_idx";
DROP INDEX "_get_in_touch_v_snapshot_idx";
DROP INDEX "_get_in_touch_v_published_locale_idx";
DROP INDEX "_collaborate_with_us_v_snapshot_idx";
DROP INDEX "_collaborate_with_us_v_published_locale_idx";
DROP INDEX "_list_pages_v_snapshot_idx";
DROP INDEX "_list_pages_v_published_locale_idx";
DROP INDEX "_beyond_page_v_snapshot_idx";
DROP INDEX "_beyond_page_v_published_locale_idx";
ALTER TABLE "_faqs_v" DROP COLUMN "snapshot";
ALTER TABLE "_faqs_v" DROP COLUMN "published_locale";
ALTER TABLE "_team_members_v" DROP COLUMN "snapshot";
ALTER TABLE "_team_members_v" DROP COLUMN "published_locale";
ALTER TABLE "_executive_profiles_v" DROP COLUMN "snapshot";
ALTER TABLE "_executive_profiles_v" DROP COLUMN "published_locale";
ALTER TABLE "_introducings_v" DROP COLUMN "snapshot";
ALTER TABLE "_introducings_v" DROP COLUMN "published_locale";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "snapshot";
ALTER TABLE "_travel_inspirations_v" DROP COLUMN "published_locale";
ALTER TABLE "_overland_journeys_v" DROP COLUMN "snapshot";
ALTER TABLE "_overland_journeys_v" DROP COLUMN "published_locale";
ALTER TABLE "_concierge_cats_v" DROP COLUMN "snapshot";
ALTER TABLE "_concierge_cats_v" DROP COLUMN "published_locale";
ALTER TABLE "_concierge_items_v" DROP COLUMN "snapshot";
ALTER TABLE "_concierge_items_v" DROP COLUMN "published_locale";
ALTER TABLE "_fam_trips_v" DROP COLUMN "snapshot";
ALTER TABLE "_fam_trips_v" DROP COLUMN "published_locale";
ALTER TABLE "_country_information_v" DROP COLUMN "snapshot";
ALTER TABLE "_country_information_v" DROP COLUMN "published_locale";
ALTER TABLE "_journal_categories_v" DROP COLUMN "snapshot";
ALTER TABLE "_journal_categories_v" DROP COLUMN "published_locale";
ALTER TABLE "_journal_entries_v" DROP COLUMN "snapshot";
ALTER TABLE "_journal_entries_v" DROP COLUMN "published_locale";
ALTER TABLE "_showcase_hotels_v" DROP COLUMN "snapshot";
ALTER TABLE "_showcase_hotels_v" DROP COLUMN "published_locale";
ALTER TABLE "_webinar_groups_v" DROP COLUMN "snapshot";
ALTER TABLE "_webinar_groups_v" DROP COLUMN "published_locale";
ALTER TABLE "_webinars_v" DROP COLUMN "snapshot";
ALTER TABLE "_webinars_v" DROP COLUMN "published_locale";
ALTER TABLE "_video_categories_v" DROP COLUMN "snapshot";
ALTER TABLE "_video_categories_v" DROP COLUMN "published_locale";
ALTER TABLE "_videos_v" DROP COLUMN "snapshot";
ALTER TABLE "_videos_v" DROP COLUMN "published_locale";
ALTER TABLE "_restaurant_areas_v" DROP COLUMN "snapshot";
ALTER TABLE "_restaurant_areas_v" DROP COLUMN "published_locale";
ALTER TABLE "_restaurant_covers_v" DROP COLUMN "snapshot";
ALTER TABLE "_restaurant_covers_v" DROP COLUMN "published_locale";
ALTER TABLE "_restaurant_menus_v" DROP COLUMN "snapshot";
ALTER TABLE "_restaurant_menus_v" DROP COLUMN "published_locale";
ALTER TABLE "_venues_v" DROP COLUMN "snapshot";
ALTER TABLE "_venues_v" DROP COLUMN "published_locale";
ALTER TABLE "_beyond_items_v" DROP COLUMN "snapshot";
ALTER TABLE "_beyond_items_v" DROP COLUMN "published_locale";
ALTER TABLE "_home_page_v" DROP COLUMN "snapshot";
ALTER TABLE "_home_page_v" DROP COLUMN "published_locale";
ALTER TABLE "_what_defines_us_v" DROP COLUMN "snapshot";
ALTER TABLE "_what_defines_us_v" DROP COLUMN "published_locale";
ALTER TABLE "_our_portfolio_v" DROP COLUMN "snapshot";
ALTER TABLE "_our_portfolio_v" DROP COLUMN "published_locale";
ALTER TABLE "_our_products_v" DROP COLUMN "snapshot";
ALTER TABLE "_our_products_v" DROP COLUMN "published_locale";
ALTER TABLE "_our_services_v" DROP COLUMN "snapshot";
ALTER TABLE "_our_services_v" DROP COLUMN "published_locale";
ALTER TABLE "_travel_portfolio_v" DROP COLUMN "snapshot";
ALTER TABLE "_travel_portfolio_v" DROP COLUMN "published_locale";
ALTER TABLE "_press_room_v" DROP COLUMN "snapshot";
ALTER TABLE "_press_room_v" DROP COLUMN "published_locale";
ALTER TABLE "_about_us_v" DROP COLUMN "snapshot";
ALTER TABLE "_about_us_v" DROP COLUMN "published_locale";
ALTER TABLE "_corporate_profile_v" DROP COLUMN "snapshot";
ALTER TABLE "_corporate_profile_v" DROP COLUMN "published_locale";
ALTER TABLE "_multi_country_v" DROP COLUMN "snapshot";
ALTER TABLE "_multi_country_v" DROP COLUMN "published_locale";
ALTER TABLE "_our_values_v" DROP COLUMN "snapshot";
ALTER TABLE "_our_values_v" DROP COLUMN "published_locale";
ALTER TABLE "_points_of_difference_v" DROP COLUMN "snapshot";
ALTER TABLE "_points_of_difference_v" DROP COLUMN "published_locale";
ALTER TABLE "_sales_network_v" DROP COLUMN "snapshot";
ALTER TABLE "_sales_network_v" DROP COLUMN "published_locale";
ALTER TABLE "_marketplace_v" DROP COLUMN "snapshot";
ALTER TABLE "_marketplace_v" DROP COLUMN "published_locale";
ALTER TABLE "_siam_in_style_v" DROP COLUMN "snapshot";
ALTER TABLE "_siam_in_style_v" DROP COLUMN "published_locale";
ALTER TABLE "_expedition_cruise_line_v" DROP COLUMN "snapshot";
ALTER TABLE "_expedition_cruise_line_v" DROP COLUMN "published_locale";
ALTER TABLE "_contact_page_v" DROP COLUMN "snapshot";
ALTER TABLE "_contact_page_v" DROP COLUMN "published_locale";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "snapshot";
ALTER TABLE "_get_in_touch_v" DROP COLUMN "published_locale";
ALTER TABLE "_collaborate_with_us_v" DROP COLUMN "snapshot";
ALTER TABLE "_collaborate_with_us_v" DROP COLUMN "published_locale";
ALTER TABLE "_list_pages_v" DROP COLUMN "snapshot";
ALTER TABLE "_list_pages_v" DROP COLUMN "published_locale";
ALTER TABLE "_beyond_page_v" DROP COLUMN "snapshot";
ALTER TABLE "_beyond_page_v" DROP COLUMN "published_locale";
DROP TYPE "public"."_locales";
DROP TYPE "public"."enum__faqs_v_published_locale";
DROP TYPE "public"."enum__team_members_v_published_locale";
DROP TYPE "public"."enum__executive_profiles_v_published_locale";
DROP TYPE "public"."enum__introducings_v_published_locale";
DROP TYPE "public"."enum__travel_inspirations_v_published_locale";
DROP TYPE "public"."enum__overland_journeys_v_published_locale";
DROP TYPE "public"."enum__concierge_cats_v_published_locale";
DROP TYPE "public"."enum__concierge_items_v_published_locale";
DROP TYPE "public"."enum__fam_trips_v_published_locale";
DROP TYPE "public"."enum__country_information_v_published_locale";
DROP TYPE "public"."enum__journal_categories_v_published_locale";
DROP TYPE "public"."enum__journal_entries_v_published_locale";
DROP TYPE "public"."enum__showcase_hotels_v_published_locale";
DROP TYPE "public"."enum__webinar_groups_v_published_locale";
DROP TYPE "public"."enum__webinars_v_published_locale";
DROP TYPE "public"."enum__video_categories_v_published_locale";
DROP TYPE "public"."enum__videos_v_published_locale";
DROP TYPE "public"."enum__restaurant_areas_v_published_locale";
DROP TYPE "public"."enum__restaurant_covers_v_published_locale";
DROP TYPE "public"."enum__restaurant_menus_v_published_locale";
DROP TYPE "public"."enum__venues_v_published_locale";
DROP TYPE "public"."enum__beyond_items_v_published_locale";
DROP TYPE "public"."enum__home_page_v_published_locale";
DROP TYPE "public"."enum__what_defines_us_v_published_locale";
DROP TYPE "public"."enum__our_portfolio_v_published_locale";
DROP TYPE "public"."enum__our_products_v_published_locale";
DROP TYPE "public"."enum__our_services_v_published_locale";
DROP TYPE "public"."enum__travel_portfolio_v_published_locale";
DROP TYPE "public"."enum__press_room_v_published_locale";
DROP TYPE "public"."enum__about_us_v_published_locale";
DROP TYPE "public"."enum__corporate_profile_v_published_locale";
DROP TYPE "public"."enum__multi_country_v_published_locale";
DROP TYPE "public"."enum__our_values_v_published_locale";
DROP TYPE "public"."enum__points_of_difference_v_published_locale";
DROP TYPE "public"."enum__sales_network_v_published_locale";
DROP TYPE "public"."enum__marketplace_v_published_locale";
DROP TYPE "public"."enum__siam_in_style_v_published_locale";
DROP TYPE "public"."enum__expedition_cruise_line_v_published_locale";
DROP TYPE "public"."enum__contact_page_v_published_locale";
DROP TYPE "public"."enum__get_in_touch_v_published_locale";
DROP TYPE "public"."enum__collaborate_with_us_v_published_locale";
DROP TYPE "public"."enum__list_pages_v_published_locale";
DROP TYPE "public"."enum__beyond_page_v_published_locale";
`
