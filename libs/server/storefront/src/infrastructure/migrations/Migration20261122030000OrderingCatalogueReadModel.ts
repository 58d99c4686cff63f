import { Migration } from '@mikro-orm/migrations';

/** The ordering schema and the storefront's read model of the catalogue: packages, promo codes, their uses, price tiers. */
export class Migration20261122030000OrderingCatalogueReadModel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "ordering";`);
    this.addSql(
      `create table "ordering"."catalogue_package" ("package_id" int not null, "package_code" varchar(30) not null, "service_names" text[] not null, "idstate" smallint not null, "public_visibility" boolean not null, "customer_ids" text[] not null, "snapshot" jsonb not null, "updated_on" timestamptz not null, primary key ("package_id"));`,
    );
    this.addSql(`create index "catalogue_package_service_names_idx" on "ordering"."catalogue_package" using gin ("service_names");`);
    this.addSql(
      `create table "ordering"."promotion_code" ("promo_code_id" int not null, "promotion_code" varchar(50) not null, "idstate" smallint not null, "snapshot" jsonb not null, "updated_on" timestamptz not null, primary key ("promo_code_id"));`,
    );
    this.addSql(`alter table "ordering"."promotion_code" add constraint "promotion_code_promotion_code_unique" unique ("promotion_code");`);
    this.addSql(
      `create table "ordering"."promotion_code_use" ("promo_code_id" int not null, "period" varchar(10) not null, "uses" int not null default 0, primary key ("promo_code_id", "period"));`,
    );
    this.addSql(
      `create table "ordering"."price_tier" ("id" serial primary key, "type" varchar(20) not null, "package_code" varchar(30) not null, "quantity" int not null, "price" numeric(18,2) not null);`,
    );
    this.addSql(
      `alter table "ordering"."price_tier" add constraint "price_tier_type_package_code_quantity_unique" unique ("type", "package_code", "quantity");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ordering"."price_tier";`);
    this.addSql(`drop table if exists "ordering"."promotion_code_use";`);
    this.addSql(`drop table if exists "ordering"."promotion_code";`);
    this.addSql(`drop table if exists "ordering"."catalogue_package";`);
  }
}
