import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_status" AS ENUM('draft', 'requested', 'quoted', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_booking_events_actor_kind" AS ENUM('agent', 'staff');
  CREATE TYPE "public"."enum_booking_events_action" AS ENUM('created', 'details', 'itinerary', 'status', 'cleared', 'deleted');
  CREATE TYPE "public"."enum_booking_events_from_status" AS ENUM('draft', 'requested', 'quoted', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_booking_events_to_status" AS ENUM('draft', 'requested', 'quoted', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_agent_favourites_type" AS ENUM('Accommodation', 'Transfer', 'OvernightProgram', 'DayProgram', 'VisaOnArrivalServices');
  CREATE TABLE "bookings_ls_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"no" numeric NOT NULL,
  	"age" numeric NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'draft' NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"tour_consultant_id" uuid,
  	"agent_id" uuid NOT NULL,
  	"agency_id" uuid NOT NULL,
  	"staff_note" varchar,
  	"name_tour" varchar NOT NULL,
  	"begindate" timestamp(3) with time zone NOT NULL,
  	"enddate" timestamp(3) with time zone NOT NULL,
  	"days" numeric,
  	"nights" numeric,
  	"nation_id" uuid NOT NULL,
  	"departure_city" varchar,
  	"departure_country" varchar,
  	"departure_location" varchar,
  	"finish_city" varchar,
  	"finish_country" varchar,
  	"finish_location" varchar,
  	"adult_quantity" numeric NOT NULL,
  	"child_quantity" numeric NOT NULL,
  	"rooms" numeric,
  	"comment" varchar,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"currency" varchar NOT NULL,
  	"total_display" varchar,
  	"language_id" varchar,
  	"tours" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"idempotency_key" varchar,
  	"deleted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"booking_id" uuid NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor_kind" "enum_booking_events_actor_kind" NOT NULL,
  	"actor_name" varchar NOT NULL,
  	"action" "enum_booking_events_action" NOT NULL,
  	"from_status" "enum_booking_events_from_status",
  	"to_status" "enum_booking_events_to_status",
  	"version" numeric,
  	"summary" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agent_favourites" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"agency_id" uuid NOT NULL,
  	"agent_id" uuid NOT NULL,
  	"tour_id" varchar NOT NULL,
  	"type" "enum_agent_favourites_type" NOT NULL,
  	"nation_code" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_events_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_favourites_id" uuid;
  ALTER TABLE "bookings_ls_children" ADD CONSTRAINT "bookings_ls_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_consultant_id_users_id_fk" FOREIGN KEY ("tour_consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_favourites" ADD CONSTRAINT "agent_favourites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_favourites" ADD CONSTRAINT "agent_favourites_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_ls_children_order_idx" ON "bookings_ls_children" USING btree ("_order");
  CREATE INDEX "bookings_ls_children_parent_id_idx" ON "bookings_ls_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "bookings_code_idx" ON "bookings" USING btree ("code");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_tour_consultant_idx" ON "bookings" USING btree ("tour_consultant_id");
  CREATE INDEX "bookings_agent_idx" ON "bookings" USING btree ("agent_id");
  CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency_id");
  CREATE INDEX "bookings_name_tour_idx" ON "bookings" USING btree ("name_tour");
  CREATE INDEX "bookings_begindate_idx" ON "bookings" USING btree ("begindate");
  CREATE INDEX "bookings_nation_idx" ON "bookings" USING btree ("nation_id");
  CREATE UNIQUE INDEX "bookings_idempotency_key_idx" ON "bookings" USING btree ("idempotency_key");
  CREATE INDEX "bookings_deleted_at_idx" ON "bookings" USING btree ("deleted_at");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");
  CREATE INDEX "booking_events_at_idx" ON "booking_events" USING btree ("at");
  CREATE INDEX "booking_events_updated_at_idx" ON "booking_events" USING btree ("updated_at");
  CREATE INDEX "booking_events_created_at_idx" ON "booking_events" USING btree ("created_at");
  CREATE INDEX "agent_favourites_agency_idx" ON "agent_favourites" USING btree ("agency_id");
  CREATE INDEX "agent_favourites_agent_idx" ON "agent_favourites" USING btree ("agent_id");
  CREATE INDEX "agent_favourites_type_idx" ON "agent_favourites" USING btree ("type");
  CREATE INDEX "agent_favourites_nation_code_idx" ON "agent_favourites" USING btree ("nation_code");
  CREATE UNIQUE INDEX "agent_favourites_key_idx" ON "agent_favourites" USING btree ("key");
  CREATE INDEX "agent_favourites_updated_at_idx" ON "agent_favourites" USING btree ("updated_at");
  CREATE INDEX "agent_favourites_created_at_idx" ON "agent_favourites" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_events_fk" FOREIGN KEY ("booking_events_id") REFERENCES "public"."booking_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_favourites_fk" FOREIGN KEY ("agent_favourites_id") REFERENCES "public"."agent_favourites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_booking_events_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_events_id");
  CREATE INDEX "payload_locked_documents_rels_agent_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_favourites_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_ls_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agent_favourites" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_ls_children" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "booking_events" CASCADE;
  DROP TABLE "agent_favourites" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_favourites_fk";
  
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_agent_favourites_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_favourites_id";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_booking_events_actor_kind";
  DROP TYPE "public"."enum_booking_events_action";
  DROP TYPE "public"."enum_booking_events_from_status";
  DROP TYPE "public"."enum_booking_events_to_status";
  DROP TYPE "public"."enum_agent_favourites_type";`)
}
