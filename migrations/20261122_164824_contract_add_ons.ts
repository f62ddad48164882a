import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "hotel_contracts_room_rates_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" varchar NOT NULL
  );
  
  ALTER TABLE "hotel_contracts_room_rates_add_ons" ADD CONSTRAINT "hotel_contracts_room_rates_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_contracts_room_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hotel_contracts_room_rates_add_ons_order_idx" ON "hotel_contracts_room_rates_add_ons" USING btree ("_order");
  CREATE INDEX "hotel_contracts_room_rates_add_ons_parent_id_idx" ON "hotel_contracts_room_rates_add_ons" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "hotel_contracts_room_rates_add_ons" CASCADE;`)
}
