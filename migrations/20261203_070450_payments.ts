import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_currency" AS ENUM('USD', 'EUR', 'GBP', 'AUD', 'THB', 'VND', 'SGD');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('bank_transfer', 'card', 'cash', 'other');
  CREATE TABLE "payments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"agency_id" uuid NOT NULL,
  	"received_on" timestamp(3) with time zone NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_payments_currency" DEFAULT 'EUR' NOT NULL,
  	"method" "enum_payments_method" DEFAULT 'bank_transfer' NOT NULL,
  	"reference" varchar NOT NULL,
  	"invoice_id" uuid,
  	"note" varchar,
  	"recorded_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_allocations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"payment_id" uuid NOT NULL,
  	"invoice_id" uuid NOT NULL,
  	"amount" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_allocations_id" uuid;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_agency_idx" ON "payments" USING btree ("agency_id");
  CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on");
  CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");
  CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");
  CREATE INDEX "payment_allocations_updated_at_idx" ON "payment_allocations" USING btree ("updated_at");
  CREATE INDEX "payment_allocations_created_at_idx" ON "payment_allocations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_allocations_fk" FOREIGN KEY ("payment_allocations_id") REFERENCES "public"."payment_allocations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_allocations_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_allocations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_allocations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_allocations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_allocations_fk";
  
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_allocations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_allocations_id";
  DROP TYPE "public"."enum_payments_currency";
  DROP TYPE "public"."enum_payments_method";`)
}
