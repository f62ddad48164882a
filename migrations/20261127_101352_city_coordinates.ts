import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cities" ADD COLUMN "latitude" numeric;
  ALTER TABLE "cities" ADD COLUMN "longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cities" DROP COLUMN "latitude";
  ALTER TABLE "cities" DROP COLUMN "longitude";`)
}
