import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 58: nations' names and the names of programs and transfers are translated per language.
 * Today's names become the English rows; the other languages have none until translated, and
 * read the English one meanwhile. Nations get the slug their addresses use, made from the English
 * name as `slugify` makes it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "nations_locales" (
  	"full_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  CREATE TABLE "transfers_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  DROP INDEX "programs_name_idx";
  ALTER TABLE "nations" ADD COLUMN "slug" varchar;
  UPDATE "nations" SET "slug" = trim(both '-' from regexp_replace(lower("full_name"), '[^a-z0-9]+', '-', 'g'));
  INSERT INTO "nations_locales" ("full_name", "_locale", "_parent_id") SELECT "full_name", 'en', "id" FROM "nations";
  INSERT INTO "transfers_locales" ("name", "_locale", "_parent_id") SELECT "name", 'en', "id" FROM "transfers";
  ALTER TABLE "programs_locales" ADD COLUMN "name" varchar;
  INSERT INTO "programs_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "programs" p
    WHERE NOT EXISTS (SELECT 1 FROM "programs_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "programs_locales" l SET "name" = p."name" FROM "programs" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  ALTER TABLE "nations_locales" ADD CONSTRAINT "nations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transfers_locales" ADD CONSTRAINT "transfers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "nations_locales_locale_parent_id_unique" ON "nations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "transfers_locales_locale_parent_id_unique" ON "transfers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "nations_slug_idx" ON "nations" USING btree ("slug");
  CREATE INDEX "programs_name_idx" ON "programs_locales" USING btree ("name","_locale");
  ALTER TABLE "nations" DROP COLUMN "full_name";
  ALTER TABLE "programs" DROP COLUMN "name";
  ALTER TABLE "transfers" DROP COLUMN "name";`)
}

/** Back to one name each: the English one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "nations" ADD COLUMN "full_name" varchar;
  ALTER TABLE "programs" ADD COLUMN "name" varchar;
  ALTER TABLE "transfers" ADD COLUMN "name" varchar;
  UPDATE "nations" n SET "full_name" = l."full_name" FROM "nations_locales" l WHERE l."_parent_id" = n."id" AND l."_locale" = 'en';
  UPDATE "programs" p SET "name" = l."name" FROM "programs_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "transfers" t SET "name" = l."name" FROM "transfers_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'en';
  ALTER TABLE "nations" ALTER COLUMN "full_name" SET NOT NULL;
  ALTER TABLE "programs" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "transfers" ALTER COLUMN "name" SET NOT NULL;
  DROP TABLE "nations_locales" CASCADE;
  DROP TABLE "transfers_locales" CASCADE;
  DROP INDEX "nations_slug_idx";
  DROP INDEX "programs_name_idx";
  CREATE INDEX "programs_name_idx" ON "programs" USING btree ("name");
  ALTER TABLE "nations" DROP COLUMN "slug";
  ALTER TABLE "programs_locales" DROP COLUMN "name";`)
}
