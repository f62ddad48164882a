import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_booking_events_action" ADD VALUE 'travellers';
  ALTER TABLE "users" ADD COLUMN "reads_travel_documents" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "confirm_note" varchar;
  ALTER TABLE "bookings" ADD COLUMN "manifest" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_events_action";
  CREATE TYPE "public"."enum_booking_events_action" AS ENUM('created', 'details', 'itinerary', 'status', 'cleared', 'deleted', 'hold');
  ALTER TABLE "booking_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_booking_events_action" USING "action"::"public"."enum_booking_events_action";
  ALTER TABLE "users" DROP COLUMN "reads_travel_documents";
  ALTER TABLE "bookings" DROP COLUMN "confirm_note";
  ALTER TABLE "bookings" DROP COLUMN "manifest";`)
}
