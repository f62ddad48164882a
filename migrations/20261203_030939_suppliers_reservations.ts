import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_suppliers_kind" AS ENUM('hotel', 'transfer', 'guide', 'restaurant', 'visa', 'other');
  CREATE TYPE "public"."enum_supplier_reservations_status" AS ENUM('requested', 'confirmed', 'declined', 'cancelled');
  CREATE TYPE "public"."enum_supplier_reservations_kind" AS ENUM('stay', 'program', 'transfer', 'visa');
  ALTER TYPE "public"."enum_booking_events_action" ADD VALUE 'supplier';
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'supplier.answered';
  CREATE TABLE "suppliers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_suppliers_kind" NOT NULL,
  	"nation_id" uuid,
  	"reservation_email" varchar NOT NULL,
  	"contact_name" varchar,
  	"phone" varchar,
  	"emergency_phone" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "supplier_reservations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"status" "enum_supplier_reservations_status" DEFAULT 'requested' NOT NULL,
  	"confirmation_number" varchar,
  	"answer_note" varchar,
  	"service" varchar NOT NULL,
  	"service_date" timestamp(3) with time zone NOT NULL,
  	"booking_id" uuid NOT NULL,
  	"supplier_id" uuid,
  	"kind" "enum_supplier_reservations_kind" NOT NULL,
  	"request" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"answered_by" varchar,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"service_key" varchar NOT NULL,
  	"content_hash" varchar,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "hotels" ADD COLUMN "supplier_id" uuid;
  ALTER TABLE "programs" ADD COLUMN "supplier_id" uuid;
  ALTER TABLE "transfers" ADD COLUMN "supplier_id" uuid;
  ALTER TABLE "visa_services" ADD COLUMN "supplier_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "suppliers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "supplier_reservations_id" uuid;
  ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supplier_reservations" ADD CONSTRAINT "supplier_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "supplier_reservations" ADD CONSTRAINT "supplier_reservations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");
  CREATE INDEX "suppliers_kind_idx" ON "suppliers" USING btree ("kind");
  CREATE INDEX "suppliers_nation_idx" ON "suppliers" USING btree ("nation_id");
  CREATE INDEX "suppliers_updated_at_idx" ON "suppliers" USING btree ("updated_at");
  CREATE INDEX "suppliers_created_at_idx" ON "suppliers" USING btree ("created_at");
  CREATE INDEX "supplier_reservations_status_idx" ON "supplier_reservations" USING btree ("status");
  CREATE INDEX "supplier_reservations_service_date_idx" ON "supplier_reservations" USING btree ("service_date");
  CREATE INDEX "supplier_reservations_booking_idx" ON "supplier_reservations" USING btree ("booking_id");
  CREATE INDEX "supplier_reservations_supplier_idx" ON "supplier_reservations" USING btree ("supplier_id");
  CREATE UNIQUE INDEX "supplier_reservations_service_key_idx" ON "supplier_reservations" USING btree ("service_key");
  CREATE INDEX "supplier_reservations_updated_at_idx" ON "supplier_reservations" USING btree ("updated_at");
  CREATE INDEX "supplier_reservations_created_at_idx" ON "supplier_reservations" USING btree ("created_at");
  ALTER TABLE "hotels" ADD CONSTRAINT "hotels_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfers" ADD CONSTRAINT "transfers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visa_services" ADD CONSTRAINT "visa_services_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_suppliers_fk" FOREIGN KEY ("suppliers_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_supplier_reservations_fk" FOREIGN KEY ("supplier_reservations_id") REFERENCES "public"."supplier_reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hotels_supplier_idx" ON "hotels" USING btree ("supplier_id");
  CREATE INDEX "programs_supplier_idx" ON "programs" USING btree ("supplier_id");
  CREATE INDEX "transfers_supplier_idx" ON "transfers" USING btree ("supplier_id");
  CREATE INDEX "visa_services_supplier_idx" ON "visa_services" USING btree ("supplier_id");
  CREATE INDEX "payload_locked_documents_rels_suppliers_id_idx" ON "payload_locked_documents_rels" USING btree ("suppliers_id");
  CREATE INDEX "payload_locked_documents_rels_supplier_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("supplier_reservations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "suppliers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "suppliers" CASCADE;
  DROP TABLE "supplier_reservations" CASCADE;
  ALTER TABLE "hotels" DROP CONSTRAINT "hotels_supplier_id_suppliers_id_fk";
  
  ALTER TABLE "programs" DROP CONSTRAINT "programs_supplier_id_suppliers_id_fk";
  
  ALTER TABLE "transfers" DROP CONSTRAINT "transfers_supplier_id_suppliers_id_fk";
  
  ALTER TABLE "visa_services" DROP CONSTRAINT "visa_services_supplier_id_suppliers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_suppliers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_supplier_reservations_fk";
  
  ALTER TABLE "booking_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_events_action";
  CREATE TYPE "public"."enum_booking_events_action" AS ENUM('created', 'details', 'itinerary', 'status', 'cleared', 'deleted', 'hold', 'travellers');
  ALTER TABLE "booking_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_booking_events_action" USING "action"::"public"."enum_booking_events_action";
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_endpoints_events";
  CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('booking.sent', 'booking.quoted', 'booking.confirmed', 'booking.cancelled', 'booking.changed', 'request.bounced');
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE "public"."enum_webhook_endpoints_events" USING "value"::"public"."enum_webhook_endpoints_events";
  DROP INDEX "hotels_supplier_idx";
  DROP INDEX "programs_supplier_idx";
  DROP INDEX "transfers_supplier_idx";
  DROP INDEX "visa_services_supplier_idx";
  DROP INDEX "payload_locked_documents_rels_suppliers_id_idx";
  DROP INDEX "payload_locked_documents_rels_supplier_reservations_id_idx";
  ALTER TABLE "hotels" DROP COLUMN "supplier_id";
  ALTER TABLE "programs" DROP COLUMN "supplier_id";
  ALTER TABLE "transfers" DROP COLUMN "supplier_id";
  ALTER TABLE "visa_services" DROP COLUMN "supplier_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "suppliers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "supplier_reservations_id";
  DROP TYPE "public"."enum_suppliers_kind";
  DROP TYPE "public"."enum_supplier_reservations_status";
  DROP TYPE "public"."enum_supplier_reservations_kind";`)
}
