import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Issue 58: a file's link title is translated; today's titles become the English rows. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  INSERT INTO "files_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "files";
  ALTER TABLE "files_locales" ADD CONSTRAINT "files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "files_locales_locale_parent_id_unique" ON "files_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "files" DROP COLUMN "title";`)
}

/** Back to one title each: the English one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "files" ADD COLUMN "title" varchar;
  UPDATE "files" f SET "title" = l."title" FROM "files_locales" l WHERE l."_parent_id" = f."id" AND l."_locale" = 'en';
  UPDATE "files" SET "title" = "filename" WHERE "title" IS NULL;
  ALTER TABLE "files" ALTER COLUMN "title" SET NOT NULL;
  DROP TABLE "files_locales" CASCADE;`)
}
