import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks for the apps (decision 0035): the registered webhooks (secret
 * encrypted), one delivery per (event, webhook) with the exact body, and every attempt.
 */
export class Migration20261127040000WebhooksSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "webhooks";');
    this.addSql(`create table "webhooks"."webhook" (
      "id" uuid not null,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "app_name" varchar(30) not null,
      "url" varchar(2000) not null,
      "events" text[] not null,
      "secret_ciphertext" text not null,
      "secret_rotated_on" timestamptz null,
      "disabled_on" timestamptz null,
      primary key ("id")
    );`);
    this.addSql('create index "webhook_app_name_idx" on "webhooks"."webhook" ("app_name");');

    this.addSql(`create table "webhooks"."webhook_delivery" (
      "id" uuid not null,
      "webhook_id" uuid not null,
      "event_id" uuid not null,
      "event_type" varchar(40) not null,
      "body" text not null,
      "state" varchar(10) not null,
      "attempts" int not null default 0,
      "last_status" int null,
      "last_error" varchar(500) null,
      "created_on" timestamptz not null,
      "last_attempt_on" timestamptz null,
      "delivered_on" timestamptz null,
      primary key ("id")
    );`);
    this.addSql(
      'alter table "webhooks"."webhook_delivery" add constraint "webhook_delivery_event_unique" unique ("webhook_id", "event_id");',
    );
    this.addSql('create index "webhook_delivery_webhook_idx" on "webhooks"."webhook_delivery" ("webhook_id", "created_on");');

    this.addSql(`create table "webhooks"."webhook_attempt" (
      "id" bigserial primary key,
      "delivery_id" uuid not null,
      "attempted_on" timestamptz not null,
      "status_code" int null,
      "response_excerpt" varchar(500) null,
      "duration_ms" int not null,
      "error" varchar(500) null
    );`);
    this.addSql('create index "webhook_attempt_delivery_idx" on "webhooks"."webhook_attempt" ("delivery_id", "id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists "webhooks" cascade;');
  }
}
