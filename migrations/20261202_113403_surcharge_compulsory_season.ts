import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs_surcharges" ADD COLUMN "compulsory" boolean DEFAULT false;
  ALTER TABLE "programs_surcharges" ADD COLUMN "season_from" varchar;
  ALTER TABLE "programs_surcharges" ADD COLUMN "season_to" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs_surcharges" DROP COLUMN "compulsory";
  ALTER TABLE "programs_surcharges" DROP COLUMN "season_from";
  ALTER TABLE "programs_surcharges" DROP COLUMN "season_to";`)
}
