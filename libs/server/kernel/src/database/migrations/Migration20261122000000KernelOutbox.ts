import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000KernelOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "kernel";');
    this.addSql(`create table "kernel"."outbox_message" (
      "id" bigserial primary key,
      "event_name" varchar(200) not null,
      "payload" jsonb not null,
      "occurred_on" timestamptz not null,
      "dispatched_on" timestamptz null
    );`);
    this.addSql('create index "outbox_message_pending_idx" on "kernel"."outbox_message" ("id") where dispatched_on is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "kernel"."outbox_message" cascade;');
    this.addSql('drop schema if exists "kernel";');
  }
}
