import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "airlines" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"full_name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "airlines_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "airlines_id" uuid;
  ALTER TABLE "airlines_rels" ADD CONSTRAINT "airlines_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airlines_rels" ADD CONSTRAINT "airlines_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "airlines_code_idx" ON "airlines" USING btree ("code");
  CREATE INDEX "airlines_updated_at_idx" ON "airlines" USING btree ("updated_at");
  CREATE INDEX "airlines_created_at_idx" ON "airlines" USING btree ("created_at");
  CREATE INDEX "airlines_rels_order_idx" ON "airlines_rels" USING btree ("order");
  CREATE INDEX "airlines_rels_parent_idx" ON "airlines_rels" USING btree ("parent_id");
  CREATE INDEX "airlines_rels_path_idx" ON "airlines_rels" USING btree ("path");
  CREATE INDEX "airlines_rels_nations_id_idx" ON "airlines_rels" USING btree ("nations_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_airlines_fk" FOREIGN KEY ("airlines_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_airlines_id_idx" ON "payload_locked_documents_rels" USING btree ("airlines_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "airlines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airlines_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "airlines" CASCADE;
  DROP TABLE "airlines_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_airlines_fk";
  
  DROP INDEX "payload_locked_documents_rels_airlines_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "airlines_id";`)
}
