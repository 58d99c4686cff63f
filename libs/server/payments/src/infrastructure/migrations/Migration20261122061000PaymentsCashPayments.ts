import { Migration } from '@mikro-orm/migrations';

/**
 * Cash payments (docs/api/payments.md, "Pagos en efectivo"): payments' copy of each registered order for the
 * purchase summary, the proofs and RUT files and their bytes, and the append-only audit of staff decisions.
 */
export class Migration20261122061000PaymentsCashPayments extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "payments";');
    this.addSql(`create table "payments"."purchase_summary" (
      "reference_uuid" uuid not null,
      "payment_reference" varchar(20) not null,
      "app_name" varchar(30) not null,
      "payment_method" varchar(10) not null,
      "lines" jsonb not null,
      "sub_total" numeric(18,2) not null,
      "total_discount" numeric(18,2) not null,
      "tax_iva" numeric(18,2) not null,
      "total" numeric(18,2) not null,
      "billing_person_type" varchar(1) null,
      "billing_document_type_id" int not null,
      "billing_document_number" varchar(15) not null,
      "billing_email" varchar(100) not null,
      "service_document_type_id" int not null,
      "service_document_number" varchar(15) not null,
      "service_email" varchar(100) not null,
      "service_name" varchar(450) not null,
      "registered_on" timestamptz not null,
      primary key ("reference_uuid")
    );`);
    this.addSql('create index "purchase_summary_billing_document_idx" on "payments"."purchase_summary" ("billing_document_number");');
    this.addSql('create index "purchase_summary_service_document_idx" on "payments"."purchase_summary" ("service_document_number");');

    this.addSql(`create table "payments"."payment_support" (
      "id" uuid not null,
      "reference_uuid" uuid not null,
      "support_type" varchar(20) not null,
      "file_name" varchar(200) not null,
      "content_type" varchar(100) not null,
      "size_bytes" int not null,
      "storage_key" varchar(200) not null,
      "uploaded_on" timestamptz not null,
      "uploaded_by" varchar(100) null,
      "uploaded_ip" varchar(64) null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "payments"."payment_support" add constraint "payment_support_reference_type_unique" unique ("reference_uuid", "support_type");',
    );

    this.addSql(`create table "payments"."stored_file" (
      "id" uuid not null,
      "file_name" varchar(200) not null,
      "content_type" varchar(100) not null,
      "size_bytes" int not null,
      "content" bytea not null,
      "created_on" timestamptz not null,
      primary key ("id")
    );`);

    this.addSql(`create table "payments"."cash_payment_decision" (
      "id" uuid not null,
      "payment_id" uuid not null,
      "reference_uuid" uuid not null,
      "payment_reference" varchar(20) not null,
      "from_state" smallint not null,
      "to_state" smallint not null,
      "reject_type_id" int null,
      "reason" varchar(500) null,
      "decided_by" varchar(100) not null,
      "decided_by_id" varchar(100) null,
      "decided_on" timestamptz not null,
      "ip" varchar(64) null,
      primary key ("id")
    );`);
    this.addSql('create index "cash_payment_decision_payment_idx" on "payments"."cash_payment_decision" ("payment_id", "decided_on");');
    // Nobody edits or erases a decision: the table only takes inserts, whoever connects. The row trigger and its
    // function follow MikroORM's naming ({table}_{trigger}_fn) and body, as the entity declares them.
    this.addSql(
      `create or replace function "payments"."cash_payment_decision_append_only_fn"() returns trigger as $$ begin raise exception 'payments.cash_payment_decision es un registro de auditoría: no admite %', tg_op using errcode = '55000'; end; $$ language plpgsql;`,
    );
    this.addSql(
      'create trigger "append_only" before UPDATE OR DELETE on "payments"."cash_payment_decision" for each ROW execute function "payments"."cash_payment_decision_append_only_fn"();',
    );
    this.addSql(
      'create trigger "no_truncate" before TRUNCATE on "payments"."cash_payment_decision" for each STATEMENT execute function "payments"."cash_payment_decision_append_only_fn"();',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payments"."cash_payment_decision" cascade;');
    this.addSql('drop function if exists "payments"."cash_payment_decision_append_only_fn"();');
    this.addSql('drop table if exists "payments"."stored_file" cascade;');
    this.addSql('drop table if exists "payments"."payment_support" cascade;');
    this.addSql('drop table if exists "payments"."purchase_summary" cascade;');
  }
}
