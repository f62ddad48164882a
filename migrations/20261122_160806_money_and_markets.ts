import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exchange_rates_currency" AS ENUM('USD', 'EUR', 'GBP', 'THB', 'AUD', 'SGD', 'VND');
  CREATE TYPE "public"."enum_markets_code" AS ENUM('standard', 'europe', 'asia-pacific', 'americas');
  CREATE TABLE "exchange_rates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"currency" "enum_exchange_rates_currency" NOT NULL,
  	"per_usd" varchar NOT NULL,
  	"effective_from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "markets" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" "enum_markets_code" NOT NULL,
  	"name" varchar NOT NULL,
  	"markups_accommodation" numeric DEFAULT 0 NOT NULL,
  	"markups_transfer" numeric DEFAULT 0 NOT NULL,
  	"markups_overnight_program" numeric DEFAULT 0 NOT NULL,
  	"markups_day_program" numeric DEFAULT 0 NOT NULL,
  	"markups_visa_on_arrival_services" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exchange_rates_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "markets_id" uuid;
  CREATE INDEX "exchange_rates_currency_idx" ON "exchange_rates" USING btree ("currency");
  CREATE INDEX "exchange_rates_effective_from_idx" ON "exchange_rates" USING btree ("effective_from");
  CREATE INDEX "exchange_rates_updated_at_idx" ON "exchange_rates" USING btree ("updated_at");
  CREATE INDEX "exchange_rates_created_at_idx" ON "exchange_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "markets_code_idx" ON "markets" USING btree ("code");
  CREATE INDEX "markets_updated_at_idx" ON "markets" USING btree ("updated_at");
  CREATE INDEX "markets_created_at_idx" ON "markets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exchange_rates_fk" FOREIGN KEY ("exchange_rates_id") REFERENCES "public"."exchange_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_markets_fk" FOREIGN KEY ("markets_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_exchange_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("exchange_rates_id");
  CREATE INDEX "payload_locked_documents_rels_markets_id_idx" ON "payload_locked_documents_rels" USING btree ("markets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exchange_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exchange_rates" CASCADE;
  DROP TABLE "markets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exchange_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_markets_fk";
  
  DROP INDEX "payload_locked_documents_rels_exchange_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_markets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exchange_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "markets_id";
  DROP TYPE "public"."enum_exchange_rates_currency";
  DROP TYPE "public"."enum_markets_code";`)
}
