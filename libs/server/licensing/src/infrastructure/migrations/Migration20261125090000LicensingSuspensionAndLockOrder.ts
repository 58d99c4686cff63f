import { Migration } from '@mikro-orm/migrations';

/**
 * Decisions 0012 and 0009: consumption under contention and the suspension of a reversed order's licences
 * (decision 0012; docs/api/licensing.md "Consumo", "Suspensión").
 *
 * - `licence_plan.suspended_on` / `suspension_reason` and `licence_balance.suspended_on` (repeated from
 *   the plan, as its dates are, so the consumption statements filter on the balance alone): a suspended
 *   plan's balances are skipped by consumption; an event whose only active balances are suspended is
 *   answered PLAN_SUSPENDED.
 * - `licence_suspension`: one row per reversed order (primary key = referenceUuid), whether or not its
 *   plans exist yet: a replayed reversal finds it, and an order reversed before its licences were issued
 *   gets them issued suspended.
 * - consume_event / consume_events replaced: every transaction locks the whole set of balances it may
 *   draw from in one statement, in id order, before deciding anything (the previous consume_event
 *   could hold the balance its conditional update had waited on and then lock the others, in another
 *   order than a concurrent consume_events: "deadlock detected").
 *
 * Its functions are no longer written here: each has one source in infrastructure/sql, applied after the
 * migrations whenever it changes (decision 0072). This migration keeps the schema's history.
 */
export class Migration20261125090000LicensingSuspensionAndLockOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "licensing"."licence_plan" add column "suspended_on" timestamptz null, add column "suspension_reason" varchar(200) null;',
    );
    this.addSql('alter table "licensing"."licence_balance" add column "suspended_on" timestamptz null;');
    this.addSql(`create table "licensing"."licence_suspension" (
      "reference_uuid" uuid not null,
      "payment_reference" varchar(20) null,
      "reversed_at" timestamptz not null,
      "reason" varchar(200) not null,
      "recorded_on" timestamptz not null,
      primary key ("reference_uuid")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "licensing"."licence_suspension";');
    this.addSql('alter table "licensing"."licence_balance" drop column "suspended_on";');
    this.addSql('alter table "licensing"."licence_plan" drop column "suspended_on", drop column "suspension_reason";');
  }
}
