import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agency_registrations_agency_type" AS ENUM('Retail', 'Leisure', 'Wholesale', 'Tour Operator', 'M.I.C.E.');
  CREATE TYPE "public"."enum_agency_registrations_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TABLE "agency_registrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"agency_name" varchar NOT NULL,
  	"position" varchar NOT NULL,
  	"affiliate_agency" varchar NOT NULL,
  	"agency_type" "enum_agency_registrations_agency_type" NOT NULL,
  	"state_province" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"agency_country" varchar,
  	"status" "enum_agency_registrations_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agency_registrations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agency_registrations_id" uuid;
  ALTER TABLE "agency_registrations_rels" ADD CONSTRAINT "agency_registrations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agency_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "agency_registrations_rels" ADD CONSTRAINT "agency_registrations_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "agency_registrations_email_idx" ON "agency_registrations" USING btree ("email");
  CREATE INDEX "agency_registrations_status_idx" ON "agency_registrations" USING btree ("status");
  CREATE INDEX "agency_registrations_updated_at_idx" ON "agency_registrations" USING btree ("updated_at");
  CREATE INDEX "agency_registrations_created_at_idx" ON "agency_registrations" USING btree ("created_at");
  CREATE INDEX "agency_registrations_rels_order_idx" ON "agency_registrations_rels" USING btree ("order");
  CREATE INDEX "agency_registrations_rels_parent_idx" ON "agency_registrations_rels" USING btree ("parent_id");
  CREATE INDEX "agency_registrations_rels_path_idx" ON "agency_registrations_rels" USING btree ("path");
  CREATE INDEX "agency_registrations_rels_nations_id_idx" ON "agency_registrations_rels" USING btree ("nations_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agency_registrations_fk" FOREIGN KEY ("agency_registrations_id") REFERENCES "public"."agency_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agency_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("agency_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agency_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agency_registrations_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agency_registrations" CASCADE;
  DROP TABLE "agency_registrations_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agency_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_agency_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agency_registrations_id";
  DROP TYPE "public"."enum_agency_registrations_agency_type";
  DROP TYPE "public"."enum_agency_registrations_status";`)
}
