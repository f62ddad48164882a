import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "translation_states" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"target" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"bases" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_states_id" uuid;
  CREATE INDEX "translation_states_updated_at_idx" ON "translation_states" USING btree ("updated_at");
  CREATE INDEX "translation_states_created_at_idx" ON "translation_states" USING btree ("created_at");
  CREATE UNIQUE INDEX "target_locale_idx" ON "translation_states" USING btree ("target","locale");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_states_fk" FOREIGN KEY ("translation_states_id") REFERENCES "public"."translation_states"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_states_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_states_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_states" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_states" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_states_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_states_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_states_id";`)
}
