import { Migration } from '@mikro-orm/migrations';

/** The log of who read whose personal data (decision 0059). */
export class Migration20261129020100PrivacyAccessLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "privacy"."personal_data_access" (
      "id" uuid not null,
      "accessed_at" timestamptz not null,
      "user_name" varchar(100) not null,
      "actor" varchar(10) not null,
      "action" varchar(30) not null,
      "subject" varchar(200) not null,
      "detail" varchar(200) null,
      primary key ("id")
    );`);
    this.addSql('create index "personal_data_access_on_idx" on "privacy"."personal_data_access" ("accessed_at");');
  }
}
