import { Migration } from '@mikro-orm/migrations';

/** The catalogue schema: services, feature types, service features, channels, packages, promo codes, stored files. */
export class Migration20261122020000CatalogueSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "catalogue";`);
    this.addSql(
      `create table "catalogue"."channel" ("id" serial primary key, "channel_type" varchar(100) not null, "idstate" smallint not null default 0);`,
    );
    this.addSql(`alter table "catalogue"."channel" add constraint "channel_channel_type_unique" unique ("channel_type");`);
    this.addSql(
      `create table "catalogue"."feature_type" ("id" serial primary key, "created_by" varchar(100) not null default 'system', "created_on" timestamptz not null, "modified_by" varchar(100) null, "modified_on" timestamptz null, "feature_type_name" varchar(50) not null, "category_type" varchar(1) not null, "idstate" smallint not null default 0);`,
    );
    this.addSql(
      `alter table "catalogue"."feature_type" add constraint "feature_type_feature_type_name_unique" unique ("feature_type_name");`,
    );
    this.addSql(
      `create table "catalogue"."package_type" ("id" smallint not null, "package_type_code" varchar(3) not null, "package_type_name" varchar(50) not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "catalogue"."package_type" add constraint "package_type_package_type_code_unique" unique ("package_type_code");`,
    );
    this.addSql(
      `create table "catalogue"."package" ("id" serial primary key, "created_by" varchar(100) not null default 'system', "created_on" timestamptz not null, "modified_by" varchar(100) null, "modified_on" timestamptz null, "package_code" varchar(30) not null, "package_type_id" smallint not null, "package_name" varchar(40) not null, "package_description" varchar(250) not null, "package_price" numeric(18,2) not null, "tax_iva" smallint not null, "price_unit" numeric(18,2) not null, "validity_period" smallint not null, "validity_type_id" varchar(1) not null, "public_visibility" boolean not null default false, "relevance" smallint not null, "sort_order" int not null, "apply_offer" boolean not null default false, "offer_type_code" varchar(3) null, "total_offer" numeric(18,2) not null default 0, "offer_start_time" timestamptz null, "offer_expiration_time" timestamptz null, "offer_image_key" varchar(100) null, "summary_html" text null, "idstate" smallint not null default 0);`,
    );
    this.addSql(`alter table "catalogue"."package" add constraint "package_package_code_unique" unique ("package_code");`);
    this.addSql(
      `create table "catalogue"."package_customer" ("id" serial primary key, "package_id" int not null, "customer_id" uuid not null);`,
    );
    this.addSql(
      `alter table "catalogue"."package_customer" add constraint "package_customer_package_id_customer_id_unique" unique ("package_id", "customer_id");`,
    );
    this.addSql(
      `create table "catalogue"."package_channel" ("package_id" int not null, "channel_id" int not null, primary key ("package_id", "channel_id"));`,
    );
    this.addSql(
      `create table "catalogue"."promotional_user_type" ("id" smallint not null, "type_user" varchar(50) not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "catalogue"."promotional_code" ("id" serial primary key, "created_by" varchar(100) not null default 'system', "created_on" timestamptz not null, "modified_by" varchar(100) null, "modified_on" timestamptz null, "promotion_code" varchar(50) not null, "description_promotion_code" varchar(250) not null, "use_quantity" int not null, "idstate" smallint not null default 0, "apply_total_purchase" boolean not null default false, "apply_product" boolean not null default false, "offer_type_code" varchar(3) not null, "offer_value" numeric(18,2) not null, "effective_start_date" date not null, "expiration_date" date not null, "periodicity_type" varchar(10) not null, "periodicity_quantity" smallint null, "end_periodicity_date" date null, "type_user_id" smallint not null);`,
    );
    this.addSql(
      `alter table "catalogue"."promotional_code" add constraint "promotional_code_promotion_code_unique" unique ("promotion_code");`,
    );
    this.addSql(
      `create table "catalogue"."promotional_code_package" ("promotional_code_id" int not null, "package_id" int not null, primary key ("promotional_code_id", "package_id"));`,
    );
    this.addSql(
      `create table "catalogue"."service" ("id" serial primary key, "created_by" varchar(100) not null default 'system', "created_on" timestamptz not null, "modified_by" varchar(100) null, "modified_on" timestamptz null, "service_type_id" int not null, "service_name" varchar(100) not null, "description_service" varchar(200) null, "service_name_contract" varchar(100) null, "contracted_services" boolean not null default false, "requires_supervision" boolean not null default false, "is_contract_full_access" boolean not null default false, "add_manual_license" boolean not null default false, "idstate" smallint not null default 0);`,
    );
    this.addSql(`alter table "catalogue"."service" add constraint "service_service_name_unique" unique ("service_name");`);
    this.addSql(
      `create table "catalogue"."package_service" ("package_id" int not null, "service_id" int not null, primary key ("package_id", "service_id"));`,
    );
    this.addSql(
      `create table "catalogue"."service_feature" ("id" serial primary key, "created_by" varchar(100) not null default 'system', "created_on" timestamptz not null, "modified_by" varchar(100) null, "modified_on" timestamptz null, "service_type_id" int not null, "service_feature_code" varchar(50) not null, "feature_description" varchar(250) not null, "feature_type_id" int not null, "idstate" smallint not null default 0, "feature_relation_id" int null, "feature_alias" varchar(100) null, "url_image_feature" varchar(1000) null, "color_feature" varchar(50) null);`,
    );
    this.addSql(
      `alter table "catalogue"."service_feature" add constraint "service_feature_service_feature_code_unique" unique ("service_feature_code");`,
    );
    this.addSql(
      `create table "catalogue"."package_feature" ("id" serial primary key, "package_id" int not null, "service_id" int not null, "service_feature_id" int not null, "quantity" int not null, "storage_unit" varchar(2) null);`,
    );
    this.addSql(
      `alter table "catalogue"."package_feature" add constraint "package_feature_package_id_service_id_service_feature_id_unique" unique ("package_id", "service_id", "service_feature_id");`,
    );
    this.addSql(
      `create table "catalogue"."stored_file" ("id" uuid not null, "file_name" varchar(200) not null, "content_type" varchar(100) not null, "size_bytes" int not null, "content" bytea not null, "created_on" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "catalogue"."package" add constraint "package_package_type_id_foreign" foreign key ("package_type_id") references "catalogue"."package_type" ("id");`,
    );
    this.addSql(
      `alter table "catalogue"."package_customer" add constraint "package_customer_package_id_foreign" foreign key ("package_id") references "catalogue"."package" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."package_channel" add constraint "package_channel_package_id_foreign" foreign key ("package_id") references "catalogue"."package" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."package_channel" add constraint "package_channel_channel_id_foreign" foreign key ("channel_id") references "catalogue"."channel" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."promotional_code" add constraint "promotional_code_type_user_id_foreign" foreign key ("type_user_id") references "catalogue"."promotional_user_type" ("id");`,
    );
    this.addSql(
      `alter table "catalogue"."promotional_code_package" add constraint "promotional_code_package_promotional_code_id_foreign" foreign key ("promotional_code_id") references "catalogue"."promotional_code" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."promotional_code_package" add constraint "promotional_code_package_package_id_foreign" foreign key ("package_id") references "catalogue"."package" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."package_service" add constraint "package_service_package_id_foreign" foreign key ("package_id") references "catalogue"."package" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."package_service" add constraint "package_service_service_id_foreign" foreign key ("service_id") references "catalogue"."service" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."service_feature" add constraint "service_feature_feature_type_id_foreign" foreign key ("feature_type_id") references "catalogue"."feature_type" ("id");`,
    );
    this.addSql(
      `alter table "catalogue"."service_feature" add constraint "service_feature_feature_relation_id_foreign" foreign key ("feature_relation_id") references "catalogue"."service_feature" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "catalogue"."package_feature" add constraint "package_feature_package_id_foreign" foreign key ("package_id") references "catalogue"."package" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "catalogue"."package_feature" add constraint "package_feature_service_id_foreign" foreign key ("service_id") references "catalogue"."service" ("id");`,
    );
    this.addSql(
      `alter table "catalogue"."package_feature" add constraint "package_feature_service_feature_id_foreign" foreign key ("service_feature_id") references "catalogue"."service_feature" ("id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists "catalogue" cascade;');
  }
}
