import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs" ADD COLUMN "venue_id" uuid;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "programs_venue_idx" ON "programs" USING btree ("venue_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs" DROP CONSTRAINT "programs_venue_id_venues_id_fk";
  
  DROP INDEX "programs_venue_idx";
  ALTER TABLE "programs" DROP COLUMN "venue_id";`)
}
