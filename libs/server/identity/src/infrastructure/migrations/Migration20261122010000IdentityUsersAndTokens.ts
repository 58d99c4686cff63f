import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000IdentityUsersAndTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "identity";');
    this.addSql(`create table "identity"."user" (
      "id" uuid not null,
      "created_by" varchar(100) not null default 'system',
      "created_on" timestamptz not null,
      "modified_by" varchar(100) null,
      "modified_on" timestamptz null,
      "user_name" varchar(100) not null,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(200) not null,
      "password_hash" varchar(255) not null,
      "roles" text[] not null,
      "customer_id" uuid null,
      "customer_type" varchar(10) null,
      "customer_value" varchar(20) null,
      "active" boolean not null default true,
      primary key ("id")
    );`);
    this.addSql('alter table "identity"."user" add constraint "user_user_name_unique" unique ("user_name");');

    this.addSql(`create table "identity"."refresh_token" (
      "id" uuid not null,
      "user_id" uuid not null,
      "family_id" uuid not null,
      "token_hash" varchar(64) not null,
      "app_name" varchar(30) not null,
      "created_on" timestamptz not null,
      "expires_on" timestamptz not null,
      "revoked" boolean not null default false,
      "revoked_on" timestamptz null,
      "replaced_by" uuid null,
      primary key ("id")
    );`);
    this.addSql('alter table "identity"."refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");');
    this.addSql('create index "refresh_token_family_id_index" on "identity"."refresh_token" ("family_id");');
    this.addSql('create index "refresh_token_user_id_index" on "identity"."refresh_token" ("user_id");');
    this.addSql(
      'alter table "identity"."refresh_token" add constraint "refresh_token_user_id_foreign" foreign key ("user_id") references "identity"."user" ("id") on delete cascade;',
    );

    this.addSql(`create table "identity"."used_login_parameter" (
      "nonce" varchar(64) not null,
      "used_on" timestamptz not null,
      "expires_on" timestamptz not null,
      primary key ("nonce")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "identity"."used_login_parameter" cascade;');
    this.addSql('drop table if exists "identity"."refresh_token" cascade;');
    this.addSql('drop table if exists "identity"."user" cascade;');
    this.addSql('drop schema if exists "identity";');
  }
}
