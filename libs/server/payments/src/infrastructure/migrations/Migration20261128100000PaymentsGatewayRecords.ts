import { Migration } from '@mikro-orm/migrations';

/**
 * The gateway's own record decides online payments in production (docs/decisions/0041): confirmations kept while
 * that record could not be read, and the review list's kind and Spanish reason, one item per payment and kind
 * (a transaction presented for a second order opens an item on that order).
 */
export class Migration20261128100000PaymentsGatewayRecords extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payments"."held_confirmation" (
      "id" uuid not null,
      "payment_id" uuid not null,
      "gateway" varchar(20) not null,
      "transaction_id" varchar(100) not null,
      "gateway_reference" varchar(100) null,
      "response_code" varchar(10) null,
      "fields" jsonb not null,
      "received_on" timestamptz not null,
      "last_checked_on" timestamptz null,
      "settled_on" timestamptz null,
      "settlement" varchar(20) null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "payments"."held_confirmation" add constraint "held_confirmation_transaction_unique" unique ("payment_id", "gateway", "transaction_id");',
    );
    this.addSql('create index "held_confirmation_open_idx" on "payments"."held_confirmation" ("settled_on", "last_checked_on");');

    this.addSql(`alter table "payments"."payment_review"
      add column "kind" varchar(20) not null default 'UNKNOWN_CODE',
      add column "reason" varchar(500) null;`);
    this.addSql(`update "payments"."payment_review"
      set "reason" = 'La pasarela respondió el código «' || "response_code" || '», que la tienda no conoce. El pago no cambió: consulta la transacción en la pasarela.';`);
    this.addSql('alter table "payments"."payment_review" alter column "reason" set not null;');
    this.addSql('alter table "payments"."payment_review" drop constraint "payment_review_answer_unique";');
    this.addSql(
      'alter table "payments"."payment_review" add constraint "payment_review_answer_unique" unique ("payment_id", "kind", "gateway", "transaction_id", "response_code");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "payments"."payment_review" drop constraint "payment_review_answer_unique";');
    this.addSql(`delete from "payments"."payment_review" where "kind" <> 'UNKNOWN_CODE';`);
    this.addSql(
      'alter table "payments"."payment_review" add constraint "payment_review_answer_unique" unique ("gateway", "transaction_id", "response_code");',
    );
    this.addSql('alter table "payments"."payment_review" drop column "kind", drop column "reason";');
    this.addSql('drop table if exists "payments"."held_confirmation";');
  }
}
