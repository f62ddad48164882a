import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agencies_credit_currency" AS ENUM('USD', 'EUR', 'GBP', 'AUD', 'THB', 'VND', 'SGD');
  ALTER TABLE "agencies" ADD COLUMN "credit_limit" numeric;
  ALTER TABLE "agencies" ADD COLUMN "credit_currency" "enum_agencies_credit_currency" DEFAULT 'EUR';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agencies" DROP COLUMN "credit_limit";
  ALTER TABLE "agencies" DROP COLUMN "credit_currency";
  DROP TYPE "public"."enum_agencies_credit_currency";`)
}
