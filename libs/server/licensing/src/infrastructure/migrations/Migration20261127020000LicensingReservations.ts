import { Migration } from '@mikro-orm/migrations';

/**
 * The apps' platform: reservations and entitlements (decision 0033;
 * docs/api/licensing.md "Reservas", "Derechos").
 *
 * - `licence_balance.reserved`: units held by reservations not yet committed or released. What a
 *   balance still offers is `total − used − reserved` everywhere; the check keeps `used + reserved ≤ total`.
 * - `reservation`: one row per (app, reservationId), HELD until committed, released or expired, with the
 *   balances it holds units of (`allocations`, as consumption_event's).
 * - consume_events / consume_event redefined (the text of 20261125090000 with `- reserved` wherever
 *   they measure what is left): an event needs `used + reserved + quantity ≤ total`.
 * - reserve_units / commit_reservation / release_reservation: every one locks the balances it touches in
 *   id order first, then the reservation row (the order of consumption and of the suspension of a plan),
 *   so none of them waits on another in a cycle. Committing moves the units from reserved to used and is
 *   never refused for want of balance; it writes a consumption event (id `reserva:` + reservationId) and
 *   the BalanceLow / BalanceExhausted crossings as consumption does.
 *
 * Its functions are no longer written here: each has one source in infrastructure/sql, applied after the
 * migrations whenever it changes (decision 0072). This migration keeps the schema's history.
 */
export class Migration20261127020000LicensingReservations extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "licensing"."licence_balance" add column "reserved" bigint not null default 0;');
    this.addSql(
      'alter table "licensing"."licence_balance" add constraint "licence_balance_reserved_check" check ("reserved" >= 0 and ("is_unlimited" or "used" + "reserved" <= "total"));',
    );
    this.addSql(`create table "licensing"."reservation" (
      "app_name" varchar(30) not null,
      "reservation_id" varchar(90) not null,
      "document_type_id" int not null,
      "document_number" varchar(15) not null,
      "service_name" varchar(50) not null,
      "feature_code" varchar(50) not null,
      "quantity" int not null,
      "ttl_seconds" int not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "status" varchar(10) not null,
      "settled_at" timestamptz null,
      "event_id" varchar(100) null,
      "allocations" jsonb not null,
      primary key ("app_name", "reservation_id"),
      constraint "reservation_status_check" check ("status" in ('HELD', 'COMMITTED', 'RELEASED', 'EXPIRED'))
    );`);
    this.addSql('create index "reservation_due_index" on "licensing"."reservation" ("expires_at") where "status" = \'HELD\';');
    this.addSql(
      'create index "reservation_held_key_index" on "licensing"."reservation" ("document_type_id", "document_number", "feature_code") where "status" = \'HELD\';',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists "licensing"."commit_reservation"(varchar, varchar, varchar);');
    this.addSql('drop function if exists "licensing"."reserve_units"(varchar, varchar, varchar, int, varchar, varchar, int, int);');
    this.addSql('drop function if exists "licensing"."available_units"(varchar, int, varchar, varchar);');
    this.addSql('drop function if exists "licensing"."give_back_reservation"(varchar, varchar, varchar, boolean);');
    this.addSql('drop table if exists "licensing"."reservation";');
    this.addSql('alter table "licensing"."licence_balance" drop constraint "licence_balance_reserved_check";');
    this.addSql('alter table "licensing"."licence_balance" drop column "reserved";');
  }
}
