import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "restaurant_menus_courses_dishes_tags" CASCADE;
  DROP TABLE "_restaurant_menus_v_version_courses_dishes_tags" CASCADE;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "dietary_vegetarian" boolean DEFAULT false;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "dietary_vegan" boolean DEFAULT false;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "dietary_spicy" boolean DEFAULT false;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "dietary_nuts" boolean DEFAULT false;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "dietary_gluten_free" boolean DEFAULT false;
  ALTER TABLE "restaurant_menus_courses_dishes" ADD COLUMN "dietary_signature" boolean DEFAULT false;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "dietary_vegetarian" boolean DEFAULT false;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "dietary_vegan" boolean DEFAULT false;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "dietary_spicy" boolean DEFAULT false;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "dietary_nuts" boolean DEFAULT false;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "dietary_gluten_free" boolean DEFAULT false;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" ADD COLUMN "dietary_signature" boolean DEFAULT false;
  DROP TYPE "public"."enum_restaurant_menus_courses_dishes_tags";
  DROP TYPE "public"."enum__restaurant_menus_v_version_courses_dishes_tags";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_restaurant_menus_courses_dishes_tags" AS ENUM('vegetarian', 'vegan', 'spicy', 'nuts', 'gluten-free', 'signature');
  CREATE TYPE "public"."enum__restaurant_menus_v_version_courses_dishes_tags" AS ENUM('vegetarian', 'vegan', 'spicy', 'nuts', 'gluten-free', 'signature');
  CREATE TABLE "restaurant_menus_courses_dishes_tags" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_restaurant_menus_courses_dishes_tags",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_restaurant_menus_v_version_courses_dishes_tags" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__restaurant_menus_v_version_courses_dishes_tags",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  ALTER TABLE "restaurant_menus_courses_dishes_tags" ADD CONSTRAINT "restaurant_menus_courses_dishes_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurant_menus_courses_dishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes_tags" ADD CONSTRAINT "_restaurant_menus_v_version_courses_dishes_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_restaurant_menus_v_version_courses_dishes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "restaurant_menus_courses_dishes_tags_order_idx" ON "restaurant_menus_courses_dishes_tags" USING btree ("order");
  CREATE INDEX "restaurant_menus_courses_dishes_tags_parent_idx" ON "restaurant_menus_courses_dishes_tags" USING btree ("parent_id");
  CREATE INDEX "_restaurant_menus_v_version_courses_dishes_tags_order_idx" ON "_restaurant_menus_v_version_courses_dishes_tags" USING btree ("order");
  CREATE INDEX "_restaurant_menus_v_version_courses_dishes_tags_parent_idx" ON "_restaurant_menus_v_version_courses_dishes_tags" USING btree ("parent_id");
  ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "dietary_vegetarian";
  ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "dietary_vegan";
  ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "dietary_spicy";
  ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "dietary_nuts";
  ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "dietary_gluten_free";
  ALTER TABLE "restaurant_menus_courses_dishes" DROP COLUMN "dietary_signature";
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "dietary_vegetarian";
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "dietary_vegan";
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "dietary_spicy";
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "dietary_nuts";
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "dietary_gluten_free";
  ALTER TABLE "_restaurant_menus_v_version_courses_dishes" DROP COLUMN "dietary_signature";`)
}
