import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" ADD COLUMN "from_name" varchar;
  ALTER TABLE "emails" ADD COLUMN "reply_to" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" DROP COLUMN "from_name";
  ALTER TABLE "emails" DROP COLUMN "reply_to";`)
}
