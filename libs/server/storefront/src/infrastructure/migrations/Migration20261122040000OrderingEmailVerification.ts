import { Migration } from '@mikro-orm/migrations';

/** E-mail verification codes of the purchase form (hash only, expiry, attempts, last verification). */
export class Migration20261122040000OrderingEmailVerification extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "ordering";');
    this.addSql(`create table "ordering"."email_verification" (
      "id" uuid not null,
      "email" varchar(100) not null,
      "app_name" varchar(30) not null,
      "code_hash" varchar(64) null,
      "code_sent_on" timestamptz null,
      "code_expires_on" timestamptz null,
      "attempts" smallint not null default 0,
      "verified_on" timestamptz null,
      "created_on" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql('alter table "ordering"."email_verification" add constraint "email_verification_email_unique" unique ("email");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "ordering"."email_verification" cascade;');
  }
}
