import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "client_itineraries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"booking_id" uuid NOT NULL,
  	"agency_id" uuid NOT NULL,
  	"created_by_id" uuid NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"hint" varchar NOT NULL,
  	"label" varchar,
  	"frozen" boolean DEFAULT false,
  	"snapshot" jsonb,
  	"opens" numeric DEFAULT 0,
  	"last_opened_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "agencies" ADD COLUMN "brand_colour" varchar;
  ALTER TABLE "agencies" ADD COLUMN "client_markup" jsonb;
  ALTER TABLE "agents" ADD COLUMN "client_markup" jsonb;
  ALTER TABLE "bookings" ADD COLUMN "client_markup" jsonb;
  ALTER TABLE "bookings" ADD COLUMN "client_shows_price" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_itineraries_id" uuid;
  ALTER TABLE "client_itineraries" ADD CONSTRAINT "client_itineraries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_itineraries" ADD CONSTRAINT "client_itineraries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_itineraries" ADD CONSTRAINT "client_itineraries_created_by_id_agents_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "client_itineraries_booking_idx" ON "client_itineraries" USING btree ("booking_id");
  CREATE INDEX "client_itineraries_agency_idx" ON "client_itineraries" USING btree ("agency_id");
  CREATE INDEX "client_itineraries_created_by_idx" ON "client_itineraries" USING btree ("created_by_id");
  CREATE UNIQUE INDEX "client_itineraries_token_hash_idx" ON "client_itineraries" USING btree ("token_hash");
  CREATE INDEX "client_itineraries_revoked_at_idx" ON "client_itineraries" USING btree ("revoked_at");
  CREATE INDEX "client_itineraries_updated_at_idx" ON "client_itineraries" USING btree ("updated_at");
  CREATE INDEX "client_itineraries_created_at_idx" ON "client_itineraries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_itineraries_fk" FOREIGN KEY ("client_itineraries_id") REFERENCES "public"."client_itineraries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_client_itineraries_id_idx" ON "payload_locked_documents_rels" USING btree ("client_itineraries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_itineraries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_itineraries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_itineraries_fk";
  
  DROP INDEX "payload_locked_documents_rels_client_itineraries_id_idx";
  ALTER TABLE "agencies" DROP COLUMN "brand_colour";
  ALTER TABLE "agencies" DROP COLUMN "client_markup";
  ALTER TABLE "agents" DROP COLUMN "client_markup";
  ALTER TABLE "bookings" DROP COLUMN "client_markup";
  ALTER TABLE "bookings" DROP COLUMN "client_shows_price";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_itineraries_id";`)
}
