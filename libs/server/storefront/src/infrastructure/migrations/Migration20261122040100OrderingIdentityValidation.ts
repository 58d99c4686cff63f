import { Migration } from '@mikro-orm/migrations';

/** firmaya's subscriber identity validations and the hashed link that proves the subscriber's e-mail. */
export class Migration20261122040100OrderingIdentityValidation extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "ordering";');
    this.addSql(`create table "ordering"."identity_validation" (
      "id" uuid not null,
      "app_name" varchar(30) not null,
      "document_type" varchar(5) not null,
      "document" varchar(15) not null,
      "email" varchar(100) not null,
      "phone_number" varchar(10) not null,
      "packages" jsonb not null,
      "promotion_code" varchar(20) null,
      "code" varchar(4) not null,
      "provider_reference" varchar(100) null,
      "validated_on" timestamptz not null,
      "link_token_hash" varchar(64) null,
      "link_expires_on" timestamptz null,
      "email_confirmed_on" timestamptz null,
      primary key ("id")
    );`);
    this.addSql('create index "identity_validation_document_idx" on "ordering"."identity_validation" ("document", "validated_on");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "ordering"."identity_validation" cascade;');
  }
}
