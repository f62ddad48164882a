import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agency_registrations_currency" AS ENUM('USD', 'EUR', 'GBP', 'AUD', 'THB', 'VND', 'SGD');
  CREATE TYPE "public"."enum_agency_registrations_market" AS ENUM('standard', 'europe', 'asia-pacific', 'americas');
  CREATE TYPE "public"."enum_agency_registrations_online_tariff" AS ENUM('yes', 'no');
  ALTER TABLE "agency_registrations" ADD COLUMN "currency" "enum_agency_registrations_currency";
  ALTER TABLE "agency_registrations" ADD COLUMN "market" "enum_agency_registrations_market";
  ALTER TABLE "agency_registrations" ADD COLUMN "online_tariff" "enum_agency_registrations_online_tariff";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agency_registrations" DROP COLUMN "currency";
  ALTER TABLE "agency_registrations" DROP COLUMN "market";
  ALTER TABLE "agency_registrations" DROP COLUMN "online_tariff";
  DROP TYPE "public"."enum_agency_registrations_currency";
  DROP TYPE "public"."enum_agency_registrations_market";
  DROP TYPE "public"."enum_agency_registrations_online_tariff";`)
}
