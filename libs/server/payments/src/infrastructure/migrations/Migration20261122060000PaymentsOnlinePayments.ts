import { Migration } from '@mikro-orm/migrations';

/** Payments of purchase orders and the gateway answers about them (docs/api/payments.md). */
export class Migration20261122060000PaymentsOnlinePayments extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "payments";');
    this.addSql(`create table "payments"."payment" (
      "id" uuid not null,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "reference_uuid" uuid not null,
      "payment_reference" varchar(20) not null,
      "app_name" varchar(30) not null,
      "service_name" varchar(50) not null,
      "method" varchar(10) not null,
      "gateway" varchar(20) null,
      "state" varchar(10) not null,
      "amount" numeric(18,2) not null,
      "tax_iva" numeric(18,2) not null,
      "currency" varchar(3) not null default 'COP',
      "customer_person_type" varchar(1) null,
      "customer_name" varchar(450) not null,
      "customer_document_type_id" int not null,
      "customer_document_number" varchar(15) not null,
      "customer_email" varchar(100) not null,
      "customer_cellphone_number" varchar(10) null,
      "lines" jsonb not null,
      "order_registered_on" timestamptz not null,
      "checkout_requested_on" timestamptz null,
      "decided_on" timestamptz null,
      "decided_by" varchar(100) null,
      "gateway_transaction_id" varchar(100) null,
      "reject_reason" varchar(500) null,
      "reject_type_id" int null,
      primary key ("id")
    );`);
    this.addSql('alter table "payments"."payment" add constraint "payment_reference_uuid_unique" unique ("reference_uuid");');
    this.addSql('alter table "payments"."payment" add constraint "payment_payment_reference_unique" unique ("payment_reference");');
    this.addSql('create index "payment_state_method_idx" on "payments"."payment" ("method", "state");');
    this.addSql('create index "payment_customer_document_idx" on "payments"."payment" ("customer_document_number");');

    this.addSql(`create table "payments"."payment_attempt" (
      "id" uuid not null,
      "payment_id" uuid not null,
      "gateway" varchar(20) not null,
      "transaction_id" varchar(100) not null,
      "gateway_reference" varchar(100) null,
      "outcome" varchar(10) not null,
      "response_code" varchar(10) null,
      "response_text" varchar(500) null,
      "amount" numeric(18,2) not null,
      "currency" varchar(3) not null,
      "effect" varchar(10) not null,
      "received_on" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "payments"."payment_attempt" add constraint "payment_attempt_answer_unique" unique ("gateway", "transaction_id", "outcome");',
    );
    this.addSql('create index "payment_attempt_payment_idx" on "payments"."payment_attempt" ("payment_id", "received_on");');
    this.addSql(
      'alter table "payments"."payment_attempt" add constraint "payment_attempt_payment_id_foreign" foreign key ("payment_id") references "payments"."payment" ("id") on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payments"."payment_attempt" cascade;');
    this.addSql('drop table if exists "payments"."payment" cascade;');
  }
}
