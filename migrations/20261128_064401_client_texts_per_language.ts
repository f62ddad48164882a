import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 26: the texts the agent's clients read (the Agent recipients' email, the client's notes) and
 * the agent's terms are written per language. Today's texts become the English ones.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_request_emails_locales" (
  	"requestsubject_foragent" varchar,
  	"requestcontent_foragent" varchar,
  	"export_terms" varchar,
  	"export_client_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  ALTER TABLE "booking_request_emails_locales" ADD CONSTRAINT "booking_request_emails_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_request_emails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_request_emails_locales_locale_parent_id_unique" ON "booking_request_emails_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "booking_request_emails_locales"
    ("requestsubject_foragent", "requestcontent_foragent", "export_terms", "export_client_notes", "_locale", "_parent_id")
    SELECT "requestsubject_foragent", "requestcontent_foragent", "export_terms", "export_client_notes", 'en', "id"
    FROM "booking_request_emails";
  ALTER TABLE "booking_request_emails" DROP COLUMN "requestsubject_foragent";
  ALTER TABLE "booking_request_emails" DROP COLUMN "requestcontent_foragent";
  ALTER TABLE "booking_request_emails" DROP COLUMN "export_terms";
  ALTER TABLE "booking_request_emails" DROP COLUMN "export_client_notes";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "booking_request_emails" ADD COLUMN "requestsubject_foragent" varchar;
  ALTER TABLE "booking_request_emails" ADD COLUMN "requestcontent_foragent" varchar;
  ALTER TABLE "booking_request_emails" ADD COLUMN "export_terms" varchar;
  ALTER TABLE "booking_request_emails" ADD COLUMN "export_client_notes" varchar;
  UPDATE "booking_request_emails" AS "g" SET
    "requestsubject_foragent" = coalesce("l"."requestsubject_foragent", ''),
    "requestcontent_foragent" = coalesce("l"."requestcontent_foragent", ''),
    "export_terms" = coalesce("l"."export_terms", ''),
    "export_client_notes" = coalesce("l"."export_client_notes", '')
    FROM "booking_request_emails_locales" AS "l"
    WHERE "l"."_parent_id" = "g"."id" AND "l"."_locale" = 'en';
  UPDATE "booking_request_emails" SET "requestsubject_foragent" = '' WHERE "requestsubject_foragent" IS NULL;
  UPDATE "booking_request_emails" SET "requestcontent_foragent" = '' WHERE "requestcontent_foragent" IS NULL;
  UPDATE "booking_request_emails" SET "export_terms" = '' WHERE "export_terms" IS NULL;
  UPDATE "booking_request_emails" SET "export_client_notes" = '' WHERE "export_client_notes" IS NULL;
  ALTER TABLE "booking_request_emails" ALTER COLUMN "requestsubject_foragent" SET NOT NULL;
  ALTER TABLE "booking_request_emails" ALTER COLUMN "requestcontent_foragent" SET NOT NULL;
  ALTER TABLE "booking_request_emails" ALTER COLUMN "export_terms" SET NOT NULL;
  ALTER TABLE "booking_request_emails" ALTER COLUMN "export_client_notes" SET NOT NULL;
  DROP TABLE "booking_request_emails_locales" CASCADE;`)
}
