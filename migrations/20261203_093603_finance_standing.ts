import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_log_action" AS ENUM('payment_recorded', 'payment_allocated', 'bank_import', 'credit_limit', 'payment_terms');
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'invoice.issued';
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'payment.recorded';
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'invoice.overdue';
  CREATE TABLE "finance_log" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"action" "enum_finance_log_action" NOT NULL,
  	"summary" varchar NOT NULL,
  	"agency_id" uuid,
  	"market" varchar,
  	"booking_id" uuid,
  	"by" varchar NOT NULL,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "records_payments" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "sets_credit_limits" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "payment_terms_deposit_percent" numeric;
  ALTER TABLE "bookings" ADD COLUMN "payment_terms_deposit_days" numeric;
  ALTER TABLE "bookings" ADD COLUMN "payment_terms_balance_days_before" numeric;
  ALTER TABLE "invoices" ADD COLUMN "paid" numeric DEFAULT 0;
  ALTER TABLE "invoices" ADD COLUMN "credited" numeric DEFAULT 0;
  ALTER TABLE "invoices" ADD COLUMN "open" numeric DEFAULT 0;
  ALTER TABLE "invoices" ADD COLUMN "due_on" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "due_amount" numeric;
  ALTER TABLE "invoices" ADD COLUMN "reminded_for" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "overdue_notice_for" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "unallocated" numeric;
  ALTER TABLE "payment_allocations" ADD COLUMN "note" varchar;
  ALTER TABLE "payment_allocations" ADD COLUMN "allocated_by" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_log_id" uuid;
  ALTER TABLE "finance_log" ADD CONSTRAINT "finance_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_log" ADD CONSTRAINT "finance_log_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "finance_log_action_idx" ON "finance_log" USING btree ("action");
  CREATE INDEX "finance_log_agency_idx" ON "finance_log" USING btree ("agency_id");
  CREATE INDEX "finance_log_booking_idx" ON "finance_log" USING btree ("booking_id");
  CREATE INDEX "finance_log_updated_at_idx" ON "finance_log" USING btree ("updated_at");
  CREATE INDEX "finance_log_created_at_idx" ON "finance_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_log_fk" FOREIGN KEY ("finance_log_id") REFERENCES "public"."finance_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("open");
  CREATE INDEX "invoices_due_on_idx" ON "invoices" USING btree ("due_on");
  CREATE INDEX "payments_unallocated_idx" ON "payments" USING btree ("unallocated");
  CREATE INDEX "payload_locked_documents_rels_finance_log_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_log_id");`)
  // Where the invoices and payments issued before this change stand (src/server/finance/standing.ts).
  await db.execute(sql`
  UPDATE "invoices" i SET
    "paid" = coalesce((SELECT sum(a."amount") FROM "payment_allocations" a WHERE a."invoice_id" = i."id"), 0),
    "credited" = coalesce((SELECT sum(c."total") FROM "invoices" c WHERE c."credits_id" = i."id"), 0)
  WHERE i."kind" = 'invoice';
  UPDATE "invoices" SET "open" = "total" - "paid" - "credited" WHERE "kind" = 'invoice';
  UPDATE "invoices" i SET "due_on" = (s."due" || 'T12:00:00Z')::timestamptz, "due_amount" = least(s."upto" - (i."paid" + i."credited"), i."open")
    FROM (SELECT i2."id", step->>'due' AS "due",
                 sum((step->>'amount')::numeric) OVER (PARTITION BY i2."id" ORDER BY n) AS "upto"
            FROM "invoices" i2, jsonb_array_elements(i2."schedule") WITH ORDINALITY AS e(step, n)
           WHERE i2."kind" = 'invoice') s
   WHERE s."id" = i."id" AND i."open" > 0 AND s."upto" > i."paid" + i."credited"
     AND s."upto" = (SELECT min(s2."upto") FROM (SELECT sum((st->>'amount')::numeric) OVER (ORDER BY m) AS "upto"
                       FROM jsonb_array_elements(i."schedule") WITH ORDINALITY AS e2(st, m)) s2
                      WHERE s2."upto" > i."paid" + i."credited");
  UPDATE "payments" p SET "unallocated" = p."amount"
    - coalesce((SELECT sum(a."amount") FROM "payment_allocations" a WHERE a."payment_id" = p."id"), 0);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_log_fk";
  
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_endpoints_events";
  CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('booking.sent', 'booking.quoted', 'booking.confirmed', 'booking.cancelled', 'booking.changed', 'request.bounced', 'supplier.answered', 'voucher.issued');
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE "public"."enum_webhook_endpoints_events" USING "value"::"public"."enum_webhook_endpoints_events";
  DROP INDEX "invoices_open_idx";
  DROP INDEX "invoices_due_on_idx";
  DROP INDEX "payments_unallocated_idx";
  DROP INDEX "payload_locked_documents_rels_finance_log_id_idx";
  ALTER TABLE "users" DROP COLUMN "records_payments";
  ALTER TABLE "users" DROP COLUMN "sets_credit_limits";
  ALTER TABLE "bookings" DROP COLUMN "payment_terms_deposit_percent";
  ALTER TABLE "bookings" DROP COLUMN "payment_terms_deposit_days";
  ALTER TABLE "bookings" DROP COLUMN "payment_terms_balance_days_before";
  ALTER TABLE "invoices" DROP COLUMN "paid";
  ALTER TABLE "invoices" DROP COLUMN "credited";
  ALTER TABLE "invoices" DROP COLUMN "open";
  ALTER TABLE "invoices" DROP COLUMN "due_on";
  ALTER TABLE "invoices" DROP COLUMN "due_amount";
  ALTER TABLE "invoices" DROP COLUMN "reminded_for";
  ALTER TABLE "invoices" DROP COLUMN "overdue_notice_for";
  ALTER TABLE "payments" DROP COLUMN "unallocated";
  ALTER TABLE "payment_allocations" DROP COLUMN "note";
  ALTER TABLE "payment_allocations" DROP COLUMN "allocated_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_log_id";
  DROP TYPE "public"."enum_finance_log_action";`)
}
