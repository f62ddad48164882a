import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agencies" ADD COLUMN "logo_id" uuid;
  ALTER TABLE "agencies" ADD CONSTRAINT "agencies_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agencies_logo_idx" ON "agencies" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agencies" DROP CONSTRAINT "agencies_logo_id_media_id_fk";
  
  DROP INDEX "agencies_logo_idx";
  ALTER TABLE "agencies" DROP COLUMN "logo_id";`)
}
