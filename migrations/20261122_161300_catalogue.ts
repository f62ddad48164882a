import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_hotels_accommodation_type" AS ENUM('Hotel', 'Resort', 'Boutique hotel', 'Villa', 'Lodge', 'Cruise');
  CREATE TYPE "public"."enum_hotel_contracts_markets" AS ENUM('standard', 'europe', 'asia-pacific', 'americas');
  CREATE TYPE "public"."enum_hotel_contracts_currency" AS ENUM('USD', 'EUR', 'GBP', 'THB', 'AUD', 'SGD', 'VND');
  CREATE TYPE "public"."enum_programs_type" AS ENUM('DayProgram', 'OvernightProgram');
  CREATE TYPE "public"."enum_programs_currency" AS ENUM('USD', 'EUR', 'GBP', 'THB', 'AUD', 'SGD', 'VND');
  CREATE TYPE "public"."enum_transfers_pricing" AS ENUM('perVehicle', 'perPerson');
  CREATE TYPE "public"."enum_transfers_currency" AS ENUM('USD', 'EUR', 'GBP', 'THB', 'AUD', 'SGD', 'VND');
  CREATE TYPE "public"."enum_visa_services_currency" AS ENUM('USD', 'EUR', 'GBP', 'THB', 'AUD', 'SGD', 'VND');
  CREATE TABLE "cities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"full_name" varchar NOT NULL,
  	"province" varchar,
  	"nation_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotels_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"occupancy" numeric DEFAULT 2 NOT NULL
  );
  
  CREATE TABLE "hotels" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"nation_id" uuid NOT NULL,
  	"city_id" uuid NOT NULL,
  	"accommodation_type" "enum_hotels_accommodation_type" DEFAULT 'Hotel' NOT NULL,
  	"stars" numeric DEFAULT 4 NOT NULL,
  	"image_id" uuid,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotel_contracts_markets" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_hotel_contracts_markets",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "hotel_contracts_room_rates_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"begin_date" varchar NOT NULL,
  	"end_date" varchar NOT NULL,
  	"price" varchar NOT NULL
  );
  
  CREATE TABLE "hotel_contracts_room_rates_meal_plan_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" numeric NOT NULL,
  	"to" numeric NOT NULL,
  	"price" varchar NOT NULL
  );
  
  CREATE TABLE "hotel_contracts_room_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room" varchar NOT NULL,
  	"fit_price" varchar DEFAULT '0',
  	"optional_value" varchar DEFAULT '0',
  	"extra_bed_adult" varchar DEFAULT '0',
  	"extra_bed_child" varchar DEFAULT '0',
  	"meal_plan_adult" varchar DEFAULT '0'
  );
  
  CREATE TABLE "hotel_contracts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"hotel_id" uuid NOT NULL,
  	"currency" "enum_hotel_contracts_currency" DEFAULT 'USD' NOT NULL,
  	"valid_from" varchar NOT NULL,
  	"valid_to" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programs_child_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"age_from" numeric NOT NULL,
  	"age_to" numeric NOT NULL,
  	"price" varchar NOT NULL
  );
  
  CREATE TABLE "programs_surcharges_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"age" numeric NOT NULL,
  	"child_price" varchar NOT NULL
  );
  
  CREATE TABLE "programs_surcharges" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" varchar NOT NULL,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "programs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_programs_type" DEFAULT 'DayProgram' NOT NULL,
  	"duration" varchar,
  	"nation_id" uuid NOT NULL,
  	"city_id" uuid NOT NULL,
  	"experience" varchar,
  	"category" varchar,
  	"tour_style" varchar,
  	"image_id" uuid,
  	"description" varchar,
  	"currency" "enum_programs_currency" DEFAULT 'USD' NOT NULL,
  	"adult_price" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transfers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"nation_id" uuid NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"vehicle" varchar NOT NULL,
  	"pricing" "enum_transfers_pricing" DEFAULT 'perVehicle' NOT NULL,
  	"currency" "enum_transfers_currency" DEFAULT 'USD' NOT NULL,
  	"price" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visa_services" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"visa_type" varchar NOT NULL,
  	"nation_id" uuid NOT NULL,
  	"description" varchar,
  	"currency" "enum_visa_services_currency" DEFAULT 'USD' NOT NULL,
  	"price" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cities_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotels_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotel_contracts_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "programs_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transfers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visa_services_id" uuid;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotels_rooms" ADD CONSTRAINT "hotels_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels" ADD CONSTRAINT "hotels_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotels" ADD CONSTRAINT "hotels_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotel_contracts_markets" ADD CONSTRAINT "hotel_contracts_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotel_contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_contracts_room_rates_periods" ADD CONSTRAINT "hotel_contracts_room_rates_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_contracts_room_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_contracts_room_rates_meal_plan_children" ADD CONSTRAINT "hotel_contracts_room_rates_meal_plan_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_contracts_room_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_contracts_room_rates" ADD CONSTRAINT "hotel_contracts_room_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_contracts" ADD CONSTRAINT "hotel_contracts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs_child_prices" ADD CONSTRAINT "programs_child_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs_surcharges_children" ADD CONSTRAINT "programs_surcharges_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs_surcharges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs_surcharges" ADD CONSTRAINT "programs_surcharges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfers" ADD CONSTRAINT "transfers_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visa_services" ADD CONSTRAINT "visa_services_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cities_full_name_idx" ON "cities" USING btree ("full_name");
  CREATE INDEX "cities_nation_idx" ON "cities" USING btree ("nation_id");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE INDEX "hotels_rooms_order_idx" ON "hotels_rooms" USING btree ("_order");
  CREATE INDEX "hotels_rooms_parent_id_idx" ON "hotels_rooms" USING btree ("_parent_id");
  CREATE INDEX "hotels_name_idx" ON "hotels" USING btree ("name");
  CREATE INDEX "hotels_nation_idx" ON "hotels" USING btree ("nation_id");
  CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");
  CREATE INDEX "hotels_stars_idx" ON "hotels" USING btree ("stars");
  CREATE INDEX "hotels_image_idx" ON "hotels" USING btree ("image_id");
  CREATE INDEX "hotels_updated_at_idx" ON "hotels" USING btree ("updated_at");
  CREATE INDEX "hotels_created_at_idx" ON "hotels" USING btree ("created_at");
  CREATE INDEX "hotel_contracts_markets_order_idx" ON "hotel_contracts_markets" USING btree ("order");
  CREATE INDEX "hotel_contracts_markets_parent_idx" ON "hotel_contracts_markets" USING btree ("parent_id");
  CREATE INDEX "hotel_contracts_room_rates_periods_order_idx" ON "hotel_contracts_room_rates_periods" USING btree ("_order");
  CREATE INDEX "hotel_contracts_room_rates_periods_parent_id_idx" ON "hotel_contracts_room_rates_periods" USING btree ("_parent_id");
  CREATE INDEX "hotel_contracts_room_rates_meal_plan_children_order_idx" ON "hotel_contracts_room_rates_meal_plan_children" USING btree ("_order");
  CREATE INDEX "hotel_contracts_room_rates_meal_plan_children_parent_id_idx" ON "hotel_contracts_room_rates_meal_plan_children" USING btree ("_parent_id");
  CREATE INDEX "hotel_contracts_room_rates_order_idx" ON "hotel_contracts_room_rates" USING btree ("_order");
  CREATE INDEX "hotel_contracts_room_rates_parent_id_idx" ON "hotel_contracts_room_rates" USING btree ("_parent_id");
  CREATE INDEX "hotel_contracts_hotel_idx" ON "hotel_contracts" USING btree ("hotel_id");
  CREATE INDEX "hotel_contracts_updated_at_idx" ON "hotel_contracts" USING btree ("updated_at");
  CREATE INDEX "hotel_contracts_created_at_idx" ON "hotel_contracts" USING btree ("created_at");
  CREATE INDEX "programs_child_prices_order_idx" ON "programs_child_prices" USING btree ("_order");
  CREATE INDEX "programs_child_prices_parent_id_idx" ON "programs_child_prices" USING btree ("_parent_id");
  CREATE INDEX "programs_surcharges_children_order_idx" ON "programs_surcharges_children" USING btree ("_order");
  CREATE INDEX "programs_surcharges_children_parent_id_idx" ON "programs_surcharges_children" USING btree ("_parent_id");
  CREATE INDEX "programs_surcharges_order_idx" ON "programs_surcharges" USING btree ("_order");
  CREATE INDEX "programs_surcharges_parent_id_idx" ON "programs_surcharges" USING btree ("_parent_id");
  CREATE INDEX "programs_name_idx" ON "programs" USING btree ("name");
  CREATE INDEX "programs_nation_idx" ON "programs" USING btree ("nation_id");
  CREATE INDEX "programs_city_idx" ON "programs" USING btree ("city_id");
  CREATE INDEX "programs_image_idx" ON "programs" USING btree ("image_id");
  CREATE INDEX "programs_updated_at_idx" ON "programs" USING btree ("updated_at");
  CREATE INDEX "programs_created_at_idx" ON "programs" USING btree ("created_at");
  CREATE INDEX "transfers_nation_idx" ON "transfers" USING btree ("nation_id");
  CREATE INDEX "transfers_updated_at_idx" ON "transfers" USING btree ("updated_at");
  CREATE INDEX "transfers_created_at_idx" ON "transfers" USING btree ("created_at");
  CREATE INDEX "visa_services_nation_idx" ON "visa_services" USING btree ("nation_id");
  CREATE INDEX "visa_services_updated_at_idx" ON "visa_services" USING btree ("updated_at");
  CREATE INDEX "visa_services_created_at_idx" ON "visa_services" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotels_fk" FOREIGN KEY ("hotels_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotel_contracts_fk" FOREIGN KEY ("hotel_contracts_id") REFERENCES "public"."hotel_contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfers_fk" FOREIGN KEY ("transfers_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visa_services_fk" FOREIGN KEY ("visa_services_id") REFERENCES "public"."visa_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_hotels_id_idx" ON "payload_locked_documents_rels" USING btree ("hotels_id");
  CREATE INDEX "payload_locked_documents_rels_hotel_contracts_id_idx" ON "payload_locked_documents_rels" USING btree ("hotel_contracts_id");
  CREATE INDEX "payload_locked_documents_rels_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("programs_id");
  CREATE INDEX "payload_locked_documents_rels_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("transfers_id");
  CREATE INDEX "payload_locked_documents_rels_visa_services_id_idx" ON "payload_locked_documents_rels" USING btree ("visa_services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_contracts_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_contracts_room_rates_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_contracts_room_rates_meal_plan_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_contracts_room_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_contracts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs_child_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs_surcharges_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs_surcharges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transfers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visa_services" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "hotels_rooms" CASCADE;
  DROP TABLE "hotels" CASCADE;
  DROP TABLE "hotel_contracts_markets" CASCADE;
  DROP TABLE "hotel_contracts_room_rates_periods" CASCADE;
  DROP TABLE "hotel_contracts_room_rates_meal_plan_children" CASCADE;
  DROP TABLE "hotel_contracts_room_rates" CASCADE;
  DROP TABLE "hotel_contracts" CASCADE;
  DROP TABLE "programs_child_prices" CASCADE;
  DROP TABLE "programs_surcharges_children" CASCADE;
  DROP TABLE "programs_surcharges" CASCADE;
  DROP TABLE "programs" CASCADE;
  DROP TABLE "transfers" CASCADE;
  DROP TABLE "visa_services" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotel_contracts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_programs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transfers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visa_services_fk";
  
  DROP INDEX "payload_locked_documents_rels_cities_id_idx";
  DROP INDEX "payload_locked_documents_rels_hotels_id_idx";
  DROP INDEX "payload_locked_documents_rels_hotel_contracts_id_idx";
  DROP INDEX "payload_locked_documents_rels_programs_id_idx";
  DROP INDEX "payload_locked_documents_rels_transfers_id_idx";
  DROP INDEX "payload_locked_documents_rels_visa_services_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotel_contracts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "programs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transfers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visa_services_id";
  DROP TYPE "public"."enum_hotels_accommodation_type";
  DROP TYPE "public"."enum_hotel_contracts_markets";
  DROP TYPE "public"."enum_hotel_contracts_currency";
  DROP TYPE "public"."enum_programs_type";
  DROP TYPE "public"."enum_programs_currency";
  DROP TYPE "public"."enum_transfers_pricing";
  DROP TYPE "public"."enum_transfers_currency";
  DROP TYPE "public"."enum_visa_services_currency";`)
}
