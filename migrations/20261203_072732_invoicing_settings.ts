import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "invoicing_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "invoicing_tax_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "invoicing_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "invoicing_bank_details" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "invoicing_note" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "invoicing_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "invoicing_tax_id";
  ALTER TABLE "site_settings" DROP COLUMN "invoicing_address";
  ALTER TABLE "site_settings" DROP COLUMN "invoicing_bank_details";
  ALTER TABLE "site_settings" DROP COLUMN "invoicing_note";`)
}
