import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'changes_requested' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'confirmation_requested' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_booking_events_from_status" ADD VALUE 'changes_requested' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_booking_events_from_status" ADD VALUE 'confirmation_requested' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_booking_events_to_status" ADD VALUE 'changes_requested' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_booking_events_to_status" ADD VALUE 'confirmation_requested' BEFORE 'confirmed';
  CREATE TABLE "booking_quotes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"booking_id" uuid NOT NULL,
  	"number" numeric NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"booking_version" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"total_display" varchar,
  	"snapshot" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_quotes_id" uuid;
  ALTER TABLE "booking_quotes" ADD CONSTRAINT "booking_quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_quotes_booking_idx" ON "booking_quotes" USING btree ("booking_id");
  CREATE INDEX "booking_quotes_updated_at_idx" ON "booking_quotes" USING btree ("updated_at");
  CREATE INDEX "booking_quotes_created_at_idx" ON "booking_quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_quotes_fk" FOREIGN KEY ("booking_quotes_id") REFERENCES "public"."booking_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_quotes_fk";
  
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('draft', 'requested', 'quoted', 'confirmed', 'cancelled');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  ALTER TABLE "booking_events" ALTER COLUMN "from_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_events_from_status";
  CREATE TYPE "public"."enum_booking_events_from_status" AS ENUM('draft', 'requested', 'quoted', 'confirmed', 'cancelled');
  ALTER TABLE "booking_events" ALTER COLUMN "from_status" SET DATA TYPE "public"."enum_booking_events_from_status" USING "from_status"::"public"."enum_booking_events_from_status";
  ALTER TABLE "booking_events" ALTER COLUMN "to_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_events_to_status";
  CREATE TYPE "public"."enum_booking_events_to_status" AS ENUM('draft', 'requested', 'quoted', 'confirmed', 'cancelled');
  ALTER TABLE "booking_events" ALTER COLUMN "to_status" SET DATA TYPE "public"."enum_booking_events_to_status" USING "to_status"::"public"."enum_booking_events_to_status";
  DROP INDEX "payload_locked_documents_rels_booking_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_quotes_id";`)
}
