import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_requests_recipients_kind" AS ENUM('admin', 'agent');
  CREATE TABLE "bookings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"agents_id" uuid
  );
  
  CREATE TABLE "booking_requests_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"kind" "enum_booking_requests_recipients_kind" NOT NULL,
  	"outbox_email_id" uuid
  );
  
  CREATE TABLE "booking_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"booking_id" uuid NOT NULL,
  	"agent_id" uuid NOT NULL,
  	"subject" varchar NOT NULL,
  	"one_time" boolean DEFAULT false,
  	"recipient_count" numeric NOT NULL,
  	"send_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_request_emails" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"requestsubject_foradmin" varchar NOT NULL,
  	"requestcontent_foradmin" varchar NOT NULL,
  	"requestsubject_foragent" varchar NOT NULL,
  	"requestcontent_foragent" varchar NOT NULL,
  	"export_terms" varchar NOT NULL,
  	"export_client_notes" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_requests_id" uuid;
  ALTER TABLE "bookings_rels" ADD CONSTRAINT "bookings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_rels" ADD CONSTRAINT "bookings_rels_agents_fk" FOREIGN KEY ("agents_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_requests_recipients" ADD CONSTRAINT "booking_requests_recipients_outbox_email_id_emails_id_fk" FOREIGN KEY ("outbox_email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_requests_recipients" ADD CONSTRAINT "booking_requests_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_rels_order_idx" ON "bookings_rels" USING btree ("order");
  CREATE INDEX "bookings_rels_parent_idx" ON "bookings_rels" USING btree ("parent_id");
  CREATE INDEX "bookings_rels_path_idx" ON "bookings_rels" USING btree ("path");
  CREATE INDEX "bookings_rels_agents_id_idx" ON "bookings_rels" USING btree ("agents_id");
  CREATE INDEX "booking_requests_recipients_order_idx" ON "booking_requests_recipients" USING btree ("_order");
  CREATE INDEX "booking_requests_recipients_parent_id_idx" ON "booking_requests_recipients" USING btree ("_parent_id");
  CREATE INDEX "booking_requests_recipients_outbox_email_idx" ON "booking_requests_recipients" USING btree ("outbox_email_id");
  CREATE INDEX "booking_requests_booking_idx" ON "booking_requests" USING btree ("booking_id");
  CREATE INDEX "booking_requests_agent_idx" ON "booking_requests" USING btree ("agent_id");
  CREATE UNIQUE INDEX "booking_requests_send_id_idx" ON "booking_requests" USING btree ("send_id");
  CREATE INDEX "booking_requests_updated_at_idx" ON "booking_requests" USING btree ("updated_at");
  CREATE INDEX "booking_requests_created_at_idx" ON "booking_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_requests_fk" FOREIGN KEY ("booking_requests_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_requests_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_request_emails" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_rels" CASCADE;
  DROP TABLE "booking_requests_recipients" CASCADE;
  DROP TABLE "booking_requests" CASCADE;
  DROP TABLE "booking_request_emails" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_booking_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_requests_id";
  DROP TYPE "public"."enum_booking_requests_recipients_kind";`)
}
