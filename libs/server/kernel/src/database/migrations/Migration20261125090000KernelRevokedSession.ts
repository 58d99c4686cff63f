import { Migration } from '@mikro-orm/migrations';

/** The session revocation list when no REDIS_URL is set (auth/postgres-session-revocation.store.ts). */
export class Migration20261125090000KernelRevokedSession extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "kernel";');
    this.addSql(`create table "kernel"."revoked_session" (
      "session_id" uuid not null primary key,
      "expires_on" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "kernel"."revoked_session" cascade;');
  }
}
