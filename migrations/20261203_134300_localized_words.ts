import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 58, part 2: the words that were one value for every language are translated: program
 * durations, the languages a country or a team member speaks, the sales offices' names and
 * regions, the highlights of travel inspirations and showcase hotels, and the applicant's
 * registration email. Today's values become the English rows; registrations keep their language.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agency_registrations_language" AS ENUM('en', 'de', 'fr');
  CREATE TABLE "agency_register_templates_locales" (
  	"subject" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "travel_inspirations_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_travel_inspirations_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "showcase_hotels_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_showcase_hotels_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  ALTER TABLE "agency_registrations" ADD COLUMN "language" "enum_agency_registrations_language" DEFAULT 'en';
  ALTER TABLE "programs_locales" ADD COLUMN "duration" varchar;
  ALTER TABLE "team_members_locales" ADD COLUMN "languages" varchar;
  ALTER TABLE "_team_members_v_locales" ADD COLUMN "version_languages" varchar;
  ALTER TABLE "country_information_locales" ADD COLUMN "languages" varchar;
  ALTER TABLE "_country_information_v_locales" ADD COLUMN "version_languages" varchar;
  ALTER TABLE "sales_network_offices_locales" ADD COLUMN "name" varchar;
  ALTER TABLE "sales_network_offices_locales" ADD COLUMN "region" varchar;
  ALTER TABLE "_sales_network_v_version_offices_locales" ADD COLUMN "name" varchar;
  ALTER TABLE "_sales_network_v_version_offices_locales" ADD COLUMN "region" varchar;
  ALTER TABLE "agency_register_templates_locales" ADD CONSTRAINT "agency_register_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."agency_register_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_inspirations_highlights_locales" ADD CONSTRAINT "travel_inspirations_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_inspirations_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_travel_inspirations_v_version_highlights_locales" ADD CONSTRAINT "_travel_inspirations_v_version_highlights_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_travel_inspirations_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_hotels_highlights_locales" ADD CONSTRAINT "showcase_hotels_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_hotels_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showcase_hotels_v_version_highlights_locales" ADD CONSTRAINT "_showcase_hotels_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_hotels_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "agency_register_templates_locales_locale_parent_id_unique" ON "agency_register_templates_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "travel_inspirations_highlights_locales_locale_parent_id_uniq" ON "travel_inspirations_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_travel_inspirations_v_version_highlights_locales_locale_par" ON "_travel_inspirations_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "showcase_hotels_highlights_locales_locale_parent_id_unique" ON "showcase_hotels_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_showcase_hotels_v_version_highlights_locales_locale_parent_" ON "_showcase_hotels_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "agency_register_templates_locales" ("subject", "content", "_locale", "_parent_id") SELECT "subject", "content", 'en', "id" FROM "agency_register_templates";
  INSERT INTO "travel_inspirations_highlights_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "travel_inspirations_highlights";
  INSERT INTO "_travel_inspirations_v_version_highlights_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_travel_inspirations_v_version_highlights";
  INSERT INTO "showcase_hotels_highlights_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "showcase_hotels_highlights";
  INSERT INTO "_showcase_hotels_v_version_highlights_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_showcase_hotels_v_version_highlights";
  INSERT INTO "programs_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "programs" p
    WHERE p."duration" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "programs_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "programs_locales" l SET "duration" = p."duration" FROM "programs" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  INSERT INTO "team_members_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "team_members" p
    WHERE p."languages" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "team_members_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "team_members_locales" l SET "languages" = p."languages" FROM "team_members" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  INSERT INTO "_team_members_v_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "_team_members_v" p
    WHERE p."version_languages" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "_team_members_v_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "_team_members_v_locales" l SET "version_languages" = p."version_languages" FROM "_team_members_v" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  INSERT INTO "country_information_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "country_information" p
    WHERE p."languages" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "country_information_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "country_information_locales" l SET "languages" = p."languages" FROM "country_information" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  INSERT INTO "_country_information_v_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "_country_information_v" p
    WHERE p."version_languages" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "_country_information_v_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "_country_information_v_locales" l SET "version_languages" = p."version_languages" FROM "_country_information_v" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  INSERT INTO "sales_network_offices_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "sales_network_offices" p
    WHERE p."name" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sales_network_offices_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "sales_network_offices_locales" l SET "name" = p."name" FROM "sales_network_offices" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "sales_network_offices_locales" l SET "region" = p."region" FROM "sales_network_offices" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  INSERT INTO "_sales_network_v_version_offices_locales" ("_locale", "_parent_id")
    SELECT 'en', p."id" FROM "_sales_network_v_version_offices" p
    WHERE p."name" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "_sales_network_v_version_offices_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en');
  UPDATE "_sales_network_v_version_offices_locales" l SET "name" = p."name" FROM "_sales_network_v_version_offices" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_sales_network_v_version_offices_locales" l SET "region" = p."region" FROM "_sales_network_v_version_offices" p WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  ALTER TABLE "agency_register_templates" DROP COLUMN "subject";
  ALTER TABLE "agency_register_templates" DROP COLUMN "content";
  ALTER TABLE "programs" DROP COLUMN "duration";
  ALTER TABLE "team_members" DROP COLUMN "languages";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_languages";
  ALTER TABLE "travel_inspirations_highlights" DROP COLUMN "text";
  ALTER TABLE "_travel_inspirations_v_version_highlights" DROP COLUMN "text";
  ALTER TABLE "country_information" DROP COLUMN "languages";
  ALTER TABLE "_country_information_v" DROP COLUMN "version_languages";
  ALTER TABLE "showcase_hotels_highlights" DROP COLUMN "text";
  ALTER TABLE "_showcase_hotels_v_version_highlights" DROP COLUMN "text";
  ALTER TABLE "sales_network_offices" DROP COLUMN "name";
  ALTER TABLE "sales_network_offices" DROP COLUMN "region";
  ALTER TABLE "_sales_network_v_version_offices" DROP COLUMN "name";
  ALTER TABLE "_sales_network_v_version_offices" DROP COLUMN "region";`)
}

/** Back to one value each: the English one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "agency_register_templates" ADD COLUMN "subject" varchar;
  ALTER TABLE "agency_register_templates" ADD COLUMN "content" varchar;
  ALTER TABLE "programs" ADD COLUMN "duration" varchar;
  ALTER TABLE "team_members" ADD COLUMN "languages" varchar;
  ALTER TABLE "_team_members_v" ADD COLUMN "version_languages" varchar;
  ALTER TABLE "travel_inspirations_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "_travel_inspirations_v_version_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "country_information" ADD COLUMN "languages" varchar;
  ALTER TABLE "_country_information_v" ADD COLUMN "version_languages" varchar;
  ALTER TABLE "showcase_hotels_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "_showcase_hotels_v_version_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "sales_network_offices" ADD COLUMN "name" varchar;
  ALTER TABLE "sales_network_offices" ADD COLUMN "region" varchar;
  ALTER TABLE "_sales_network_v_version_offices" ADD COLUMN "name" varchar;
  ALTER TABLE "_sales_network_v_version_offices" ADD COLUMN "region" varchar;
  UPDATE "agency_register_templates" p SET "subject" = l."subject", "content" = l."content" FROM "agency_register_templates_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "programs" p SET "duration" = l."duration" FROM "programs_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "team_members" p SET "languages" = l."languages" FROM "team_members_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_team_members_v" p SET "version_languages" = l."version_languages" FROM "_team_members_v_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "travel_inspirations_highlights" p SET "text" = l."text" FROM "travel_inspirations_highlights_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_travel_inspirations_v_version_highlights" p SET "text" = l."text" FROM "_travel_inspirations_v_version_highlights_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "country_information" p SET "languages" = l."languages" FROM "country_information_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_country_information_v" p SET "version_languages" = l."version_languages" FROM "_country_information_v_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "showcase_hotels_highlights" p SET "text" = l."text" FROM "showcase_hotels_highlights_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_showcase_hotels_v_version_highlights" p SET "text" = l."text" FROM "_showcase_hotels_v_version_highlights_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "sales_network_offices" p SET "name" = l."name", "region" = l."region" FROM "sales_network_offices_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  UPDATE "_sales_network_v_version_offices" p SET "name" = l."name", "region" = l."region" FROM "_sales_network_v_version_offices_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en';
  DROP TABLE "agency_register_templates_locales" CASCADE;
  DROP TABLE "travel_inspirations_highlights_locales" CASCADE;
  DROP TABLE "_travel_inspirations_v_version_highlights_locales" CASCADE;
  DROP TABLE "showcase_hotels_highlights_locales" CASCADE;
  DROP TABLE "_showcase_hotels_v_version_highlights_locales" CASCADE;
  ALTER TABLE "agency_registrations" DROP COLUMN "language";
  ALTER TABLE "programs_locales" DROP COLUMN "duration";
  ALTER TABLE "team_members_locales" DROP COLUMN "languages";
  ALTER TABLE "_team_members_v_locales" DROP COLUMN "version_languages";
  ALTER TABLE "country_information_locales" DROP COLUMN "languages";
  ALTER TABLE "_country_information_v_locales" DROP COLUMN "version_languages";
  ALTER TABLE "sales_network_offices_locales" DROP COLUMN "name";
  ALTER TABLE "sales_network_offices_locales" DROP COLUMN "region";
  ALTER TABLE "_sales_network_v_version_offices_locales" DROP COLUMN "name";
  ALTER TABLE "_sales_network_v_version_offices_locales" DROP COLUMN "region";
  DROP TYPE "public"."enum_agency_registrations_language";`)
}
