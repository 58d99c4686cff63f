import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000100KernelOutgoingMail extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "kernel";');
    this.addSql(`create table "kernel"."outgoing_mail" (
      "id" bigserial primary key,
      "recipient" varchar(320) not null,
      "subject" varchar(300) not null,
      "html" text not null,
      "text" text not null,
      "category" varchar(100) not null,
      "links" jsonb not null,
      "attachments" jsonb not null,
      "transport" varchar(10) not null,
      "status" varchar(10) not null,
      "error" varchar(500) null,
      "created_on" timestamptz not null
    );`);
    this.addSql('create index "outgoing_mail_recipient_idx" on "kernel"."outgoing_mail" ("recipient", "id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "kernel"."outgoing_mail" cascade;');
  }
}
