import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   -- A language is now one of the supported ones (src/domain/locales.ts, ADR 045); rows for any
  -- other code never had pages or content of their own. English stays on.
  DELETE FROM "languages" WHERE "code" NOT IN ('en', 'de', 'fr');
  CREATE TYPE "public"."enum_languages_code" AS ENUM('en', 'de', 'fr');
  CREATE TYPE "public"."enum_agents_language" AS ENUM('en', 'de', 'fr');
  ALTER TABLE "languages" ALTER COLUMN "code" SET DATA TYPE "public"."enum_languages_code" USING "code"::"public"."enum_languages_code";
  ALTER TABLE "languages" ADD COLUMN "enabled" boolean DEFAULT false;
  UPDATE "languages" SET "enabled" = true WHERE "code" = 'en';
  ALTER TABLE "agents" ADD COLUMN "language" "enum_agents_language";
  CREATE INDEX "languages_enabled_idx" ON "languages" USING btree ("enabled");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "languages_enabled_idx";
  ALTER TABLE "languages" ALTER COLUMN "code" SET DATA TYPE varchar;
  ALTER TABLE "languages" DROP COLUMN "enabled";
  ALTER TABLE "agents" DROP COLUMN "language";
  DROP TYPE "public"."enum_languages_code";
  DROP TYPE "public"."enum_agents_language";`)
}
