import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_kind" AS ENUM('invoice', 'credit_note');
  CREATE TABLE "invoices" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_invoices_kind" NOT NULL,
  	"issued_on" timestamp(3) with time zone NOT NULL,
  	"agency_id" uuid NOT NULL,
  	"booking_id" uuid NOT NULL,
  	"credits_id" uuid,
  	"currency" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"reason" varchar,
  	"lines" jsonb NOT NULL,
  	"schedule" jsonb NOT NULL,
  	"bill_to" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_counters" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"series" varchar NOT NULL,
  	"last" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "agencies" ADD COLUMN "payment_terms_deposit_percent" numeric;
  ALTER TABLE "agencies" ADD COLUMN "payment_terms_deposit_days" numeric;
  ALTER TABLE "agencies" ADD COLUMN "payment_terms_balance_days_before" numeric;
  ALTER TABLE "markets" ADD COLUMN "payment_terms_deposit_percent" numeric;
  ALTER TABLE "markets" ADD COLUMN "payment_terms_deposit_days" numeric;
  ALTER TABLE "markets" ADD COLUMN "payment_terms_balance_days_before" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoice_counters_id" uuid;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_id_invoices_id_fk" FOREIGN KEY ("credits_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_kind_idx" ON "invoices" USING btree ("kind");
  CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");
  CREATE INDEX "invoices_agency_idx" ON "invoices" USING btree ("agency_id");
  CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");
  CREATE INDEX "invoices_credits_idx" ON "invoices" USING btree ("credits_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "invoice_counters_series_idx" ON "invoice_counters" USING btree ("series");
  CREATE INDEX "invoice_counters_updated_at_idx" ON "invoice_counters" USING btree ("updated_at");
  CREATE INDEX "invoice_counters_created_at_idx" ON "invoice_counters" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_counters_fk" FOREIGN KEY ("invoice_counters_id") REFERENCES "public"."invoice_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_invoice_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "invoice_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoice_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoice_counters_id_idx";
  ALTER TABLE "agencies" DROP COLUMN "payment_terms_deposit_percent";
  ALTER TABLE "agencies" DROP COLUMN "payment_terms_deposit_days";
  ALTER TABLE "agencies" DROP COLUMN "payment_terms_balance_days_before";
  ALTER TABLE "markets" DROP COLUMN "payment_terms_deposit_percent";
  ALTER TABLE "markets" DROP COLUMN "payment_terms_deposit_days";
  ALTER TABLE "markets" DROP COLUMN "payment_terms_balance_days_before";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoice_counters_id";
  DROP TYPE "public"."enum_invoices_kind";`)
}
