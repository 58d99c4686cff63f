import { Migration } from '@mikro-orm/migrations';

/**
 * Personal data under Ley 1581 de 2012 (decisions 0057–0059): consents on record, the brands' policy
 * versions after the built-in one, the holders' requests with their numbers and deadlines.
 */
export class Migration20261129020000PrivacySchema extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "privacy";');
    this.addSql(`create table "privacy"."policy_version" (
      "app_name" varchar(30) not null,
      "version" int not null,
      "text" text not null,
      "published_at" timestamptz not null,
      "published_by" varchar(100) not null,
      primary key ("app_name", "version")
    );`);
    this.addSql(`create table "privacy"."consent" (
      "id" uuid not null,
      "app_name" varchar(30) not null,
      "form" varchar(20) not null,
      "policy_version" int not null,
      "policy_url" varchar(500) not null,
      "terms_url" varchar(500) not null,
      "accepted_at" timestamptz not null,
      "ip" varchar(45) null,
      "user_name" varchar(100) null,
      "customer_id" uuid null,
      "document_type_id" int null,
      "document_number" varchar(30) null,
      "holder_name" varchar(200) null,
      "holder_email" varchar(200) null,
      primary key ("id")
    );`);
    this.addSql('create index "consent_document_idx" on "privacy"."consent" ("document_number");');
    this.addSql('create index "consent_user_idx" on "privacy"."consent" ("user_name");');
    this.addSql('create sequence "privacy"."data_request_number_seq";');
    this.addSql(`create table "privacy"."data_request" (
      "id" uuid not null,
      "number" varchar(20) not null,
      "type" varchar(30) not null,
      "detail" text not null,
      "channel" varchar(10) not null,
      "app_name" varchar(30) not null,
      "holder_name" varchar(200) not null,
      "holder_email" varchar(200) not null,
      "user_name" varchar(100) null,
      "customer_id" uuid null,
      "document_type_id" int null,
      "document_number" varchar(30) null,
      "received_at" timestamptz not null,
      "received_on" date not null,
      "due_on" date not null,
      "state" varchar(12) not null default 'RECIBIDA',
      "extended_at" timestamptz null,
      "extension_reason" varchar(1000) null,
      "extended_by" varchar(100) null,
      "answer" text null,
      "answered_at" timestamptz null,
      "answered_by" varchar(100) null,
      primary key ("id"),
      constraint "data_request_number_unique" unique ("number")
    );`);
    this.addSql('create index "data_request_customer_idx" on "privacy"."data_request" ("customer_id");');
  }
}
