import { Migration } from '@mikro-orm/migrations';

/** Purchase orders and free trials with their lines and consent (docs/api/ordering.md). */
export class Migration20261122050000OrderingPurchaseOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "ordering";');
    this.addSql('create sequence if not exists "ordering"."payment_reference_seq" start with 1 increment by 1;');
    this.addSql(`create table "ordering"."purchase_order" (
      "id" uuid not null,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "payment_reference" varchar(20) not null,
      "submission_id" uuid not null,
      "app_name" varchar(30) not null,
      "service_name" varchar(50) not null,
      "kind" varchar(10) not null,
      "state" smallint not null,
      "registration_code" varchar(4) not null,
      "payment_method" varchar(10) not null,
      "payment_gateway" varchar(20) null,
      "billing_customer_id" uuid not null,
      "service_customer_id" uuid not null,
      "service_document_type_id" int not null,
      "service_document_number" varchar(15) not null,
      "billing_customer" jsonb not null,
      "service_customer" jsonb not null,
      "promotion_code" varchar(20) null,
      "sub_total" numeric(18,2) not null,
      "total_discount" numeric(18,2) not null,
      "tax_iva" numeric(18,2) not null,
      "total" numeric(18,2) not null,
      "additional_info" varchar(100) null,
      "user_name" varchar(100) null,
      "registered_on" timestamptz not null,
      "effective_on" timestamptz null,
      "activation_token_hash" varchar(64) null,
      "activation_expires_on" timestamptz null,
      "activation_used_on" timestamptz null,
      "consent_policy_url" varchar(500) not null,
      "consent_terms_url" varchar(500) not null,
      "consent_accepted_at" timestamptz not null,
      "consent_ip" varchar(45) null,
      "consent_user_name" varchar(100) null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "ordering"."purchase_order" add constraint "purchase_order_payment_reference_unique" unique ("payment_reference");',
    );
    this.addSql('alter table "ordering"."purchase_order" add constraint "purchase_order_submission_id_unique" unique ("submission_id");');
    this.addSql(
      'alter table "ordering"."purchase_order" add constraint "purchase_order_activation_token_hash_unique" unique ("activation_token_hash");',
    );
    this.addSql(
      'create index "purchase_order_service_document_idx" on "ordering"."purchase_order" ("service_document_type_id", "service_document_number", "service_name");',
    );
    this.addSql(`create table "ordering"."purchase_order_line" (
      "id" uuid not null,
      "order_id" uuid not null,
      "line_number" smallint not null,
      "package_id" int not null,
      "package_code" varchar(30) not null,
      "package_name" varchar(40) not null,
      "package_type_code" varchar(3) not null,
      "validity_type_id" varchar(1) not null,
      "validity_period" smallint not null,
      "quantity" int not null,
      "unit_price" numeric(18,2) not null,
      "base" numeric(18,2) not null,
      "discount" numeric(18,2) not null,
      "new_base" numeric(18,2) not null,
      "tax_iva" smallint not null,
      "iva_value" numeric(18,2) not null,
      "total" numeric(18,2) not null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "ordering"."purchase_order_line" add constraint "purchase_order_line_order_id_foreign" foreign key ("order_id") references "ordering"."purchase_order" ("id") on delete cascade;',
    );
    this.addSql('create index "purchase_order_line_order_id_index" on "ordering"."purchase_order_line" ("order_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "ordering"."purchase_order_line" cascade;');
    this.addSql('drop table if exists "ordering"."purchase_order" cascade;');
    this.addSql('drop sequence if exists "ordering"."payment_reference_seq";');
  }
}
