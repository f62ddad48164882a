import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" ADD COLUMN "answered" boolean DEFAULT false;
  ALTER TABLE "contact_requests" ADD COLUMN "answered_by_id" uuid;
  ALTER TABLE "contact_requests" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_requests_answered_idx" ON "contact_requests" USING btree ("answered");
  CREATE INDEX "contact_requests_answered_by_idx" ON "contact_requests" USING btree ("answered_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_answered_by_id_users_id_fk";
  
  DROP INDEX "contact_requests_answered_idx";
  DROP INDEX "contact_requests_answered_by_idx";
  ALTER TABLE "contact_requests" DROP COLUMN "answered";
  ALTER TABLE "contact_requests" DROP COLUMN "answered_by_id";
  ALTER TABLE "contact_requests" DROP COLUMN "answered_at";`)
}
