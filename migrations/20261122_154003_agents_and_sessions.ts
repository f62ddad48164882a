import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agencies_agency_type" AS ENUM('Retail', 'Leisure', 'Wholesale', 'Tour Operator', 'M.I.C.E.');
  CREATE TYPE "public"."enum_agents_ccurrency" AS ENUM('USD', 'EUR', 'GBP', 'AUD', 'THB', 'VND', 'SGD');
  CREATE TYPE "public"."enum_agents_cmarket" AS ENUM('standard', 'europe', 'asia-pacific', 'americas');
  CREATE TYPE "public"."enum_agent_tokens_purpose" AS ENUM('set-password');
  CREATE TABLE "agencies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"agency_type" "enum_agencies_agency_type",
  	"city" varchar,
  	"state_province" varchar,
  	"country" varchar,
  	"registration_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"agency_id" uuid NOT NULL,
  	"ccode" varchar NOT NULL,
  	"md5code" varchar NOT NULL,
  	"ccurrency" "enum_agents_ccurrency" DEFAULT 'USD' NOT NULL,
  	"cmarket" "enum_agents_cmarket" DEFAULT 'standard' NOT NULL,
  	"online" boolean DEFAULT false,
  	"active" boolean DEFAULT true,
  	"password_set_at" timestamp(3) with time zone,
  	"password_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"nations_id" uuid
  );
  
  CREATE TABLE "agent_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"agent_id" uuid NOT NULL,
  	"family" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"nation" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"rotated_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"revoked_reason" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agent_tokens" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"agent_id" uuid NOT NULL,
  	"purpose" "enum_agent_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "login_failures" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agencies_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agents_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_sessions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_tokens_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_failures_id" uuid;
  ALTER TABLE "agencies" ADD CONSTRAINT "agencies_registration_id_agency_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."agency_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agents" ADD CONSTRAINT "agents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agents_rels" ADD CONSTRAINT "agents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "agents_rels" ADD CONSTRAINT "agents_rels_nations_fk" FOREIGN KEY ("nations_id") REFERENCES "public"."nations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_tokens" ADD CONSTRAINT "agent_tokens_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agencies_name_idx" ON "agencies" USING btree ("name");
  CREATE INDEX "agencies_registration_idx" ON "agencies" USING btree ("registration_id");
  CREATE INDEX "agencies_updated_at_idx" ON "agencies" USING btree ("updated_at");
  CREATE INDEX "agencies_created_at_idx" ON "agencies" USING btree ("created_at");
  CREATE UNIQUE INDEX "agents_email_idx" ON "agents" USING btree ("email");
  CREATE INDEX "agents_agency_idx" ON "agents" USING btree ("agency_id");
  CREATE UNIQUE INDEX "agents_ccode_idx" ON "agents" USING btree ("ccode");
  CREATE UNIQUE INDEX "agents_md5code_idx" ON "agents" USING btree ("md5code");
  CREATE INDEX "agents_updated_at_idx" ON "agents" USING btree ("updated_at");
  CREATE INDEX "agents_created_at_idx" ON "agents" USING btree ("created_at");
  CREATE INDEX "agents_rels_order_idx" ON "agents_rels" USING btree ("order");
  CREATE INDEX "agents_rels_parent_idx" ON "agents_rels" USING btree ("parent_id");
  CREATE INDEX "agents_rels_path_idx" ON "agents_rels" USING btree ("path");
  CREATE INDEX "agents_rels_nations_id_idx" ON "agents_rels" USING btree ("nations_id");
  CREATE INDEX "agent_sessions_agent_idx" ON "agent_sessions" USING btree ("agent_id");
  CREATE INDEX "agent_sessions_family_idx" ON "agent_sessions" USING btree ("family");
  CREATE UNIQUE INDEX "agent_sessions_token_hash_idx" ON "agent_sessions" USING btree ("token_hash");
  CREATE INDEX "agent_sessions_revoked_at_idx" ON "agent_sessions" USING btree ("revoked_at");
  CREATE INDEX "agent_sessions_updated_at_idx" ON "agent_sessions" USING btree ("updated_at");
  CREATE INDEX "agent_sessions_created_at_idx" ON "agent_sessions" USING btree ("created_at");
  CREATE INDEX "agent_tokens_agent_idx" ON "agent_tokens" USING btree ("agent_id");
  CREATE UNIQUE INDEX "agent_tokens_token_hash_idx" ON "agent_tokens" USING btree ("token_hash");
  CREATE INDEX "agent_tokens_updated_at_idx" ON "agent_tokens" USING btree ("updated_at");
  CREATE INDEX "agent_tokens_created_at_idx" ON "agent_tokens" USING btree ("created_at");
  CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key");
  CREATE INDEX "login_failures_updated_at_idx" ON "login_failures" USING btree ("updated_at");
  CREATE INDEX "login_failures_created_at_idx" ON "login_failures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agencies_fk" FOREIGN KEY ("agencies_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agents_fk" FOREIGN KEY ("agents_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_sessions_fk" FOREIGN KEY ("agent_sessions_id") REFERENCES "public"."agent_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_tokens_fk" FOREIGN KEY ("agent_tokens_id") REFERENCES "public"."agent_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_failures_fk" FOREIGN KEY ("login_failures_id") REFERENCES "public"."login_failures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agencies_id_idx" ON "payload_locked_documents_rels" USING btree ("agencies_id");
  CREATE INDEX "payload_locked_documents_rels_agents_id_idx" ON "payload_locked_documents_rels" USING btree ("agents_id");
  CREATE INDEX "payload_locked_documents_rels_agent_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_agent_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_login_failures_id_idx" ON "payload_locked_documents_rels" USING btree ("login_failures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agents_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agent_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agent_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agencies" CASCADE;
  DROP TABLE "agents" CASCADE;
  DROP TABLE "agents_rels" CASCADE;
  DROP TABLE "agent_sessions" CASCADE;
  DROP TABLE "agent_tokens" CASCADE;
  DROP TABLE "login_failures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agencies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_failures_fk";
  
  DROP INDEX "payload_locked_documents_rels_agencies_id_idx";
  DROP INDEX "payload_locked_documents_rels_agents_id_idx";
  DROP INDEX "payload_locked_documents_rels_agent_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_agent_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_login_failures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agencies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_failures_id";
  DROP TYPE "public"."enum_agencies_agency_type";
  DROP TYPE "public"."enum_agents_ccurrency";
  DROP TYPE "public"."enum_agents_cmarket";
  DROP TYPE "public"."enum_agent_tokens_purpose";`)
}
