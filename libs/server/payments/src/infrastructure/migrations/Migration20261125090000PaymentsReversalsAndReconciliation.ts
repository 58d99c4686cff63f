import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 0009 (docs/api/payments.md): reversals of approved payments, test transactions kept without effect,
 * the reconciliation job's bookkeeping, the review list of unknown gateway codes, and the sandbox's own
 * record of the transactions it answered (so it can answer the reconciliation job offline).
 */
export class Migration20261125090000PaymentsReversalsAndReconciliation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments"."payment"
      add column "reversed_on" timestamptz null,
      add column "reversal_transaction_id" varchar(100) null,
      add column "reversal_reason" varchar(500) null,
      add column "last_reconciled_on" timestamptz null;`);
    this.addSql(`alter table "payments"."payment_attempt"
      add column "test" boolean not null default false,
      add column "source" varchar(15) not null default 'CONFIRMATION',
      add column "needs_review" boolean not null default false;`);

    this.addSql(`create table "payments"."payment_review" (
      "id" uuid not null,
      "payment_id" uuid not null,
      "reference_uuid" uuid not null,
      "payment_reference" varchar(20) not null,
      "app_name" varchar(30) not null,
      "gateway" varchar(20) not null,
      "transaction_id" varchar(100) not null,
      "gateway_reference" varchar(100) null,
      "response_code" varchar(10) not null,
      "response_text" varchar(500) null,
      "source" varchar(15) not null,
      "payment_state" varchar(10) not null,
      "opened_on" timestamptz not null,
      "resolved_on" timestamptz null,
      "resolved_by" varchar(100) null,
      "resolution_note" varchar(500) null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "payments"."payment_review" add constraint "payment_review_answer_unique" unique ("gateway", "transaction_id", "response_code");',
    );
    this.addSql('create index "payment_review_open_idx" on "payments"."payment_review" ("resolved_on", "opened_on");');

    this.addSql(`create table "payments"."sandbox_transaction" (
      "transaction_id" varchar(100) not null,
      "payment_id" uuid not null,
      "ref_payco" varchar(20) not null,
      "response_code" varchar(10) not null,
      "created_on" timestamptz not null,
      primary key ("transaction_id")
    );`);
    this.addSql('create index "sandbox_transaction_payment_idx" on "payments"."sandbox_transaction" ("payment_id", "created_on");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payments"."sandbox_transaction";');
    this.addSql('drop table if exists "payments"."payment_review";');
    this.addSql('alter table "payments"."payment_attempt" drop column "test", drop column "source", drop column "needs_review";');
    this.addSql(
      'alter table "payments"."payment" drop column "reversed_on", drop column "reversal_transaction_id", drop column "reversal_reason", drop column "last_reconciled_on";',
    );
  }
}
