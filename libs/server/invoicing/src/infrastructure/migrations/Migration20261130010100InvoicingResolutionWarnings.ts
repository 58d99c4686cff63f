import { Migration } from '@mikro-orm/migrations';

/** Warnings mailed about numbering resolutions, once per resolution and threshold (decision 0067). */
export class Migration20261130010100InvoicingResolutionWarnings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "invoicing"."resolution_warning" (
      "resolution_id" uuid not null,
      "threshold" varchar(10) not null,
      "recipients" int not null,
      "sent_on" timestamptz not null,
      primary key ("resolution_id", "threshold")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "invoicing"."resolution_warning";');
  }
}
