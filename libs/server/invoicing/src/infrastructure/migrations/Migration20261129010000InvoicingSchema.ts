import { Migration } from '@mikro-orm/migrations';

/**
 * Electronic invoicing (decisions 0049–0051): the copy of each registered sale, the numbering
 * resolutions (technical key sealed), the invoices and credit notes, the counters of credit notes and the
 * development signing certificate of the `local` adapter.
 */
export class Migration20261129010000InvoicingSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "invoicing";');
    this.addSql(`create table "invoicing"."invoiced_sale" (
      "reference_uuid" uuid not null,
      "payment_reference" varchar(40) not null,
      "app_name" varchar(30) not null,
      "sale" jsonb not null,
      "owners" jsonb not null,
      "registered_on" timestamptz not null,
      primary key ("reference_uuid")
    );`);
    this.addSql(`create table "invoicing"."numbering_resolution" (
      "id" uuid not null,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "resolution_number" varchar(40) not null,
      "prefix" varchar(4) not null,
      "range_from" bigint not null,
      "range_to" bigint not null,
      "valid_from" date not null,
      "valid_to" date not null,
      "technical_key_ciphertext" text not null,
      "next_number" bigint not null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "invoicing"."numbering_resolution" add constraint "numbering_resolution_number_prefix_key" unique ("resolution_number", "prefix");',
    );
    this.addSql(`create table "invoicing"."electronic_document" (
      "id" uuid not null,
      "kind" varchar(12) not null,
      "reference_uuid" uuid not null,
      "payment_reference" varchar(40) not null,
      "app_name" varchar(30) not null,
      "status" varchar(10) not null default 'EN_ESPERA',
      "number" varchar(30) null,
      "resolution_id" uuid null,
      "document_key" varchar(96) null,
      "issued_at" timestamptz null,
      "total" numeric(18,2) not null,
      "tax_total" numeric(18,2) not null,
      "xml" text null,
      "pdf" bytea null,
      "credited_document_id" uuid null,
      "reason" varchar(300) null,
      "provider" varchar(10) not null,
      "reasons" jsonb not null,
      "track_id" varchar(100) null,
      "attempts" int not null default 0,
      "last_error" varchar(500) null,
      "mailed_on" timestamptz null,
      "created_on" timestamptz not null,
      "modified_on" timestamptz null,
      primary key ("id")
    );`);
    this.addSql('create index "electronic_document_status_idx" on "invoicing"."electronic_document" ("status");');
    this.addSql(
      'alter table "invoicing"."electronic_document" add constraint "electronic_document_order_kind_key" unique ("reference_uuid", "kind");',
    );
    this.addSql('alter table "invoicing"."electronic_document" add constraint "electronic_document_number_key" unique ("number");');
    this.addSql(`create table "invoicing"."document_counter" (
      "prefix" varchar(10) not null,
      "next_number" bigint not null,
      primary key ("prefix")
    );`);
    this.addSql(`create table "invoicing"."signing_credential" (
      "name" varchar(20) not null,
      "private_key_pem" text not null,
      "certificate_pem" text not null,
      "created_on" timestamptz not null,
      primary key ("name")
    );`);
  }
}
